import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AppProviders } from '../../../app/AppProviders';
import { setLanguage } from '../../../lib/i18n';
import { createTestQueryClient } from '../../../testing/query-client';
import type { ScheduleChoice } from '../lib/schedule';
import { SchedulePicker } from './SchedulePicker';

const later: ScheduleChoice = { mode: 'later', date: '', time: '', zone: '' };

async function show(error?: string) {
  await setLanguage('eng');
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <SchedulePicker value={later} onChange={vi.fn()} error={error} />
    </AppProviders>,
  );
}

describe('given the schedule picker', () => {
  it('should leave the date and time valid and undescribed without an error', async () => {
    await show();
    for (const field of [screen.getByLabelText('Date'), screen.getByLabelText('Time')]) {
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(field).not.toHaveAttribute('aria-describedby');
    }
  });

  it('should mark the date and time invalid and describe them by its error', async () => {
    await show('Please choose a date and a time.');
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Please choose a date and a time.');
    for (const field of [screen.getByLabelText('Date'), screen.getByLabelText('Time')]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAttribute('aria-describedby', message.id);
      expect(field).toHaveAccessibleDescription('Please choose a date and a time.');
    }
  });
});
