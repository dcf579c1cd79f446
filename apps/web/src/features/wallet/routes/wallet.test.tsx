import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { OrderProductVouchers } from '@ugift/api-client';
import { mockFailure, mockResponse } from '@ugift/api-client/mocks';

import { setupMockBackend } from '../../../testing/mock-backend';
import { success } from '../../../testing/replies';
import { renderRoute } from '../../../testing/render-route';
import { member } from '../../../testing/data';
import { detailOf, expiredVoucher, productOf, usedVoucher, voucherOf } from '../testing/fixtures';

const { server, callsOf } = setupMockBackend();
const listOf = (table: OrderProductVouchers[]) =>
  mockResponse('list_evoucher', { ...success, table });

describe('given the wallet at /vouchers', () => {
  it('asks a guest to log in', async () => {
    await renderRoute('/vouchers');
    expect(await screen.findByText('Welcome, please login to continue')).toBeInTheDocument();
  });

  it('lists active vouchers, switches to Past and searches', async () => {
    server.use(
      mockResponse('list_evoucher', (fields) => ({
        ...success,
        table:
          fields.filter_by_keywords === 'nothing'
            ? []
            : [productOf([voucherOf()], { product_name: `Coffee (${fields.filter_by_status})` })],
      })),
    );
    await renderRoute('/vouchers', { member });
    expect(await screen.findByRole('link', { name: /Coffee \(active\)/ })).toHaveAttribute(
      'href',
      '/voucher-details?id=880',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('Coffee (used)')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'nothing{Enter}');
    expect(await screen.findByText('Your search has no result')).toBeInTheDocument();
    expect(callsOf('list_evoucher').at(-1)?.fields).toMatchObject({
      filter_by_status: 'used',
      filter_by_keywords: 'nothing',
    });
  });

  it('says a failed list failed, never Your wallet is empty, and loads it on Retry', async () => {
    server.use(mockFailure('list_evoucher', 'Server busy'));
    await renderRoute('/vouchers', { member });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByText('Your wallet is empty')).toBeNull();
    server.use(listOf([]));
    await userEvent.click(retry);
    expect(await screen.findByText('Your wallet is empty')).toBeInTheDocument();
  });

  it('says Your wallet is empty with Shop Now', async () => {
    server.use(listOf([]));
    await renderRoute('/vouchers', { member });
    expect(await screen.findByText('Your wallet is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shop Now' })).toBeInTheDocument();
  });
});

describe("given an order's vouchers at /view-vouchers", () => {
  it('nests each voucher with its used, expired or redeem-before line', async () => {
    server.use(listOf([productOf([voucherOf(), usedVoucher(), expiredVoucher()])]));
    await renderRoute('/view-vouchers?id=900', { member });
    expect(await screen.findByText(/Used on: /)).toBeInTheDocument();
    expect(screen.getByText(/Expired on: /)).toHaveAttribute('data-state', 'expired');
    expect(screen.getByText(/Redeem before: /)).toHaveAttribute('data-state', 'active');
    expect(callsOf('list_evoucher')[0]?.fields.filter_by_order_id).toBe('900');
  });
});

