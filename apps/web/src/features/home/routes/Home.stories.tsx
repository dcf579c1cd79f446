import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { handlers, mockEmpty, mockHttpError, mockLoading } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { resetSeenPopups } from '../components/Popups';
import { t } from '../../../../../../.storybook/i18n';

const member = { member_id: '12', country_id: '3' };
const noPopups = [mockEmpty('list_popup'), ...handlers];

const meta = {
  title: 'Screens/Catalogue/Home',
  component: RouteStory,
  args: { path: '/home' },
  parameters: { msw: { handlers: noPopups } },
  beforeEach: () => resetSeenPopups(),
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: t('home.popular') })).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: new RegExp(t('home.inviteFriend')) }),
    ).toBeNull();
  },
};

export const Member: Story = {
  args: { member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: new RegExp(t('home.inviteFriend')) }),
    ).toBeVisible();
  },
};

export const WithPopup: Story = {
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'New year sale',
    });
    await expect(
      within(dialog).getByRole('button', { name: t('home.dontShowAgain') }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mockEmpty('list_banner'),
        mockEmpty('list_giftcard'),
        mockEmpty('list_category'),
        mockEmpty('list_product'),
        ...noPopups,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: t('home.popular') })).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: {
    msw: { handlers: [mockHttpError('list_product', 500), ...noPopups] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popular = await canvas.findByRole('region', { name: t('home.popular') });
    await expect(
      await within(popular).findByRole('button', { name: t('common.retry') }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mockLoading('list_banner'), ...noPopups] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.loading'))).toBeInTheDocument();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'Guest',
  'Member',
  'WithPopup',
  'Empty',
  'Loading',
  'ListError',
];
