import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setupApiServer } from '../../../testing/api-server';
import { failure } from '../../../testing/api-handler';
import { renderRoute } from '../../../testing/render-route';
import { cards, history, member, ok } from '../testing/fixtures';

// The first visit of a lazy route compiles its chunk: allow for it.
configure({ asyncUtilTimeout: 8000 });

const { mock } = setupApiServer();

describe('given /udollar-list', () => {
  it('shows each card with expiry colour, purchase date, balance and total', async () => {
    const calls = mock({ list_udollar_giftcards: () => ok({ table: cards }) });
    await renderRoute('/udollar-list', { member });
    const links = await screen.findAllByRole('link', { name: /UDollar Gift Card/ });
    expect(links[0]).toHaveAttribute('href', '/udollar-history?id=31');
    expect(within(links[0]!).getByText(/Redeem Before/)).toHaveAttribute('data-state', 'active');
    expect(within(links[1]!).getByText(/Expired on/)).toHaveAttribute('data-state', 'expired');
    expect(within(links[0]!).getByText('Purchased: 5 Jan 2026 10:30:00')).toBeInTheDocument();
    expect(within(links[0]!).getByText('Balance: SGD 20.00')).toBeInTheDocument();
    expect(within(links[0]!).getByText('Total: SGD 50.00')).toBeInTheDocument();
    expect(calls[0]?.option).toBe('list_udollar_giftcards');
  });

  it('says a failed list failed, never No uDollar yet, and loads it on Retry', async () => {
    let fail = true;
    mock({ list_udollar_giftcards: () => (fail ? failure('Server busy') : ok({ table: [] })) });
    await renderRoute('/udollar-list', { member });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByText('No uDollar yet')).toBeNull();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('No uDollar yet')).toBeInTheDocument();
  });

  it('says No uDollar yet', async () => {
    mock({ list_udollar_giftcards: () => ok({ table: [] }) });
    await renderRoute('/udollar-list', { member });
    expect(await screen.findByText('No uDollar yet')).toBeInTheDocument();
  });
});

describe('given /udollar-history', () => {
  it('lists date, amount and order id', async () => {
    const calls = mock({
      history_udollar_giftcards: () => ok({ table: history }),
      list_udollar_giftcards: () => ok({ table: cards }),
    });
    await renderRoute('/udollar-history?id=31', { member });
    expect(await screen.findByRole('heading', { name: 'UDollar History' })).toBeInTheDocument();
    expect(await screen.findByText('UG-2026-000901')).toBeInTheDocument();
    expect(screen.getByText('10 Jan 2026 14:05:00')).toBeInTheDocument();
    expect(await screen.findByText('SGD 12.50')).toBeInTheDocument();
    expect(calls.find((c) => c.option === 'history_udollar_giftcards')?.fields.udollar_id).toBe(
      '31',
    );
  });

  it('says No UDollar history yet', async () => {
    mock({
      history_udollar_giftcards: () => ok({ table: [] }),
      list_udollar_giftcards: () => ok({ table: cards }),
    });
    await renderRoute('/udollar-history?id=31', { member });
    expect(await screen.findByText('No UDollar history yet')).toBeInTheDocument();
  });
});