describe('given /voucher-details', () => {
  it('marks a voucher as used after confirmation and reloads the detail', async () => {
    let used = false;
    server.use(
      mockResponse('detail_evoucher', () =>
        detailOf([
          used ? voucherOf({ status: 'Used', mark_used_date: '15-01-2026' }) : voucherOf(),
        ]),
      ),
      mockResponse('mark_evoucher_used', () => {
        used = true;
        return success;
      }),
    );
    await renderRoute('/voucher-details?id=880', { member });
    expect(await screen.findByText('UG-COFFEE-0001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as used' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to mark this voucher as used?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark as used' }));
    expect(await screen.findByRole('button', { name: 'Used: 15 Jan 2026' })).toBeDisabled();
    expect(callsOf('mark_evoucher_used')[0]?.fields.order_evoucher_id).toBe('7001');
  });

  it('lists a used voucher after the usable one, its code covered and marked Used', async () => {
    server.use(
      mockResponse('detail_evoucher', detailOf([usedVoucher(), voucherOf({ name: 'Usable' })])),
    );
    await renderRoute('/voucher-details?id=880', { member });
    await screen.findByRole('region', { name: 'Usable' });
    const sections = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'))
      .filter((name) => name === 'Usable' || name === 'Used voucher');
    expect(sections).toEqual(['Usable', 'Used voucher']);
    const used = screen.getByRole('region', { name: 'Used voucher' });
    expect(within(used).getByText('Used')).toBeInTheDocument();
    // The code cannot be used from the page: it sits in an inert, blurred layer.
    expect(within(used).getByTestId('used-code').firstElementChild).toHaveAttribute('inert');
    // (jsdom does not take inert out of the tree; browsers do, see the Wallet story.)
    expect(
      within(used).getByRole('button', { name: 'Copy code' }).closest('[inert]'),
    ).not.toBeNull();
    expect(within(used).getByRole('button', { name: 'Used: 10 Jan 2026' })).toBeDisabled();
  });

  it('says where and when a merchant redeemed a voucher', async () => {
    server.use(
      mockResponse(
        'detail_evoucher',
        detailOf([
          usedVoucher(),
          voucherOf({
            id: '7010',
            name: 'Redeemed at the counter',
            status: 'Used',
            mark_used_date: '10/01/2026 14:05:09',
            used_outlet: 'Orchard Road outlet',
          }),
        ]),
      ),
    );
    await renderRoute('/voucher-details?id=880', { member });
    const redeemed = await screen.findByRole('region', { name: 'Redeemed at the counter' });
    expect(
      within(redeemed).getByRole('button', {
        name: 'Used at Orchard Road outlet: 10 Jan 2026 14:05:09',
      }),
    ).toBeDisabled();
    // Marked used by the member: no outlet, the date only, as before.
    const own = screen.getByRole('region', { name: 'Used voucher' });
    expect(within(own).getByRole('button', { name: 'Used: 10 Jan 2026' })).toBeDisabled();
  });

  it('hides the code of an expired voucher', async () => {
    server.use(mockResponse('detail_evoucher', detailOf([expiredVoucher()])));
    await renderRoute('/voucher-details?id=880', { member });
    expect(await screen.findByText('Expired voucher')).toBeInTheDocument();
    expect(screen.queryByText('UG-COFFEE-0001')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as used' })).not.toBeInTheDocument();
  });

  it('shows terms as sanitised HTML, outlets and the how-to', async () => {
    server.use(mockResponse('detail_evoucher', detailOf([voucherOf()])));
    await renderRoute('/voucher-details?id=880', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Terms & Conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms & Conditions' });
    expect(within(terms).getByText('all outlets').tagName).toBe('STRONG');
    expect(terms.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Available outlets' }));
    expect(await screen.findByText('1 Orchard Road, Singapore')).toBeInTheDocument();
  });

  it('says No outlets available when there are none', async () => {
    server.use(
      mockResponse('detail_evoucher', detailOf([voucherOf()], { applicable_outlets: [] })),
    );
    await renderRoute('/voucher-details?id=880', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Available outlets' }));
    expect(await screen.findByText('No outlets available')).toBeInTheDocument();
  });

  it('asks the issuer again on refresh', async () => {
    server.use(
      mockResponse('detail_evoucher', detailOf([voucherOf()])),
      mockResponse('refresh_evoucher', success),
    );
    await renderRoute('/voucher-details?id=880', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh vouchers' }));
    await waitFor(() => expect(callsOf('detail_evoucher').length).toBeGreaterThan(1));
    expect(callsOf('refresh_evoucher')[0]?.fields.order_product_id).toBe('880');
  });
});

describe('given a product translated into the member’s language (issue 45)', () => {
  it('should show its translated name in the wallet and on its vouchers, as the order does', async () => {
    server.use(
      mockResponse('list_evoucher', { ...success, table: [productOf([voucherOf()])] }),
      mockResponse('detail_evoucher', detailOf([voucherOf()])),
    );
    const view = await renderRoute('/vouchers', { member, language: 'cn' });
    expect(await screen.findByText('双人咖啡')).toBeInTheDocument();
    expect(screen.queryByText('Coffee for two')).toBeNull();
    view.unmount();
    await renderRoute('/voucher-details?id=880', { member, language: 'jp' });
    expect(await screen.findByRole('heading', { name: '二人分のコーヒー' })).toBeInTheDocument();
  });

  it('should fall back to English only when the translation is missing', async () => {
    server.use(
      mockResponse('list_evoucher', {
        ...success,
        table: [
          productOf([voucherOf()], {
            product_name: 'Tea set',
            multiple_languages: { en: { product_name: 'Tea set' } },
          }),
        ],
      }),
    );
    await renderRoute('/vouchers', { member, language: 'cn' });
    expect(await screen.findByText('Tea set')).toBeInTheDocument();
  });
});
