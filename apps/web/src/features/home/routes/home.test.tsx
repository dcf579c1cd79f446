import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { mockHttpError, mockOperation } from '@ugift/api-client/mocks';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupMockBackend } from '../../../testing/mock-backend';
import type { Popup } from '@ugift/api-client';

import { popupForVisit, resetSeenPopups, startNewVisit } from '../components/Popups';

const { server: mock } = setupMockBackend();
beforeEach(() => resetSeenPopups());

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

async function closePopups(close = 'Close') {
  // One promo popup per visit.
  const dialog = await screen.findByRole('dialog', { name: 'New year sale' });
  await userEvent.click(within(dialog).getByRole('button', { name: close }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('given the home screen', () => {
  it('should ask for the home lists of spec section 7 for country 3', async () => {
    const products = record('list_product');
    const categories = record('list_category');
    const giftcards = record('list_giftcard');
    await renderRoute('/home');
    await closePopups();
    expect(products[0]).toMatchObject({
      order_by: 'POPULAR',
      limit: '5',
      filter_by_country_id: '3',
    });
    expect(categories[0]).toMatchObject({ limit: '2', filter_by_country_id: '3' });
    expect(giftcards[0]).toMatchObject({ limit: '5', filter_by_country_id: '3' });
  });

  it('should show a guest the rows, links and no invite banner or basket badge', async () => {
    await renderRoute('/home');
    await closePopups();
    const giftcards = screen.getByRole('region', { name: 'Send a Gift Card' });
    expect(within(giftcards).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/gift-card',
    );
    const discover = screen.getByRole('region', { name: 'Discover' });
    expect(within(discover).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(within(discover).getByRole('link', { name: 'Food & Drinks' })).toHaveAttribute(
      'href',
      '/products?id=1&type=list_category',
    );
    const popular = screen.getByRole('region', { name: 'Popular' });
    expect(within(popular).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/product-search?filter=popular',
    );
    expect(screen.queryByRole('link', { name: /Invite A Friend/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Basket' })).toBeInTheDocument();
  });

  it('should show a member the invite banner and the basket count', async () => {
    await renderRoute('/home', { member: { member_id: '12', country_id: '3' } });
    await closePopups();
    expect(screen.getByRole('link', { name: /Invite A Friend/ })).toHaveAttribute(
      'href',
      '/invite-friend',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Basket, \d+ items?$/ })).toBeInTheDocument(),
    );
  });

  it('should show one popup, over the rendered content, and no second one in the same visit', async () => {
    const { router } = await renderRoute('/home');
    const first = await screen.findByRole('dialog', { name: 'New year sale' });
    // The page is there under it: the popup never comes before the content.
    expect(screen.getAllByText('Kopi Corner Latte Set').length).toBeGreaterThan(0);
    await userEvent.click(within(first).getByRole('button', { name: "Don't Show Again" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Leaving home and coming back in the same visit shows nothing more.
    await act(() => router.navigate('/categories'));
    await waitFor(() => expect(currentLocation(router)).toBe('/categories'));
    await act(() => router.navigate('/home'));
    expect(
      await screen.findByRole('region', { name: 'Popular' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The behaviour under test is an absence: no popup opens on coming back; a popup opens
    // at once on the home's first idle moment, so a short fixed wait gives it the chance to.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("should show the next popup on the next visit, 'Go' leading where it points", async () => {
    const visit = await renderRoute('/home');
    await closePopups();
    const lastShown = JSON.parse(localStorage.getItem('ugift.popup.lastShown') ?? 'null');
    expect(lastShown).toBe('1');
    visit.unmount();
    // A new visit (a page load) on the same device: the module state is gone, storage stays.
    startNewVisit();
    const { router } = await renderRoute('/home', {
      storage: { 'ugift.popup.lastShown': lastShown },
    });
    const second = await screen.findByRole('dialog', { name: 'Invite friends' });
    await userEvent.click(within(second).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/campaign?id=25'));
  });

  it('should pick the popup after the one shown last visit, wrapping round', () => {
    const popups = [{ id: '1' }, { id: '2' }, { id: '3' }] as Popup[];
    expect(popupForVisit(popups, null)?.id).toBe('1');
    expect(popupForVisit(popups, '1')?.id).toBe('2');
    expect(popupForVisit(popups, '3')?.id).toBe('1');
    expect(popupForVisit(popups, 'gone')?.id).toBe('1');
    expect(popupForVisit([], '1')).toBeUndefined();
  });

  it("should tell the server about 'Don't Show Again' for a member", async () => {
    const marked = record('mark_not_show_again');
    await renderRoute('/home', { member: { member_id: '12', country_id: '3' } });
    const first = await screen.findByRole('dialog', { name: 'New year sale' });
    await userEvent.click(within(first).getByRole('button', { name: "Don't Show Again" }));
    await waitFor(() => expect(marked[0]).toMatchObject({ member_id: '12', popup_id: '1' }));
  });

  it('should show an error with Retry when a list fails, never an empty row', async () => {
    mock.use(mockHttpError('list_product', 500));
    await renderRoute('/home');
    await closePopups();
    const popular = screen.getByRole('region', { name: 'Popular' });
    expect(within(popular).getByText('Something went wrong while loading.')).toBeInTheDocument();
    mock.resetHandlers();
    await userEvent.click(within(popular).getByRole('button', { name: 'Retry' }));
    expect(await within(popular).findAllByRole('link')).not.toHaveLength(1);
  });

  it("should change the country from 'Choose Location' and reload the lists for it", async () => {
    const products = record('list_product');
    await renderRoute('/home');
    await closePopups();
    await userEvent.click(screen.getByRole('button', { name: /^Singapore, Choose Location/ }));
    const modal = await screen.findByRole('dialog', { name: 'Choose Location' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Malaysia' }));
    await waitFor(() =>
      expect(products.some((call) => call.filter_by_country_id === '1')).toBe(true),
    );
    expect(JSON.parse(localStorage.getItem('country') ?? 'null')).toBe('1');
    expect(JSON.parse(localStorage.getItem('currency') ?? 'null')).toBe('MYR');
  });

  it('should name products in Japanese and fall back to English where Japanese is missing', async () => {
    await renderRoute('/home', { language: 'jp' });
    await closePopups('閉じる');
    const popular = await screen.findByRole('region', { name: '人気' });
    expect(within(popular).getByText('コピコーナー ラテセット')).toBeInTheDocument();
    expect(within(popular).getByText('Lotus Tea House Afternoon Tea for Two')).toBeInTheDocument();
  });
});
