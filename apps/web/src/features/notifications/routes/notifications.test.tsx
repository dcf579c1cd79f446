import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  MEMBER_ID,
  mockData,
  mockEmpty,
  mockHttpError,
  mockResponse,
} from '@ugift/api-client/mocks';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupMockBackend } from '../../../testing/mock-backend';

const backend = setupMockBackend();
const member = { member_id: MEMBER_ID, country_id: '3' };

describe('given /notification', () => {
  it('should ask a guest to log in, Login Now carrying this screen as from', async () => {
    const { router } = await renderRoute('/notification');
    expect(await screen.findByText('Welcome, please login to continue')).toBeVisible();
    expect(backend.callsOf('list_notification')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/login?from=%2Fnotification'));
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

  it('should say that a failed list failed, never that there is nothing, and load it on Retry', async () => {
    backend.server.use(mockHttpError('list_notification'));
    await renderRoute('/notification', { member });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Something went wrong while loading.')).toBeVisible();
    expect(screen.queryByText(/No notifications yet/)).toBeNull();
    backend.server.resetHandlers();
    await userEvent.click(retry);
    expect(
      await screen.findByRole('button', { name: /Sara Lee wants to be your friend/ }),
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

  it('should open a received gift on its order details', async () => {
    const { router } = await renderRoute('/notification', { member });
    await userEvent.click(
      await screen.findByRole('button', { name: /Kenji Watanabe sent you an e-gift card!/ }),
    );
    await waitFor(() => expect(currentLocation(router)).toBe('/order-details?id=906'));
    expect(backend.callsOf('read_notification')[0]?.fields.notification_id).toBe('55');
  });

  it('should stay and reload the list for a rejected request, now read', async () => {
    let read = false;
    backend.server.use(
      mockResponse('list_notification', () => ({
        success: true,
        message: '',
        table: [
          {
            ...mockData.notifications[1]!,
            id: '60',
            type: 'reject_friend',
            message: 'Tom Lim declined your friend request.',
            is_read: read ? '1' : '0',
          },
        ],
      })),
      mockResponse('read_notification', () => {
        read = true;
        return { success: true, message: '' };
      }),
    );
    const { router } = await renderRoute('/notification', { member });
    const item = await screen.findByRole('button', { name: /Tom Lim declined/ });
    expect(within(item).getByRole('img', { name: 'Unread' })).toBeVisible();
    await userEvent.click(item);
    await waitFor(() => expect(within(item).queryByRole('img', { name: 'Unread' })).toBeNull());
    expect(currentLocation(router)).toBe('/notification');
  });
});
