import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { handlers, MEMBER_ID, mockEmpty, mockHttpError } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { t } from '../../../../../../.storybook/i18n';

const meta = {
  title: 'Screens/Social/Notifications',
  component: RouteStory,
  args: { path: '/notification', member: { member_id: MEMBER_ID, country_id: '3' } },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kenji Watanabe sent you an e-gift card!')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: t('notifications.unread') })).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockEmpty('list_notification'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('notifications.empty'))).toBeVisible();
  },
};

/** A failed list says so and offers Retry; it never claims there are no notifications. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [mockHttpError('list_notification'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(canvas.queryByText(/No notifications yet/)).toBeNull();
  },
};

export const Guest: Story = {
  args: { member: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('ui:loginPrompt.message'))).toBeVisible();
  },
};

export const TapOpensTarget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /Sara Lee wants to be your friend/ }),
    );
    await expect(await canvas.findByRole('heading', { name: t('friends.title') })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: t('friends.approveNamed', { name: 'Sara Lee' }) }),
    ).toBeVisible();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = ['List', 'TapOpensTarget', 'Empty', 'LoadFailed', 'Guest'];
