import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { handlers, MEMBER_ID, mockHttpError } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { t, tMatch } from '../../../../../../.storybook/i18n';

const meta = {
  title: 'Screens/Social/Invite Friend',
  component: RouteStory,
  args: { path: '/invite-friend', member: { member_id: MEMBER_ID, country_id: '3' } },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Progress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('MEI8842')).toBeVisible();
    // One per child campaign (3), and the description's own '5,000 points' where the language
    // sets it apart (English; Chinese and Japanese run it into the sentence).
    await expect(canvas.getAllByText(t('invite.points')).length).toBeGreaterThanOrEqual(3);
    await expect(canvas.getByText(tMatch('invite.claimed'))).toBeVisible();
  },
};

export const Guest: Story = {
  args: { member: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('ui:loginPrompt.message'))).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [mockHttpError('detail_campaign'), mockHttpError('detail_profile'), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t('common.loadError'),
    );
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = ['Progress', 'LoadError', 'Guest'];
