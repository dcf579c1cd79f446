import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockData, mockFailure, mockResponse } from '@ugift/api-client/mocks';

import { setupMockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { success } from '../../../testing/replies';

const { server, callsOf } = setupMockBackend();
const member = { member_id: '12', country_id: '3' };

describe('given /reminder-settings', () => {
  it("shows the member's choices and their country's zone, and saves the changes", async () => {
    server.use(
      mockResponse('get_reminder_settings', { ...success, table: mockData.reminderSettings }),
      mockResponse('update_reminder_settings', { ...success, message: 'Your choices are saved.' }),
    );
    await renderRoute('/reminder-settings', { member });
    const sms = await screen.findByRole('checkbox', { name: 'By SMS' });
    expect(sms).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'My time zone' })).toHaveValue('');
    expect(screen.getByRole('option', { name: "My country's (Singapore)" })).toBeInTheDocument();
    expect(
      screen.getByText(
        'No SMS or push between 22:00 and 08:00 in my time zone: they wait until morning.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(sms);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'My time zone' }),
      'Europe/London',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your choices are saved.')).toBeInTheDocument();
    expect(screen.getByText('Reminder settings saved')).toBeInTheDocument();
    expect(callsOf('update_reminder_settings')[0]?.fields).toMatchObject({
      unopened_gift: '1',
      voucher_expiry: '1',
      in_app: '1',
      sms: '0',
      push: '1',
      time_zone: 'Europe/London',
    });
  });

  it('says a failed load failed, with Retry', async () => {
    server.use(mockFailure('get_reminder_settings', 'Server busy'));
    await renderRoute('/reminder-settings', { member });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('is reached from the profile', async () => {
    await renderRoute('/profile', { member });
    expect(
      await screen.findByRole('link', { name: 'Reminders and notifications' }),
    ).toHaveAttribute('href', '/reminder-settings');
  });
});
