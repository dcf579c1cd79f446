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
    expect(
      screen.getByRole('option', { name: "My country's (Singapore Standard Time)" }),
    ).toBeInTheDocument();
    // Zones by their names, the member's own first; the IANA id is only the value.
    const zones = screen.getAllByRole('option').slice(1);
    expect(zones[0]).toHaveValue('Asia/Singapore');
    expect(zones[0]).toHaveTextContent('(GMT+08:00) Singapore Standard Time');
    for (const zone of zones) expect(zone.textContent).not.toMatch(/\//);
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

  it.each([
    ['cn', '我的时区', '(GMT+09:00) 日本标准时间'],
    ['jp', '私のタイムゾーン', '(GMT+09:00) 日本標準時'],
  ] as const)(
    'should name the zones in %s, the chosen one selected and first',
    async (language, select, tokyo) => {
      server.use(
        mockResponse('get_reminder_settings', {
          ...success,
          table: { ...mockData.reminderSettings, time_zone: 'Asia/Tokyo', zone_chosen: '1' },
        }),
      );
      await renderRoute('/reminder-settings', { member, language });
      const zone = await screen.findByRole('combobox', { name: select });
      expect(zone).toHaveValue('Asia/Tokyo');
      const options = screen.getAllByRole('option');
      expect(options[1]).toHaveTextContent(tokyo);
      expect(options[1]).toHaveValue('Asia/Tokyo');
      for (const option of options) expect(option.textContent).not.toMatch(/\//);
    },
  );

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
