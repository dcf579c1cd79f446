import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockFailure, mockResponse } from '@ugift/api-client/mocks';

import { setupMockBackend } from '../../../testing/mock-backend';
import { success } from '../../../testing/replies';
import { currentLocation, renderRoute } from '../../../testing/render-route';
import { member } from '../../../testing/data';
import { cards, history } from '../testing/fixtures';

const { server, callsOf } = setupMockBackend();

const listOf = (table: typeof cards) =>
  mockResponse('list_udollar_giftcards', { ...success, table });
const historyOf = (table: typeof history) =>
  mockResponse('history_udollar_giftcards', { ...success, table });

describe('given the back arrow of /udollar-history', () => {
  it('should go up to the uDollar list when the history was opened from a link', async () => {
    server.use(listOf(cards), historyOf(history));
    const { router } = await renderRoute('/udollar-history?id=31', { member });
    await screen.findByText('UG-2026-000917');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/udollar-list'));
  });

  it('should go back to the previous page after in-app navigation', async () => {
    server.use(listOf(cards), historyOf(history));
    const { router } = await renderRoute('/udollar-history?id=31', { member, from: '/contact-us' });
    await screen.findByText('UG-2026-000917');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/contact-us'));
  });
});

describe('given /udollar-list', () => {
  it('should show each card with expiry colour, purchase date, balance and total', async () => {
    server.use(listOf(cards));
    await renderRoute('/udollar-list', { member });
    const links = await screen.findAllByRole('link', { name: /UDollar Gift Card/ });
    expect(links[0]).toHaveAttribute('href', '/udollar-history?id=31');
    expect(within(links[0]!).getByText(/Redeem Before/)).toHaveAttribute('data-state', 'active');
    expect(within(links[1]!).getByText(/Expired on/)).toHaveAttribute('data-state', 'expired');
    expect(within(links[0]!).getByText('Purchased: 5 Jan 2026 10:30:00')).toBeInTheDocument();
    expect(within(links[0]!).getByText('Balance: SGD 20.00')).toBeInTheDocument();
    expect(within(links[0]!).getByText('Total: SGD 50.00')).toBeInTheDocument();
    expect(callsOf('list_udollar_giftcards')).toHaveLength(1);
  });

  it('should say a failed list failed, never No uDollar yet, and load it on Retry', async () => {
    server.use(mockFailure('list_udollar_giftcards', 'Server busy'));
    await renderRoute('/udollar-list', { member });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByText('No uDollar yet')).toBeNull();
    server.use(listOf([]));
    await userEvent.click(retry);
    expect(await screen.findByText('No uDollar yet')).toBeInTheDocument();
  });

  it('should say No uDollar yet', async () => {
    server.use(listOf([]));
    await renderRoute('/udollar-list', { member });
    expect(await screen.findByText('No uDollar yet')).toBeInTheDocument();
  });
});

describe('given /udollar-history', () => {
  it('should list date, amount and order id', async () => {
    server.use(historyOf(history), listOf(cards));
    await renderRoute('/udollar-history?id=31', { member });
    expect(await screen.findByRole('heading', { name: 'UDollar History' })).toBeInTheDocument();
    expect(await screen.findByText('UG-2026-000901')).toBeInTheDocument();
    expect(screen.getByText('10 Jan 2026 14:05:00')).toBeInTheDocument();
    expect(await screen.findByText('SGD 12.50')).toBeInTheDocument();
    expect(callsOf('history_udollar_giftcards')[0]?.fields.udollar_id).toBe('31');
  });

  it('should say No UDollar history yet', async () => {
    server.use(historyOf([]), listOf(cards));
    await renderRoute('/udollar-history?id=31', { member });
    expect(await screen.findByText('No UDollar history yet')).toBeInTheDocument();
  });
});
