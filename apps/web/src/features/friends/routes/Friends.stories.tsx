import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import {
  handlers,
  MEMBER_ID,
  mockData,
  mockEmpty,
  mockHttpError,
  mockResponse,
} from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { landsOnLogin } from '../../../testing/story-checks';
import { t } from '../../../../../../.storybook/i18n';

const connected = mockResponse('detail_profile', {
  success: true,
  message: '',
  table: { ...mockData.profile, fb_account_id: 'sandbox-1001' },
});

const meta = {
  title: 'Screens/Social/Friends',
  component: RouteStory,
  args: { path: '/friends', member: { member_id: MEMBER_ID, country_id: '3' } },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UgiftFriends: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kenji Watanabe')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: `${t('friends.tabs.request')} 2` })).toBeVisible();
  },
};

export const NoFriends: Story = {
  parameters: { msw: { handlers: [mockEmpty('list_friend'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('friends.noFriends'))).toBeVisible();
  },
};

export const SearchNoResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'nobody{Enter}');
    await expect(await canvas.findByText(t('friends.noSearchResult'))).toBeVisible();
  },
};

export const UnfriendMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('friends.moreFor', { name: 'Aiko Sato' }) }),
    );
    await expect(
      await canvas.findByRole('button', { name: t('friends.unfriend', { name: 'Aiko Sato' }) }),
    ).toBeVisible();
  },
};

export const Social: Story = {
  args: { path: '/friends?type=list_facebook' },
  parameters: { msw: { handlers: [connected, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('friends.addNamed', { name: 'Priya Nair' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('friends.requested') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('friends.pendingApproval') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('friends.added') })).toBeDisabled();
  },
};

export const SocialNotConnected: Story = {
  args: { path: '/friends?type=list_facebook' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/dev/social', () =>
          HttpResponse.json({
            success: true,
            table: [
              {
                id: 'sandbox-1001',
                name: 'Alice Tan',
                picture: '',
                access_token: 'sandbox-token-1',
              },
              { id: 'sandbox-1002', name: 'Ben Lim', picture: '', access_token: 'sandbox-token-2' },
            ],
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('friends.notConnected'))).toBeVisible();
  },
};

export const ConnectChooser: Story = {
  ...SocialNotConnected,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('friends.connect') }));
    await expect(
      await canvas.findByRole('dialog', { name: t('social.chooseAccount') }),
    ).toBeVisible();
  },
};

export const SocialEmpty: Story = {
  args: { path: '/friends?type=list_facebook' },
  parameters: { msw: { handlers: [connected, mockEmpty('list_facebook'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('friends.noFriends'))).toBeVisible();
  },
};

export const Requests: Story = {
  args: { path: '/friends?type=list_friend_request' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('friends.approveNamed', { name: 'Sara Lee' }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('friends.removeNamed', { name: 'Daniel Ong' }) }),
    ).toBeVisible();
  },
};

export const NoRequests: Story = {
  args: { path: '/friends?type=list_friend_request' },
  parameters: { msw: { handlers: [mockEmpty('list_friend_request'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('friends.noRequests'))).toBeVisible();
  },
};

/** A failed list stays empty, without a message (spec section 8). */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [mockHttpError('list_friend'), ...handlers] } },
  // A list that fails says so and offers Retry; it never claims the member has no friends.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common.loadError'));
    await expect(canvas.queryByText(t('friends.noFriends'))).toBeNull();
  },
};

/** /friends is behind login: a guest lands on the login screen, which will bring them back. */
export const Guest: Story = {
  args: { member: undefined },
  // The login screen is another feature's: its own stories hold its picture.
  parameters: { chromatic: { disableSnapshot: true } },
  play: landsOnLogin,
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'UgiftFriends',
  'UnfriendMenu',
  'SearchNoResult',
  'NoFriends',
  'LoadFailed',
  'Social',
  'SocialNotConnected',
  'ConnectChooser',
  'SocialEmpty',
  'Requests',
  'NoRequests',
  'Guest',
];
