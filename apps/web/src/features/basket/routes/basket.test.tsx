import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { mockFailure, mockResponse } from '@ugift/api-client/mocks';

import { browser } from '../../../lib/platform';
import { setupMockBackend } from '../../../testing/mock-backend';
import { currentLocation, renderRoute } from '../../../testing/render-route';
import { success } from '../../../testing/replies';
import { member } from '../../../testing/data';
import { basketOf, cardOnly, expiredUdollar, udollars, withCard } from '../testing/fixtures';

const { server, calls, callsOf } = setupMockBackend();

describe('given the cart at /basket', () => {
  it('shows the login prompt to a guest', async () => {
    const { router } = await renderRoute('/basket');
    expect(await screen.findByText('Welcome, please login to continue')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    // Login brings the member back to the cart.
    await waitFor(() => expect(currentLocation(router)).toBe('/login?from=%2Fbasket'));
  });

  it('shows the empty cart with Shop Now', async () => {
    server.use(mockResponse('detail_basket', { ...success, table: null }));
    const { router } = await renderRoute('/basket', { member });
    expect(await screen.findByText('There are no items in the cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Shop Now' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/categories'));
  });

  it('lists the lines with Qty, amount, the discount message and the totals', async () => {
    server.use(mockResponse('detail_basket', { ...success, table: basketOf() }));
    await renderRoute('/basket', { member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Coffee for two', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Qty: 2')).toBeInTheDocument();
    expect(screen.getByText('SGD 24.00')).toBeInTheDocument();
    expect(screen.getByText('10% off this week')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('SGD 39.50');
    expect(screen.getByText('Discount Applied').nextSibling).toHaveTextContent('- SGD 2.40');
    expect(screen.getByText('Total Payment').nextSibling).toHaveTextContent('SGD 37.10');
    expect(screen.getByRole('link', { name: 'Add items' })).toHaveAttribute('href', '/categories');
    expect(screen.getByRole('link', { name: /^Edit\s*Coffee for two$/ })).toHaveAttribute(
      'href',
      '/product-details?id=101',
    );
  });

  it('links Add items to the card product and shows the card note when a card is in', async () => {
    server.use(mockResponse('detail_basket', { ...success, table: withCard() }));
    await renderRoute('/basket', { member });
    expect(
      await screen.findByText('You can change and customise your card after checkout'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add items' })).toHaveAttribute(
      'href',
      '/gift-card-product?id=7',
    );
  });

  it('previews the card as customised (its text on the design), as the confirmation does', async () => {
    server.use(mockResponse('detail_basket', { ...success, table: withCard() }));
    await renderRoute('/basket', { member });
    const card = await screen.findByRole('figure', { name: /Gift Card/ });
    // The edit parameter's title overlay is drawn, not just the blank design picture.
    expect(within(card).getByText('Happy Birthday')).toBeInTheDocument();
    expect(card.querySelector('.ugc-picture')).toHaveAttribute('src', withCard().giftcard_image);
  });

  it('removes a line and shows Cart Update Failed with the server message on failure', async () => {
    server.use(
      mockResponse('detail_basket', { ...success, table: basketOf() }),
      mockFailure('remove_product', 'Basket is locked'),
    );
    await renderRoute('/basket', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Movie ticket' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Cart Update Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Basket is locked')).toBeInTheDocument();
    expect(callsOf('remove_product')[0]?.fields).toMatchObject({
      product_id: '102',
      member_id: '12',
    });
  });

  it('removes a line with an Undo that puts it back with its quantity', async () => {
    server.use(
      mockResponse('detail_basket', { ...success, table: basketOf() }),
      mockResponse('remove_product', success),
      mockResponse('product_to_basket', success),
    );
    await renderRoute('/basket', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Coffee for two' }));
    const region = await screen.findByRole('status');
    expect(await within(region).findByText('Removed Coffee for two')).toBeInTheDocument();
    expect(callsOf('product_to_basket')).toHaveLength(0);
    await userEvent.click(within(region).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(callsOf('product_to_basket')[0]?.fields).toMatchObject({
        product_id: '101',
        quantity: '2',
      }),
    );
    await waitFor(() => expect(within(region).queryByText('Removed Coffee for two')).toBeNull());
  });

  it('checks the uDollar choice and amount before applying it', async () => {
    server.use(
      mockResponse('detail_basket', { ...success, table: basketOf() }),
      mockResponse('list_udollar_giftcards', { ...success, table: udollars }),
      mockResponse('apply_udollar_giftcard', success),
    );
    await renderRoute('/basket', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem using UDollar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem using UDollar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a uDollar giftcard');
    expect(
      within(dialog).getByRole('group', { name: 'Choose a uDollar gift card' }),
    ).toHaveAccessibleDescription('Please choose a uDollar giftcard');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Balance SGD 20.00/ }));
    await userEvent.type(within(dialog).getByLabelText('Redemption amount'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    // The amount's message is on its field, which takes focus.
    const amount = within(dialog).getByLabelText('Redemption amount');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Please enter a valid redemption amount');
    expect(amount).toHaveFocus();
    await userEvent.clear(within(dialog).getByLabelText('Redemption amount'));
    await userEvent.type(within(dialog).getByLabelText('Redemption amount'), '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('apply_udollar_giftcard')[0]?.fields).toMatchObject({
      order_id: '500',
      udollar_id: '31',
      udollar_amount: '12.5',
    });
  });

  it('offers an expired uDollar card only as a disabled, marked choice', async () => {
    server.use(
      mockResponse('detail_basket', { ...success, table: basketOf() }),
      mockResponse('list_udollar_giftcards', {
        ...success,
        table: [udollars[0]!, expiredUdollar],
      }),
    );
    await renderRoute('/basket', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem using UDollar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem using UDollar' });
    const expired = await within(dialog).findByRole('radio', { name: /Balance SGD 40.00/ });
    expect(expired).toBeDisabled();
    expect(within(dialog).getByText('Expired on 31 Jan 2025')).toBeInTheDocument();
    await userEvent.click(expired);
    await userEvent.type(within(dialog).getByLabelText('Redemption amount'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a uDollar giftcard');
    expect(callsOf('apply_udollar_giftcard')).toHaveLength(0);
  });

  it('saves the billing address', async () => {
    server.use(
      mockResponse('detail_basket', { ...success, table: basketOf() }),
      mockResponse('update_billing_address', success),
    );
    await renderRoute('/basket', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Billing Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing Address' });
    await userEvent.type(within(dialog).getByLabelText('Your billing address'), '1 Orchard Rd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('update_billing_address')[0]?.fields.billing_address).toBe('1 Orchard Rd');
  });

  it('says on the field when the billing address is too long, and keeps the modal open', async () => {
    server.use(mockResponse('detail_basket', { ...success, table: basketOf() }));
    await renderRoute('/basket', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Billing Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing Address' });
    const field = within(dialog).getByLabelText('Your billing address');
    // Over the contract's 1000 characters: refused before sending, with the api's own wording.
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Please shorten the billing address.');
    expect(dialog).not.toHaveTextContent('must have at most');
    expect(screen.queryByText('Billing Address Update Failed')).not.toBeInTheDocument();
    expect(callsOf('update_billing_address')).toHaveLength(0);
  });

  it('checks out for myself: removes the card and goes to the confirmation', async () => {
    server.use(
      mockResponse('detail_basket', { ...success, table: withCard() }),
      mockResponse('remove_giftcard', success),
      mockResponse('update_order_status', success),
    );
    const { router } = await renderRoute('/basket', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'For myself' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/checkout-confirmation'));
    expect(calls.map((c) => c.option)).toContain('remove_giftcard');
    expect(callsOf('update_order_status')[0]?.fields.order_status).toBe('myself');
  });

  it('checks out as a gift: goes to the card selection', async () => {
    server.use(
      mockResponse('detail_basket', { ...success, table: basketOf() }),
      mockResponse('update_order_status', success),
    );
    const { router } = await renderRoute('/basket', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send as a gift' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/checkout-cardselection'));
  });
});

describe('given the confirmation at /checkout-confirmation', () => {
  it('shows the card message, the music name and Points', async () => {
    server.use(
      mockResponse('detail_basket', { ...success, table: withCard() }),
      mockResponse('list_music', {
        ...success,
        table: [{ id: '2', name: 'Birthday Waltz', url: '' }],
      }),
    );
    await renderRoute('/checkout-confirmation', { member });
    expect(await screen.findByText('Happy birthday, Mei!')).toBeInTheDocument();
    expect(await screen.findByText('Music: Birthday Waltz')).toBeInTheDocument();
    expect(screen.getByText('Points').nextSibling).toHaveTextContent('37');
  });

  it('reserves, then sends the browser to the cashier page', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    server.use(
      mockResponse('detail_basket', { ...success, table: basketOf() }),
      mockResponse('reserve_order', { ...success, order_id: '900' }),
      mockResponse('get_cashier_url', {
        ...success,
        cashier_url: 'http://localhost/cashier?order=900',
      }),
    );
    await renderRoute('/checkout-confirmation', { member });
    localStorage.setItem('gid', JSON.stringify('7'));
    localStorage.setItem('basketCount', JSON.stringify(3));
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/cashier?order=900'));
    expect(callsOf('get_cashier_url')[0]?.fields).toMatchObject({
      order_id: '900',
      order_source: 'web',
    });
    expect(localStorage.getItem('gid')).toBeNull();
    open.mockRestore();
  });

  it('pays a card-only order at once and shows the payment status', async () => {
    server.use(
      mockResponse('detail_basket', { ...success, table: cardOnly() }),
      mockResponse('list_music', { ...success, table: [] }),
      mockResponse('reserve_order', { ...success, order_id: '901' }),
      mockResponse('pay_order', success),
    );
    const { router } = await renderRoute('/checkout-confirmation', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Your Card' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/payment-status?id=901'));
    expect(callsOf('pay_order')[0]?.fields).toMatchObject({
      order_id: '901',
      payment_status: 'paid',
    });
  });

  it('shows Place Order Failed with the insufficient-stock text', async () => {
    server.use(
      mockResponse('detail_basket', { ...success, table: basketOf() }),
      mockFailure('reserve_order', 'Some products are out of stock', {
        insufficient_stock: 'Movie ticket: 0 left',
      }),
    );
    await renderRoute('/checkout-confirmation', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Place Order Failed')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Some products are out of stock');
    expect(dialog).toHaveTextContent('Movie ticket: 0 left');
  });
});
