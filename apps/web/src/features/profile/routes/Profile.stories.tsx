import type { Meta, StoryObj } from '@storybook/react-vite';
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
import { t } from '../../../../../../.storybook/i18n';

const member = { member_id: MEMBER_ID, country_id: '3' };

const meta = {
  title: 'Screens/Profile/Profile',
  component: RouteStory,
  args: { path: '/profile', member, storage: { basketCount: 3 } },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mei Tan')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: new RegExp(`${t('profile.friends')}\\s*3`) }),
    ).toBeVisible();
  },
};

/** No name: the phone number stands in, and the initial is its first digit. */
export const PhoneOnly: Story = {
  parameters: {
    msw: {
      handlers: [
        mockResponse('detail_profile', {
          success: true,
          message: '',
          table: { ...mockData.profile, name: '', profile_picture: '' },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('+6591234567')).toBeVisible();
  },
};

export const NoFriends: Story = {
  parameters: { msw: { handlers: [mockEmpty('list_friend'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', {
        name: new RegExp(`${t('profile.friends')}\\s*0`),
      }),
    ).toBeVisible();
  },
};

export const Guest: Story = {
  args: { member: undefined, storage: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('ui:loginPrompt.message'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.loginNow') })).toBeVisible();
  },
};

export const LanguageModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('profile.language.title') }));
    const dialog = await canvas.findByRole('dialog', { name: t('profile.language.title') });
    await expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: '中文' }));
    await expect(within(dialog).getByRole('radio', { name: '中文' })).toBeChecked();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockHttpError('detail_profile'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('common.loadError'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'Member',
  'PhoneOnly',
  'LanguageModal',
  'NoFriends',
  'LoadError',
  'Guest',
];
