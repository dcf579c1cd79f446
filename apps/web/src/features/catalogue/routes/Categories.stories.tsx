import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { handlers, mockEmpty, mockHttpError, mockLoading } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { t } from '../../../../../../.storybook/i18n';
import { apiText } from '../../../testing/api-text';

const meta = {
  title: 'Screens/Catalogue/Categories',
  component: RouteStory,
  args: { path: '/categories' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: categories A-Z, the basket without a badge. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: apiText('Food & Drinks') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:topBar.basket') })).toBeVisible();
  },
};

/** A member sees how many items the basket holds. */
export const Member: Story = {
  args: { member: { member_id: '12', country_id: '3' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('ui:topBar.basketCount', { count: 3 }) }),
    ).toBeVisible();
  },
};

export const BrandsTab: Story = {
  args: { path: '/categories?tab=brands' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: apiText('Kopi Corner') })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: t('catalogue.brands') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The A-Z / Z-A sheet open. */
export const SortOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('catalogue.sort') }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t('catalogue.sort') });
    await expect(within(sheet).getByLabelText(t('ui:sort.az'))).toBeChecked();
    await expect(within(sheet).getByLabelText(t('ui:sort.za'))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockEmpty('list_category'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('catalogue.noCategories'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockLoading('list_category'), ...handlers] } },
  play: async ({ canvasElement }) => {
    // The loader holds the screen until its lists arrive: the app's preloader shows.
    await expect(await within(canvasElement).findByText(t('common.loading'))).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockHttpError('list_category', 500), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(canvas.queryByText(t('catalogue.noCategories'))).toBeNull();
  },
};
