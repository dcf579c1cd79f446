import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { handlers, mockData, mockEmpty, mockHttpError, mockLoading } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { t } from '../../../../../../.storybook/i18n';
import { apiText } from '../../../testing/api-text';

const meta = {
  title: 'Screens/Catalogue/Products',
  component: RouteStory,
  args: { path: '/products?id=1&type=list_category' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvasElement: HTMLElement, name = t('catalogue.results')) =>
  within(canvasElement).findByRole('list', { name });

/** One category's products A-Z, titled with the category. */
export const Category: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: apiText('Food & Drinks') }),
    ).toBeVisible();
    await expect(within(await results(canvasElement)).getAllByRole('article')).toHaveLength(3);
  },
};

export const Brand: Story = {
  args: { path: '/products?id=12&type=list_brand' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: apiText('Sakura Spa') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: new RegExp(apiText('Sakura Spa 60-minute Massage', mockData.products)),
      }),
    ).toBeVisible();
  },
};

/** A member: same list (list_product carries the member). */
export const Member: Story = {
  args: { member: { member_id: '12', country_id: '3' } },
  play: async ({ canvasElement }) => {
    await expect(within(await results(canvasElement)).getAllByRole('article')).toHaveLength(3);
  },
};

/** The filter sheet with Promo ticked and Brands open (a category offers its brands). */
export const FilterOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('catalogue.filter') }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t('catalogue.filter') });
    await userEvent.click(within(sheet).getByLabelText(t('ui:filter.promo')));
    await userEvent.click(
      within(sheet).getByRole('button', { name: new RegExp(`^${t('ui:filter.brands')}`) }),
    );
    await expect(await within(sheet).findByLabelText(apiText('Kopi Corner'))).toBeVisible();
    await expect(
      await within(sheet).findByRole('button', { name: t('catalogue.showCount', { count: 2 }) }),
    ).toBeVisible();
  },
};

/** The sort sheet: Popularity, Latest, A to Z, Z to A and the two price orders. */
export const SortOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('catalogue.sort') }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t('catalogue.sort') });
    await expect(within(sheet).getByLabelText(t('catalogue.sortBy.ASC'))).toBeChecked();
    await expect(within(sheet).getByLabelText(t('catalogue.sortBy.LOW'))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockEmpty('list_product'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('catalogue.noProducts'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockLoading('list_product'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('common.loading'))).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockHttpError('list_product', 500), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(canvas.queryByText(t('catalogue.noProducts'))).toBeNull();
  },
};
