import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { handlers, MEMBER_ID, mockHttpError, mockLoading } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { t } from '../../../../../../.storybook/i18n';

const meta = {
  title: 'Screens/Catalogue/Gift Card Product',
  component: RouteStory,
  args: { path: '/gift-card-product?id=7' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('product.customiseTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('product.sendCard') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: t('product.addMoreGifts') })).toBeVisible();
  },
};

export const Member: Story = {
  args: { member: { member_id: MEMBER_ID, country_id: '3' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('ui:topBar.basketCount', { count: 3 }) }),
    ).toBeVisible();
  },
};

/** A guest pressing 'Send a card' is asked to log in. */
export const GuestLoginPrompt: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: t('product.sendCard') }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
        name: t('common.welcomeLogin'),
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockLoading('detail_giftcard'), ...handlers] } },
  play: async ({ canvasElement }) => {
    // The loader holds the screen until its data arrives: the app's preloader shows.
    await expect(await within(canvasElement).findByText(t('common.loading'))).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockHttpError('detail_giftcard', 500), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('common.retry') }),
    ).toBeVisible();
  },
};
