import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { MEMBER_ID, mockHttpError } from '@ugift/api-client/mocks';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupMockBackend } from '../../../testing/mock-backend';

const backend = setupMockBackend();
const member = { member_id: MEMBER_ID, country_id: '3' };

describe('given /invite-friend', () => {
  it('should ask a guest to log in, Login Now carrying this screen as from', async () => {
    const { router } = await renderRoute('/invite-friend');
    await userEvent.click(await screen.findByRole('button', { name: 'Login Now' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/login?from=%2Finvite-friend'));
  });

  it('should show the campaign, its child campaigns and the points', async () => {
    await renderRoute('/invite-friend', { member });
    expect(await screen.findByRole('heading', { name: 'Invite a friend', level: 2 })).toBeVisible();
    expect(screen.getByText(/you both earn/)).toBeVisible();
    expect(backend.callsOf('detail_campaign')[0]?.fields.campaign_id).toBe('25');
    const first = screen.getByRole('region', { name: 'Invite 1 friend' });
    expect(within(first).getByText('Completed')).toBeVisible();
    expect(within(first).queryByRole('progressbar')).toBeNull();
    expect(within(first).getByText('Claimed : 2 Jan 2026')).toBeVisible();
    const second = screen.getByRole('region', { name: 'Invite 3 friends' });
    expect(within(second).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    expect(within(second).getByText('5,000 points')).toBeVisible();
  });

  it('should copy the invite message with the member name and the registration link', async () => {
    const user = userEvent.setup();
    await renderRoute('/invite-friend', { member });
    expect(await screen.findByText('MEI8842')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy invite message' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Mei Tan');
    expect(copied).toContain(`${window.location.origin}/register?referral=MEI8842`);
    expect(await screen.findByText('Invite message copied')).toBeVisible();
  });

  it('should say when nothing could load, and Retry loads again', async () => {
    backend.server.use(mockHttpError('detail_campaign'), mockHttpError('detail_profile'));
    await renderRoute('/invite-friend', { member });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while loading.',
    );
    backend.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('MEI8842')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
