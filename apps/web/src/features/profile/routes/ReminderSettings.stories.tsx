import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { mockData } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { backend, failure, ok, pending } from '../../../testing/replies';
import { t } from '../../../../../../.storybook/i18n';

const member = { member_id: mockData.MEMBER_ID, country_id: '3' };
const settings = mockData.reminderSettings;

const meta = {
  title: 'Screens/Profile/Reminder Settings',
  component: RouteStory,
  args: { path: '/reminder-settings', member },
  parameters: backend({ get_reminder_settings: () => ok({ table: settings }) }),
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every reminder on every channel, in the country's zone (the defaults). */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('checkbox', { name: t('schedule.settings.sms') }),
    ).toBeChecked();
  },
};

/**
 * A member who chose their zone and turned SMS and the unopened-gift reminder off. Tokyo keeps
 * one offset all year: the select shows it ('(GMT+09:00) …'), and a zone with summer time would
 * change the capture twice a year.
 */
export const Chosen: Story = {
  parameters: backend({
    get_reminder_settings: () =>
      ok({
        table: {
          ...settings,
          time_zone: 'Asia/Tokyo',
          zone_chosen: '1',
          sms: '0',
          unopened_gift: '0',
        },
      }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('checkbox', { name: t('schedule.settings.sms') }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: t('schedule.settings.zone') })).toHaveValue(
      'Asia/Tokyo',
    );
  },
};

export const Loading: Story = {
  parameters: backend({ get_reminder_settings: pending }),
};

export const LoadError: Story = {
  parameters: backend({ get_reminder_settings: failure('Server busy') }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('common.retry') }),
    ).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: t('profile.edit.save') }));
    await expect(
      await canvas.findByRole('heading', { name: t('schedule.settings.saved') }),
    ).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: backend({
    get_reminder_settings: () => ok({ table: settings }),
    update_reminder_settings: failure('time_zone Mars/Base is not a time zone name'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: t('profile.edit.save') }));
    await expect(await canvas.findByText(t('schedule.settings.failed'))).toBeVisible();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'Defaults',
  'Chosen',
  'Saved',
  'Loading',
  'SaveFailed',
  'LoadError',
];
