import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { handlers, mockEmpty, mockHttpError, mockLoading } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { t } from '../../../../../../.storybook/i18n';
import { apiText } from '../../../testing/api-text';

const meta = {
  title: 'Screens/Catalogue/Gift Card',
  component: RouteStory,
  args: { path: '/gift-card' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every category, 'All' chosen; editable cards carry a badge. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Festive' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('product.all') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A chip chosen: only that category's cards. */
export const ChipFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Thank You' }));
    await expect(canvas.getByRole('region', { name: 'Thank You' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Birthday' })).toBeNull();
  },
};

/** /gift-card?type=Yes: only editable cards. */
export const EditableOnly: Story = {
  args: { path: '/gift-card?type=Yes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: new RegExp(apiText('Happy Birthday')) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Cake Day/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockEmpty('list_giftcard'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('product.noGiftCards'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockLoading('list_giftcard'), ...handlers] } },
  play: async ({ canvasElement }) => {
    // The loader holds the screen until its data arrives: the app's preloader shows.
    await expect(await within(canvasElement).findByText(t('common.loading'))).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockHttpError('list_giftcard', 500), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('common.retry') }),
    ).toBeVisible();
  },
};
