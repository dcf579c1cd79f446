import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setupApiServer } from '../../../testing/api-server';
import { renderRoute } from '../../../testing/render-route';
import {
  detailOf,
  expiredVoucher,
  member,
  ok,
  productOf,
  usedVoucher,
  voucherOf,
} from '../testing/fixtures';
import { done, failure } from '../../../testing/api-handler';

// The first visit of a lazy route compiles its chunk: allow for it.
configure({ asyncUtilTimeout: 8000 });

const { mock } = setupApiServer();

describe('given the wallet at /vouchers', () => {
  it('asks a guest to log in', async () => {
    mock({});
    await renderRoute('/vouchers');
    expect(await screen.findByText('Welcome, please login to continue')).toBeInTheDocument();
  });

  it('lists active vouchers, switches to Past and searches', async () => {
    const calls = mock({
      list_evoucher: (fields) =>
        ok({
          table:
            fields.filter_by_keywords === 'nothing'
              ? []
              : [productOf([voucherOf()], { product_name: `Coffee (${fields.filter_by_status})` })],
        }),
    });
    await renderRoute('/vouchers', { member });
    expect(await screen.findByRole('link', { name: /Coffee \(active\)/ })).toHaveAttribute(
      'href',
      '/voucher-details?id=880',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('Coffee (used)')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'nothing{Enter}');
    expect(await screen.findByText('Your search has no result')).toBeInTheDocument();
    expect(calls.at(-1)?.fields).toMatchObject({
      filter_by_status: 'used',
      filter_by_keywords: 'nothing',
    });
  });

  it('says a failed list failed, never Your wallet is empty, and loads it on Retry', async () => {
    let fail = true;
    mock({ list_evoucher: () => (fail ? failure('Server busy') : ok({ table: [] })) });
    await renderRoute('/vouchers', { member });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByText('Your wallet is empty')).toBeNull();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Your wallet is empty')).toBeInTheDocument();
  });

  it('says Your wallet is empty with Shop Now', async () => {
    mock({ list_evoucher: () => ok({ table: [] }) });
    await renderRoute('/vouchers', { member });
    expect(await screen.findByText('Your wallet is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shop Now' })).toBeInTheDocument();
  });
});

describe("given an order's vouchers at /view-vouchers", () => {
  it('nests each voucher with its used, expired or redeem-before line', async () => {
    const calls = mock({
      list_evoucher: () =>
        ok({ table: [productOf([voucherOf(), usedVoucher(), expiredVoucher()])] }),
    });
    await renderRoute('/view-vouchers?id=900', { member });
    expect(await screen.findByText(/Used on: /)).toBeInTheDocument();
    expect(screen.getByText(/Expired on: /)).toHaveAttribute('data-state', 'expired');
    expect(screen.getByText(/Redeem before: /)).toHaveAttribute('data-state', 'active');
    expect(calls[0]?.fields.filter_by_order_id).toBe('900');
  });
});

describe('given /voucher-details', () => {
  it('marks a voucher as used after confirmation and reloads the detail', async () => {
    let used = false;
    const calls = mock({
      detail_evoucher: () =>
        detailOf([
          used ? voucherOf({ status: 'Used', mark_used_date: '15-01-2026' }) : voucherOf(),
        ]),
      mark_evoucher_used: () => {
        used = true;
        return done();
      },
    });
    await renderRoute('/voucher-details?id=880', { member });
    expect(await screen.findByText('UG-COFFEE-0001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as used' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to mark this voucher as used?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark as used' }));
    expect(await screen.findByRole('button', { name: 'Used: 15 Jan 2026' })).toBeDisabled();
    expect(calls.find((c) => c.option === 'mark_evoucher_used')?.fields.order_evoucher_id).toBe(
      '7001',
    );
  });

  it('hides the code of an expired voucher', async () => {
    mock({ detail_evoucher: () => detailOf([expiredVoucher()]) });
    await renderRoute('/voucher-details?id=880', { member });
    expect(await screen.findByText('Expired voucher')).toBeInTheDocument();
    expect(screen.queryByText('UG-COFFEE-0001')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as used' })).not.toBeInTheDocument();
  });

  it('shows terms as sanitised HTML, outlets and the how-to', async () => {
    mock({ detail_evoucher: () => detailOf([voucherOf()]) });
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
    mock({ detail_evoucher: () => detailOf([voucherOf()], { applicable_outlets: [] }) });
    await renderRoute('/voucher-details?id=880', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Available outlets' }));
    expect(await screen.findByText('No outlets available')).toBeInTheDocument();
  });

  it('asks the issuer again on refresh', async () => {
    const calls = mock({
      detail_evoucher: () => detailOf([voucherOf()]),
      refresh_evoucher: () => done(),
    });
    await renderRoute('/voucher-details?id=880', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh vouchers' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.option === 'detail_evoucher').length).toBeGreaterThan(1),
    );
    expect(calls.find((c) => c.option === 'refresh_evoucher')?.fields.order_product_id).toBe('880');
  });
});
