import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockEmpty, mockHttpError, mockOperation } from '@ugift/api-client/mocks';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupMockBackend } from '../../../testing/mock-backend';

const { server: mock } = setupMockBackend();
const member = { member_id: '12', country_id: '3' };

/** Every request of one operation, in order (answered by the default handlers). */
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

const FILTER_FIELDS = [
  'filter_by_brands_id',
  'filter_by_categories_id',
  'filter_by_price_start',
  'filter_by_price_end',
  'filter_by_recommended',
  'filter_by_promo',
  'filter_by_keywords',
  'filter_by_gender',
  'filter_by_age',
  'filter_by_interest',
  'filter_by_gift_intention',
];

/** The filter fields of a list_product request (country, sort and member left out). */
function filtersOf(fields: Record<string, unknown> | undefined) {
  return Object.fromEntries(
    Object.entries(fields ?? {}).filter(([key]) => FILTER_FIELDS.includes(key)),
  );
}

const results = () => screen.findByRole('list', { name: 'Products found' });
const rowNames = async () =>
  within(await results())
    .getAllByRole('article')
    .map((row) => within(row).getByRole('heading').textContent);

async function openFilter() {
  await userEvent.click(await screen.findByRole('button', { name: /^Filter/ }));
  return screen.findByRole('dialog', { name: 'Filter' });
}

async function chooseIn(dialog: HTMLElement, section: RegExp, group: string, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: section }));
  const fieldset = await within(dialog).findByRole('group', { name: group });
  await userEvent.click(within(fieldset).getByLabelText(option));
}

/** Waits until list_product was last asked with these filter fields (and nothing else). */
async function expectLastFilters(calls: Record<string, unknown>[], filters: object) {
  await waitFor(() => expect(filtersOf(calls.at(-1))).toEqual(filters));
}

