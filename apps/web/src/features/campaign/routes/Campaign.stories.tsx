import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import {
  handlers,
  MEMBER_ID,
  mockData,
  mockFailure,
  mockHttpError,
  mockResponse,
} from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { t } from '../../../../../../.storybook/i18n';

const meta = {
  title: 'Screens/Catalogue/Campaign',
  component: RouteStory,
  args: { path: '/campaign?id=25', member: { member_id: MEMBER_ID, country_id: '3' } },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TaskBased: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: t('campaign.redeem') })).toBeEnabled();
  },
};

export const ProductReward: Story = {
  args: { path: '/campaign?id=31' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome latte' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Redeemed: Story = {
  parameters: {
    msw: {
      handlers: [
        mockResponse('detail_campaign', {
          success: true,
          message: '',
          table: { ...mockData.inviteCampaign, is_redeemed: true },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('campaign.redeemedLabel') }),
    ).toBeDisabled();
  },
};

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('common.termsAndConditions') }),
    );
    await expect(
      await canvas.findByRole('dialog', { name: t('common.termsAndConditions') }),
    ).toHaveTextContent('Points are credited within 7 days.');
  },
};

export const RedeemSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('campaign.redeem') }));
    await expect(await canvas.findByRole('alertdialog')).toHaveTextContent(
      'Reward redeemed! 5,000 points have been added.',
    );
  },
};

export const RedeemFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        mockFailure('redeem_campaign_reward', 'The campaign is not complete yet.'),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('campaign.redeem') }));
    await expect(await canvas.findByRole('alertdialog')).toHaveTextContent(
      t('campaign.redeemFailed'),
    );
  },
};

export const Guest: Story = {
  args: { member: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('campaign.redeem') }));
    await expect(await canvas.findByRole('alertdialog')).toHaveTextContent(
      t('common.welcomeLogin'),
    );
  },
};

/** A failed fetch is silent (spec section 8): only the top bar shows. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [mockHttpError('detail_campaign'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('campaign.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('campaign.redeem') })).toBeNull();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'TaskBased',
  'ProductReward',
  'Terms',
  'RedeemSuccess',
  'Redeemed',
  'RedeemFailed',
  'LoadFailed',
  'Guest',
];
