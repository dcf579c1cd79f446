import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { handlers, mockHttpError, mockLoading } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { t } from '../../../../../../.storybook/i18n';
import { apiText } from '../../../testing/api-text';

const meta = {
  title: 'Screens/Catalogue/Product Search',
  component: RouteStory,
  args: { path: '/product-search' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement, name = t('catalogue.results')) =>
  within(await within(canvasElement).findByRole('list', { name })).getAllByRole('article');

/** Every product A-Z under 'Search all products'. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement)).toHaveLength(5);
    await expect(
      within(canvasElement).getByRole('searchbox', { name: t('catalogue.searchAll') }),
    ).toBeVisible();
  },
};

/** /product-search?q=spa: the keyword in the box and its results. */
export const Keyword: Story = {
  args: { path: '/product-search?q=spa' },
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement)).toHaveLength(1);
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('spa');
  },
};

/** Home's 'Popular' see-all: sorted by popularity. */
export const Popular: Story = {
  args: { path: '/product-search?filter=popular' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('catalogue.popular') }),
    ).toBeVisible();
    await expect(await rows(canvasElement)).toHaveLength(5);
  },
};

/** type and id preselect a category in the filter. */
export const Preselected: Story = {
  args: { path: '/product-search?type=list_category&id=1' },
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement)).toHaveLength(3);
    await expect(
      within(canvasElement).getByRole('button', { name: t('catalogue.filterCount', { count: 1 }) }),
    ).toBeVisible();
  },
};

export const NoResult: Story = {
  args: { path: '/product-search?q=zzz' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('catalogue.noResult'))).toBeVisible();
  },
};

/** Searching from the box: the list changes to what matches. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'cinema{Enter}');
    // The previous list stays until the search answers (it is in the first list as well).
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(1));
    await expect(
      canvas.getByRole('link', { name: new RegExp(apiText('Urban Cinema Movie Pass')) }),
    ).toBeVisible();
  },
};

/** Without a type the sheet offers every brand and category; Price opened and chosen. */
export const FilterOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue.filter') }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t('catalogue.filter') });
    await userEvent.click(
      within(sheet).getByRole('button', { name: new RegExp(`^${t('ui:filter.price')}`) }),
    );
    await userEvent.click(
      await within(sheet).findByLabelText(t('ui:filter.below', { value: '20' })),
    );
    await expect(
      within(sheet).getByRole('button', { name: new RegExp(`^${t('ui:filter.categories')}`) }),
    ).toBeVisible();
    await expect(
      await within(sheet).findByRole('button', { name: t('catalogue.showCount', { count: 2 }) }),
    ).toBeVisible();
  },
};

export const SortOpen: Story = {
  args: { path: '/product-search?filter=popular' },
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('catalogue.sort') }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t('catalogue.sort') });
    await expect(within(sheet).getByLabelText(t('catalogue.sortBy.POPULAR'))).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockLoading('list_product'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('common.loading'))).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { path: '/product-search?q=latte' },
  parameters: { msw: { handlers: [mockHttpError('list_product', 500), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(canvas.queryByText(t('catalogue.noResult'))).toBeNull();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'All',
  'Keyword',
  'Popular',
  'Preselected',
  'Searching',
  'FilterOpen',
  'SortOpen',
  'NoResult',
  'Loading',
  'LoadError',
];
