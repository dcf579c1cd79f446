import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createMockBasket, mockData, mockHttpError, mockOperation } from '@ugift/api-client/mocks';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupMockBackend } from '../../../testing/mock-backend';

const { server: mock } = setupMockBackend();
const member = { member_id: '12', country_id: '3' };

function record(name: Parameters<typeof mockOperation>[0]) {
  const calls: Record<string, unknown>[] = [];
  mock.use(
    mockOperation(name, (fields) => {
      calls.push(fields as Record<string, unknown>);
      return undefined;
    }),
  );
  return calls;
}

/** A basket that remembers what the screen puts in it, starting from `initial`. */
function basketOf(initial: Parameters<typeof createMockBasket>[0]) {
  const basket = createMockBasket(initial);
  mock.use(...basket.handlers);
  return basket;
}

const emptyBasket = () => ({
  ...mockData.basket,
  products: [],
  giftcard_id: '0',
  giftcard_image: '',
  giftcard_edit_parameter: '',
});

const cartButton = () =>
  screen.findByRole('button', { name: /^(Add to Cart|Update Cart|Out of stock)$/ });
const stepper = () => screen.getByRole('group', { name: 'Quantity' });
const total = () => screen.getByText('Total').parentElement!;

describe('given /product-details', () => {
  it('should show the images, name, price with the original struck through, campaign and description', async () => {
    await renderRoute('/product-details?id=101');
    expect(
      await screen.findByRole('heading', { name: 'Kopi Corner Latte Set' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kopi Corner Latte Set' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kopi Corner Latte Set (1/2)' })).toBeVisible();
    // The second image waits off-screen in the carousel.
    expect(
      screen.getAllByRole('img', { name: /Kopi Corner Latte Set \(\d\/2\)/, hidden: true }),
    ).toHaveLength(2);
    expect(screen.getAllByText('SGD 15.50').length).toBeGreaterThan(0);
    expect(screen.getByText('SGD 18.00').tagName).toBe('S');
    expect(screen.getByRole('link', { name: /10% off with the Welcome campaign/ })).toHaveAttribute(
      'href',
      '/campaign?id=31',
    );
    expect(screen.getByRole('region', { name: 'Description' })).toHaveTextContent(
      'Two lattes and a slice of kaya cake.',
    );
    expect(await cartButton()).toHaveTextContent('Add to Cart');
  });

  it('should sanitise the description html from the server', async () => {
    mock.use(
      mockOperation('detail_product', async () => {
        const product = mockData.products[1]!;
        return Response.json({
          success: true,
          message: '',
          table: {
            ...product,
            multiple_languages: {
              ...product.multiple_languages,
              en: {
                ...product.multiple_languages.en,
                description: '<p onclick="alert(1)">Calm<script>alert(2)</script></p>',
              },
            },
          },
        });
      }),
    );
    await renderRoute('/product-details?id=102');
    const description = await screen.findByRole('region', { name: 'Description' });
    expect(description).toHaveTextContent('Calm');
    expect(description.innerHTML).not.toMatch(/script|onclick/);
  });

  it('should keep the quantity within 1..stock and total price times quantity to 2 decimals', async () => {
    await renderRoute('/product-details?id=105');
    await cartButton();
    const decrease = within(stepper()).getByRole('button', { name: 'Decrease quantity' });
    const increase = within(stepper()).getByRole('button', { name: 'Increase quantity' });
    expect(decrease).toBeDisabled();
    expect(total()).toHaveTextContent('SGD 52.20');
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(within(stepper()).getByText('3')).toBeInTheDocument();
    // Stock is 3: no more.
    expect(increase).toBeDisabled();
    expect(total()).toHaveTextContent('SGD 156.60');
    await userEvent.click(decrease);
    expect(total()).toHaveTextContent('SGD 104.40');
  });

  it('should read Out of stock and disable the button at stock 0', async () => {
    await renderRoute('/product-details?id=104');
    const button = await cartButton();
    expect(button).toHaveTextContent('Out of stock');
    expect(button).toBeDisabled();
    expect(within(stepper()).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('should read Update Cart with the basket quantity when the product is in the basket', async () => {
    basketOf(mockData.basket);
    await renderRoute('/product-details?id=101', { member });
    expect(await cartButton()).toHaveTextContent('Update Cart');
    expect(within(stepper()).getByText('2')).toBeInTheDocument();
    expect(total()).toHaveTextContent('SGD 31.00');
  });

  it('should read Add to Cart for a member whose basket lacks the product', async () => {
    basketOf(mockData.basket);
    await renderRoute('/product-details?id=102', { member });
    expect(await cartButton()).toHaveTextContent('Add to Cart');
  });

  it('should ask a guest to log in, then bring them back to the product', async () => {
    const { router } = await renderRoute('/product-details?id=102');
    await userEvent.click(await cartButton());
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Welcome, please login to continue',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(currentLocation(router)).toBe('/login?from=%2Fproduct-details%3Fid%3D102'),
    );
    await userEvent.type(await screen.findByLabelText('Phone number'), '91234567');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/product-details?id=102'));
    expect(await cartButton()).toHaveTextContent('Add to Cart');
  });

  it('should let a guest cancel the login question and stay', async () => {
    const { router } = await renderRoute('/product-details?id=102');
    await userEvent.click(await cartButton());
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentLocation(router)).toBe('/product-details?id=102');
  });

  it('should send product_to_basket with the member, product and quantity, then go to the basket', async () => {
    const basket = basketOf(emptyBasket());
    const sent = record('product_to_basket');
    const cards = record('giftcard_to_basket');
    const { router } = await renderRoute('/product-details?id=102', { member });
    await cartButton();
    await userEvent.click(within(stepper()).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(await cartButton());
    await waitFor(() => expect(currentLocation(router)).toBe('/basket'));
    expect(sent).toEqual([{ member_id: '12', product_id: '102', quantity: '2' }]);
    // No gift card was chosen: none is attached.
    expect(cards).toEqual([]);
    expect(basket.state.basket?.products.map((p) => [p.product_id, p.quantity])).toEqual([
      ['102', 2],
    ]);
    await waitFor(() => expect(localStorage.getItem('basketCount')).toBe('2'));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
  });

  it('should update the quantity of a product already in the basket', async () => {
    basketOf(mockData.basket);
    const sent = record('product_to_basket');
    const { router } = await renderRoute('/product-details?id=101', { member });
    await cartButton();
    await userEvent.click(within(stepper()).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(await cartButton());
    await waitFor(() => expect(currentLocation(router)).toBe('/basket'));
    expect(sent[0]).toMatchObject({ product_id: '101', quantity: '3' });
  });

  it('should attach the stored gift card (gid) with the product', async () => {
    const basket = basketOf(emptyBasket());
    const cards = record('giftcard_to_basket');
    const { router } = await renderRoute('/product-details?id=102', {
      member,
      storage: { gid: '9' },
    });
    await userEvent.click(await cartButton());
    await waitFor(() => expect(currentLocation(router)).toBe('/basket'));
    expect(cards).toEqual([{ member_id: '12', giftcard_id: '9' }]);
    expect(basket.state.basket?.giftcard_id).toBe('9');
  });

  it('should not attach the stored gift card again when the basket already holds it', async () => {
    basketOf(mockData.basket);
    const cards = record('giftcard_to_basket');
    const { router } = await renderRoute('/product-details?id=102', {
      member,
      storage: { gid: mockData.basket.giftcard_id },
    });
    await userEvent.click(await cartButton());
    await waitFor(() => expect(currentLocation(router)).toBe('/basket'));
    expect(cards).toEqual([]);
  });

  it("should show 'Cart Update Failed' with the server's message", async () => {
    basketOf(emptyBasket());
    mock.use(
      mockOperation('product_to_basket', () =>
        Response.json({ success: false, message: 'Only 8 left in stock' }),
      ),
    );
    const { router } = await renderRoute('/product-details?id=102', { member });
    await userEvent.click(await cartButton());
    const alert = await screen.findByRole('alertdialog', { name: 'Cart Update Failed' });
    expect(alert).toHaveTextContent('Only 8 left in stock');
    expect(currentLocation(router)).toBe('/product-details?id=102');
  });

  it.each([
    ['How to redeem', 'Show the code at the counter.'],
    ['Available Outlet', 'Kopi Corner Tiong Bahru'],
    ['Terms & Conditions', 'Not exchangeable for cash.'],
  ])('should open the %s modal', async (label, text) => {
    await renderRoute('/product-details?id=101');
    await userEvent.click(await screen.findByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: label });
    expect(dialog).toHaveTextContent(text);
  });

  it("should say 'No outlets available' when the product has none", async () => {
    await renderRoute('/product-details?id=103');
    await userEvent.click(await screen.findByRole('button', { name: 'Available Outlet' }));
    expect(await screen.findByRole('dialog', { name: 'Available Outlet' })).toHaveTextContent(
      'No outlets available',
    );
  });

  it('should show the name in the chosen language, English when that one is missing', async () => {
    await renderRoute('/product-details?id=101', { language: 'jp' });
    expect(
      await screen.findByRole('heading', { name: 'コピコーナー ラテセット' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
  });

  it('should fall back to the English name when the Japanese one is missing', async () => {
    await renderRoute('/product-details?id=103', { language: 'jp' });
    expect(
      await screen.findByRole('heading', { name: 'Lotus Tea House Afternoon Tea for Two' }),
    ).toBeInTheDocument();
  });

  it('should show an error with Retry when the product fails to load, then the product', async () => {
    mock.use(mockHttpError('detail_product', 500));
    await renderRoute('/product-details?id=101');
    expect(await screen.findByText('Something went wrong while loading.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    mock.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Kopi Corner Latte Set' }),
    ).toBeInTheDocument();
  });
});

describe('given the back arrow', () => {
  it('should go home from a product opened directly', async () => {
    const { router } = await renderRoute('/product-details?id=102');
    await cartButton();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
  });

  it('should go back to the card after opening a related product from it', async () => {
    const { router } = await renderRoute('/gift-card-product?id=9');
    const related = await screen.findByRole('region', { name: 'Gifts to go with this card' });
    await userEvent.click(within(related).getByRole('link', { name: /Kopi Corner Latte Set/ }));
    await waitFor(() => expect(currentLocation(router)).toBe('/product-details?id=101'));
    await cartButton();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/gift-card-product?id=9'));
  });
});

describe('given /gift-card', () => {
  it("should show 'Send a gift card', the category chips and the cards grouped by category", async () => {
    const lists = record('list_giftcard');
    await renderRoute('/gift-card');
    expect(await screen.findByRole('heading', { name: 'Send a gift card' })).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Gift card categories' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Birthday', 'Thank You', 'Festive']);
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const birthday = screen.getByRole('region', { name: 'Birthday' });
    expect(within(birthday).getByRole('link', { name: /Happy Birthday/ })).toHaveAttribute(
      'href',
      '/gift-card-product?id=7',
    );
    // Editable cards carry a badge; the others do not.
    expect(within(birthday).getByRole('link', { name: /Happy Birthday/ })).toHaveTextContent(
      'Editable',
    );
    expect(within(birthday).getByRole('link', { name: /Cake Day/ })).not.toHaveTextContent(
      'Editable',
    );
    expect(lists[0]).toMatchObject({ group_by_categories: 'true', filter_by_country_id: '3' });
    expect(lists[0]).not.toHaveProperty('filter_by_editable');
    // It is a tab screen: the tab bar shows Customise as the current tab.
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/gift-card');
  });

  it('should show only the chosen category, and all again with All', async () => {
    await renderRoute('/gift-card');
    const chips = await screen.findByRole('group', { name: 'Gift card categories' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Thank You' }));
    expect(screen.getByRole('region', { name: 'Thank You' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Birthday' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Happy Birthday/ })).not.toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('button', { name: 'All' }));
    expect(screen.getByRole('region', { name: 'Birthday' })).toBeInTheDocument();
  });

  it('should use the type parameter as the editable filter', async () => {
    const lists = record('list_giftcard');
    await renderRoute('/gift-card?type=Yes');
    expect(await screen.findByRole('link', { name: /Happy Birthday/ })).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ filter_by_editable: 'Yes' });
    expect(screen.queryByRole('link', { name: /Merci/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cake Day/ })).not.toBeInTheDocument();
  });

  it('should show the card names in the chosen language', async () => {
    await renderRoute('/gift-card', { language: 'cn' });
    expect(await screen.findByRole('link', { name: /生日快乐/ })).toBeInTheDocument();
  });

  it('should show an error with Retry, never a false empty state', async () => {
    mock.use(mockHttpError('list_giftcard', 500));
    await renderRoute('/gift-card');
    expect(await screen.findByText('Something went wrong while loading.')).toBeInTheDocument();
    expect(screen.queryByText('No gift cards yet')).not.toBeInTheDocument();
    mock.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Happy Birthday/ })).toBeInTheDocument();
  });

  it('should say so when the country has no gift cards', async () => {
    mock.use(
      mockOperation('list_giftcard', () =>
        Response.json({ success: true, message: '', table: [] }),
      ),
    );
    await renderRoute('/gift-card');
    expect(await screen.findByText('No gift cards yet')).toBeInTheDocument();
  });
});

describe('given /gift-card-product', () => {
  it("should show 'Customise a Gift Card', the card, the note, related products and 'Add more gifts'", async () => {
    await renderRoute('/gift-card-product?id=9');
    expect(
      await screen.findByRole('heading', { name: 'Customise a Gift Card' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByText(/You can write your message/)).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Gifts to go with this card' });
    expect(within(related).getByRole('link', { name: /Kopi Corner Latte Set/ })).toHaveAttribute(
      'href',
      '/product-details?id=101',
    );
    expect(screen.getByRole('link', { name: 'Add more gifts' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it('should store the gift card id on the device (gid)', async () => {
    await renderRoute('/gift-card-product?id=9');
    await screen.findByRole('button', { name: 'Send a card' });
    await waitFor(() => expect(localStorage.getItem('gid')).toBe('"9"'));
  });

  it('should ask a guest to log in before sending a card, returning to the card', async () => {
    const { router } = await renderRoute('/gift-card-product?id=9');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a card' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Welcome, please login to continue',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(currentLocation(router)).toBe('/login?from=%2Fgift-card-product%3Fid%3D9'),
    );
  });

  it('should send a card alone as a gift: card in the basket, status gift, card selection', async () => {
    const basket = basketOf(null);
    const status = record('update_order_status');
    const { router } = await renderRoute('/gift-card-product?id=9', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a card' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/checkout-cardselection'));
    expect(status).toEqual([{ member_id: '12', order_status: 'gift' }]);
    expect(basket.state.basket?.giftcard_id).toBe('9');
  });

  it('should go to the basket when the basket has products', async () => {
    const basket = basketOf(mockData.basket);
    const status = record('update_order_status');
    const { router } = await renderRoute('/gift-card-product?id=9', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a card' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/basket'));
    expect(status).toEqual([]);
    expect(basket.state.basket?.giftcard_id).toBe('9');
  });

  it('should show an error with Retry when the card fails to load', async () => {
    mock.use(mockHttpError('detail_giftcard', 500));
    await renderRoute('/gift-card-product?id=9');
    expect(await screen.findByText('Something went wrong while loading.')).toBeInTheDocument();
    expect(localStorage.getItem('gid')).toBeNull();
    mock.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Send a card' })).toBeInTheDocument();
  });
});