describe('given /categories', () => {
  it('should list categories and brands A-Z, each row to its product list', async () => {
    const categories = record('list_category');
    const brands = record('list_brand');
    await renderRoute('/categories');
    const food = await screen.findByRole('link', { name: 'Food & Drinks' });
    expect(food).toHaveAttribute('href', '/products?id=1&type=list_category');
    expect(categories[0]).toMatchObject({ order_by: 'ASC', filter_by_country_id: '3' });
    // Both tabs were asked for before the screen showed (no waterfall on switching).
    expect(brands[0]).toMatchObject({ order_by: 'ASC', filter_by_country_id: '3' });
    await userEvent.click(screen.getByRole('tab', { name: 'Brands' }));
    expect(await screen.findByRole('link', { name: 'Sakura Spa' })).toHaveAttribute(
      'href',
      '/products?id=12&type=list_brand',
    );
    expect(brands).toHaveLength(1);
  });

  it('should ask for Z-A when sorted so', async () => {
    const categories = record('list_category');
    await renderRoute('/categories');
    await screen.findByRole('link', { name: 'Beauty' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sort' });
    await userEvent.click(within(sheet).getByLabelText('Z-A'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(categories.at(-1)).toMatchObject({ order_by: 'DESC' }));
    expect(await screen.findByRole('link', { name: 'Beauty' })).toBeInTheDocument();
  });

  it('should search every product from its search form', async () => {
    const { router } = await renderRoute('/categories');
    await userEvent.type(await screen.findByRole('searchbox'), 'latte{Enter}');
    await waitFor(() => expect(currentLocation(router)).toBe('/product-search?q=latte'));
    expect(await screen.findByRole('heading', { name: 'Kopi Corner Latte Set' })).toBeVisible();
  });

  it('should show the basket count to a member and no badge to a guest', async () => {
    const { unmount } = await renderRoute('/categories', { member });
    expect(await screen.findByRole('button', { name: 'Basket, 3 items' })).toBeInTheDocument();
    unmount();
    await renderRoute('/categories');
    await screen.findByRole('link', { name: 'Beauty' });
    expect(screen.getByRole('button', { name: 'Basket' })).toBeInTheDocument();
  });

  it('should show a failed list with Retry, then the list', async () => {
    mock.use(mockHttpError('list_category', 500));
    await renderRoute('/categories');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByText('No categories yet')).toBeNull();
    mock.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Food & Drinks' })).toBeInTheDocument();
  });

  it('should fall back to English names where a language has none', async () => {
    await renderRoute('/categories', { language: 'jp' });
    expect(await screen.findByRole('link', { name: 'フード＆ドリンク' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Experiences' })).toBeInTheDocument();
  });
});

describe('given /products of a category', () => {
  it('should title the list with the category and ask only for its products', async () => {
    const calls = record('list_product');
    await renderRoute('/products?id=1&type=list_category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Food & Drinks' })).toBeVisible();
    expect(calls[0]).toMatchObject({
      order_by: 'ASC',
      filter_by_country_id: '3',
      filter_by_categories_id: ['1'],
    });
    expect(filtersOf(calls[0])).toEqual({ filter_by_categories_id: ['1'] });
    expect(await rowNames()).toEqual([
      'Birthday Cake (1 kg) with a Very Long Name That Wraps onto Two Lines',
      'Kopi Corner Latte Set',
      'Lotus Tea House Afternoon Tea for Two',
    ]);
    expect(screen.getByRole('link', { name: /Kopi Corner Latte Set/ })).toHaveAttribute(
      'href',
      '/product-details?id=101',
    );
  });

  it('should send each filter of the sheet to list_product', async () => {
    const calls = record('list_product');
    await renderRoute('/products?id=1&type=list_category');
    await results();
    const dialog = await openFilter();
    const base = { filter_by_categories_id: ['1'] };

    await userEvent.click(within(dialog).getByLabelText('Promo'));
    await expectLastFilters(calls, { ...base, filter_by_promo: 'true' });
    await userEvent.click(within(dialog).getByLabelText('Recommended'));
    await expectLastFilters(calls, {
      ...base,
      filter_by_promo: 'true',
      filter_by_recommended: 'true',
    });
    // Unticked again: the first list, from the cache.
    await userEvent.click(within(dialog).getByLabelText('Promo'));
    await userEvent.click(within(dialog).getByLabelText('Recommended'));

    await chooseIn(dialog, /^Price/, 'Price', 'Below 50');
    await expectLastFilters(calls, {
      ...base,
      filter_by_price_start: '0',
      filter_by_price_end: '50',
    });
    await chooseIn(dialog, /^Brands/, 'Brands', 'Kopi Corner');
    await expectLastFilters(calls, {
      ...base,
      filter_by_price_start: '0',
      filter_by_price_end: '50',
      filter_by_brands_id: ['11'],
    });
    // A category's list offers its own brands (list_brand by category), not categories.
    expect(within(dialog).getByLabelText('Lotus Tea House')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Sakura Spa')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Categories/ })).toBeNull();
    await chooseIn(dialog, /^Age/, 'Age', 'Below 30');
    await chooseIn(dialog, /^Gender/, 'Gender', 'Female');
    await chooseIn(dialog, /^Interest/, 'Interest', 'Wellness');
    await chooseIn(dialog, /^Gift Intention/, 'Gift Intention', 'Birthday');
    await expectLastFilters(calls, {
      ...base,
      filter_by_price_start: '0',
      filter_by_price_end: '50',
      filter_by_brands_id: ['11'],
      filter_by_age: '30',
      filter_by_gender: 'Female',
      filter_by_interest: 'wellness',
      filter_by_gift_intention: 'birthday',
    });
    expect(screen.getByRole('button', { name: 'Show 1 product' })).toBeInTheDocument();
  });

  it('should list a brand’s categories in the sheet, not its brands', async () => {
    const calls = record('list_product');
    const categories = record('list_category');
    await renderRoute('/products?id=12&type=list_brand');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sakura Spa' })).toBeVisible();
    const dialog = await openFilter();
    expect(within(dialog).queryByRole('button', { name: /^Brands/ })).toBeNull();
    await chooseIn(dialog, /^Categories/, 'Categories', 'Beauty');
    // Only the categories the brand sells in (list_category with filter_by_brands_id).
    expect(within(dialog).queryByLabelText('Food & Drinks')).toBeNull();
    expect(categories.some((c) => JSON.stringify(c.filter_by_brands_id) === '["12"]')).toBe(true);
    await expectLastFilters(calls, {
      filter_by_brands_id: ['12'],
      filter_by_categories_id: ['2'],
    });
  });

  it('should sort by each order of the sort sheet', async () => {
    const calls = record('list_product');
    await renderRoute('/products?id=1&type=list_category');
    await results();
    for (const [label, order] of [
      ['Popularity', 'POPULAR'],
      ['Latest', 'NEW'],
      ['Z to A', 'DESC'],
      ['Price High to Low', 'HIGH'],
      ['Price Low to High', 'LOW'],
    ]) {
      await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
      const sheet = await screen.findByRole('dialog', { name: 'Sort' });
      await userEvent.click(within(sheet).getByLabelText(label!));
      await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(calls.at(-1)).toMatchObject({ order_by: order }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sort' });
    await userEvent.click(within(sheet).getByLabelText('Price High to Low'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(async () =>
      expect((await rowNames())[0]).toBe(
        'Birthday Cake (1 kg) with a Very Long Name That Wraps onto Two Lines',
      ),
    );
    expect((await rowNames()).at(-1)).toBe('Kopi Corner Latte Set');
  });

  it('should Reset to A to Z and no filter, keeping the category', async () => {
    const calls = record('list_product');
    await renderRoute('/products?id=1&type=list_category');
    await results();
    const dialog = await openFilter();
    await userEvent.click(within(dialog).getByLabelText('Promo'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sort' });
    await userEvent.click(within(sheet).getByLabelText('Latest'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ order_by: 'NEW', filter_by_promo: 'true' }),
    );
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    // The promo products of the category.
    await waitFor(async () => expect(await rowNames()).toHaveLength(2));
    const asked = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    // A to Z without filters is the first list: shown again from the cache, not asked for.
    await waitFor(async () => expect(await rowNames()).toHaveLength(3));
    expect(calls).toHaveLength(asked);
    expect(calls[0]).toMatchObject({ order_by: 'ASC' });
    expect(filtersOf(calls[0])).toEqual({ filter_by_categories_id: ['1'] });
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('should send the member with the request when signed in', async () => {
    const calls = record('list_product');
    await renderRoute('/products?id=1&type=list_category', { member });
    await results();
    expect(calls[0]).toMatchObject({ member_id: '12' });
  });

  it('should say so when a filter leaves nothing', async () => {
    mock.use(mockEmpty('list_product'));
    await renderRoute('/products?id=1&type=list_category');
    expect(await screen.findByText('No products here yet')).toBeVisible();
  });
});

describe('given /product-search', () => {
  it('should search by the keyword of q and of the search box', async () => {
    const calls = record('list_product');
    await renderRoute('/product-search?q=spa');
    expect(await rowNames()).toEqual(['Sakura Spa 60-minute Massage']);
    expect(filtersOf(calls[0])).toEqual({ filter_by_keywords: 'spa' });
    const box = screen.getByRole('searchbox', { name: 'Search all products' });
    expect(box).toHaveValue('spa');
    await userEvent.clear(box);
    await userEvent.type(box, 'cinema{Enter}');
    await waitFor(async () => expect(await rowNames()).toEqual(['Urban Cinema Movie Pass']));
    expect(filtersOf(calls.at(-1))).toEqual({ filter_by_keywords: 'cinema' });
  });

  it('should preselect the category or brand of type and id in the filter', async () => {
    const calls = record('list_product');
    await renderRoute('/product-search?type=list_category&id=2');
    expect(await rowNames()).toEqual(['Sakura Spa 60-minute Massage']);
    expect(filtersOf(calls[0])).toEqual({ filter_by_categories_id: ['2'] });
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
  });

  it('should preselect a brand', async () => {
    const calls = record('list_product');
    await renderRoute('/product-search?type=list_brand&id=14');
    expect(await rowNames()).toEqual(['Urban Cinema Movie Pass']);
    expect(filtersOf(calls[0])).toEqual({ filter_by_brands_id: ['14'] });
  });

  it('should sort by popularity for filter=popular, and Reset to A to Z with no filter', async () => {
    const calls = record('list_product');
    await renderRoute('/product-search?filter=popular&type=list_brand&id=11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular' })).toBeVisible();
    await results();
    expect(calls[0]).toMatchObject({ order_by: 'POPULAR', filter_by_brands_id: ['11'] });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ order_by: 'ASC' }));
    expect(filtersOf(calls.at(-1))).toEqual({});
    expect(await rowNames()).toHaveLength(5);
  });

  it('should show every brand and category in the sheet without a type', async () => {
    await renderRoute('/product-search');
    const dialog = await openFilter();
    expect(within(dialog).getByRole('button', { name: /^Brands/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Categories/ })).toBeInTheDocument();
  });

  it("should say 'Your search has no result' when nothing matches", async () => {
    await renderRoute('/product-search?q=nothing-like-this');
    expect(await screen.findByText('Your search has no result')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Products found' })).toBeNull();
  });

  it('should show a failed search with Retry, never the empty text', async () => {
    mock.use(mockHttpError('list_product', 500));
    await renderRoute('/product-search?q=latte');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByText('Your search has no result')).toBeNull();
    mock.resetHandlers();
    await userEvent.click(retry);
    expect(await rowNames()).toEqual(['Kopi Corner Latte Set']);
  });

  it('should name products in the chosen language, in English where it has none', async () => {
    await renderRoute('/product-search', { language: 'jp' });
    const list = await screen.findByRole('list', { name: '見つかった商品' });
    const names = within(list)
      .getAllByRole('article')
      .map((row) => within(row).getByRole('heading').textContent);
    expect(names).toContain('コピコーナー ラテセット');
    // Product 103 has no Japanese texts.
    expect(names).toContain('Lotus Tea House Afternoon Tea for Two');
    expect(screen.getByRole('searchbox', { name: 'すべての商品を検索' })).toBeInTheDocument();
  });
});

describe('given a product opened from a filtered list', () => {
  it('should come Back to the same keyword, filters and sort', async () => {
    const calls = record('list_product');
    const { router } = await renderRoute('/product-search');
    await results();
    const box = screen.getByRole('searchbox', { name: 'Search all products' });
    await userEvent.type(box, 'kopi{Enter}');
    const dialog = await openFilter();
    await userEvent.click(within(dialog).getByLabelText('Promo'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 1 product' }));
    await userEvent.click(await screen.findByRole('link', { name: /Kopi Corner Latte Set/ }));
    await waitFor(() => expect(currentLocation(router)).toBe('/product-details?id=101'));
    const asked = calls.length;

    await router.navigate(-1);
    expect(await screen.findByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search all products' })).toHaveValue('kopi');
    expect(await rowNames()).toEqual(['Kopi Corner Latte Set']);
    // Shown from the cache: nothing asked again.
    expect(calls).toHaveLength(asked);
  });
});
