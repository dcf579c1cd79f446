import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';
import { recipient, sender } from '../../../testing/data';
import { giftOf } from '../testing/fixtures';
import { backend, failure, ok, pending, type Replies } from '../../../testing/replies';
import { t } from '../../../../../../.storybook/i18n';

const handlers = (replies: Replies) => backend({ list_music: () => ok({ table: [] }), ...replies });
const gift = (order: ReturnType<typeof giftOf>) =>
  handlers({ detail_order: () => ok({ table: order }) });

const meta = {
  title: 'Screens/Gifting/Gift Card Share',
  component: RouteStory,
  args: { path: '/giftcard-share?id=900', member: recipient },
  parameters: gift(giftOf()),
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: new RegExp(t('giftCardRenderer.tapToOpen'), 'i'),
      }),
    ).toBeVisible();
  },
};

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: new RegExp(t('giftCardRenderer.tapToOpen'), 'i') }),
    );
    await expect(await canvas.findByText('Enjoy your day, Mei!')).toBeVisible();
  },
};

/** The sender opens her own gift link: the gift as it will arrive, no Redeem, a note instead. */
export const SenderSeesHerGift: Story = {
  args: { member: sender },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: new RegExp(t('giftCardRenderer.tapToOpen'), 'i') }),
    );
    await expect(await canvas.findByRole('note')).toHaveTextContent(t('giftShare.senderNote'));
    await expect(canvas.queryByRole('button', { name: t('giftShare.redeem') })).toBeNull();
  },
};

export const NoCardDesign: Story = {
  parameters: gift(giftOf({ giftcard_id: '0' })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('giftShare.redeem') }),
    ).toBeVisible();
  },
};

export const GuestDialog: Story = {
  args: { member: undefined },
  parameters: gift(giftOf({ giftcard_id: '0' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('giftShare.redeem') }));
    await expect(await canvas.findByRole('button', { name: t('giftShare.openApp') })).toBeVisible();
  },
};

export const RedeemFailed: Story = {
  parameters: handlers({
    detail_order: () => ok({ table: giftOf({ giftcard_id: '0' }) }),
    redeem_order: failure('This gift is not for you'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('giftShare.redeem') }));
    await expect(await canvas.findByText(t('giftShare.redeemFailed'))).toBeVisible();
  },
};

/** Someone other than its recipient opens a gift that is already theirs (issue 45). */
export const Redeemed: Story = {
  args: { member: { member_id: '99', country_id: '3' } },
  parameters: gift(giftOf({ order_status: 'Gifted' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('giftShare.redeemed'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: handlers({ detail_order: pending }),
};

/** Inside an in-app messaging browser (WeChat): the notice to open the phone's own browser. */
export const InMessagingBrowser: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      get: () => 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40',
    });
    // Removing the own property brings back the browser's own userAgent.
    return () => {
      Reflect.deleteProperty(navigator, 'userAgent');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('giftShare.openInBrowser'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.backToHome') })).toBeVisible();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'Closed',
  'Opened',
  'Redeemed',
  'SenderSeesHerGift',
  'GuestDialog',
  'NoCardDesign',
  'InMessagingBrowser',
  'Loading',
  'RedeemFailed',
];
