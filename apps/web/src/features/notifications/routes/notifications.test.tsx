import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { MEMBER_ID, mockEmpty, mockHttpError } from '@ugift/api-client/mocks';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupMockBackend } from '../testing/server';

configure({ asyncUtilTimeout: 8000 });

const backend = setupMockBackend();
const member = { member_id: MEMBER_ID, country_id: '3' };

describe('given /notification', () => {
  it('should ask a guest to log in', async () => {
    const { router } = await renderRoute('/notification');
    expect(await screen.findByText('Welcome, please login to continue')).toBeVisible();
    expect(backend.callsOf('list_notification')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/login'));
  });

  it('should list the notifications with their dates, unread ones marked', async () => {
    await renderRoute('/notification', { member });
    expect(await screen.findByText('Kenji Watanabe sent you an e-gift card!')).toBeVisible();
    expect(screen.getByText('21 Dec 2025 07:30:00')).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
  });

  it('should show the empty text', async () => {
    backend.server.use(mockEmpty('list_notification'));
    await renderRoute('/notification', { member });
    expect(
      await screen.findByText(
        'No notifications yet. Notifications about your activity wll show up here',
      ),
    ).toBeVisible();
  });

  it('should leave a failed list empty, without a message', async () => {
    backend.server.use(mockHttpError('list_notification'));
    await renderRoute('/notification', { member });
    expect(
      await screen.findByText(
        'No notifications yet. Notifications about your activity wll show up here',
      ),
    ).toBeVisible();
  });

  it('should mark a tapped notification read and go to its target', async () => {
    const { router } = await renderRoute('/notification', { member });
    await userEvent.click(
      await screen.findByRole('button', { name: /Sara Lee wants to be your friend/ }),
    );
    await waitFor(() => expect(currentLocation(router)).toBe('/friends?type=list_friend_request'));
    expect(backend.callsOf('read_notification')[0]?.fields.notification_id).toBe('56');
  });

  it('should not mark an already read notification again', async () => {
    const { router } = await renderRoute('/notification', { member });
    await userEvent.click(await screen.findByRole('button', { name: /Invite friends and earn/ }));
    await waitFor(() => expect(currentLocation(router)).toBe('/campaign?id=25'));
    expect(backend.callsOf('read_notification')).toHaveLength(0);
  });
});
