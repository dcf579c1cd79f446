import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MEMBER_ID, mockData, mockEmpty, mockResponse } from '@ugift/api-client/mocks';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupMockBackend } from '../testing/server';

configure({ asyncUtilTimeout: 8000 });

const backend = setupMockBackend();
const member = { member_id: MEMBER_ID, country_id: '3' };
const connected = mockResponse('detail_profile', {
  success: true,
  message: '',
  table: { ...mockData.profile, fb_account_id: 'sandbox-1001' },
});

describe('given /friends', () => {
  it('should open on Ugift Friends, with the request count on the Request tab', async () => {
    await renderRoute('/friends', { member });
    expect(await screen.findByText('Aiko Sato')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Ugift Friends' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Request 2' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Invite your friends/ })).toHaveAttribute(
      'href',
      '/invite-friend',
    );
  });

  it('should filter by name on submit, and say when the search has no result', async () => {
    await renderRoute('/friends', { member });
    const search = await screen.findByRole('searchbox', { name: 'Search by name' });
    await userEvent.type(search, 'kenji');
    expect(screen.getByText('Aiko Sato')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Aiko Sato')).toBeNull());
    expect(screen.getByText('Kenji Watanabe')).toBeVisible();
    expect(backend.callsOf('list_friend').at(-1)?.fields.filter_by_name).toBe('kenji');
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody{Enter}');
    expect(await screen.findByText('Your search has no result')).toBeVisible();
  });

  it('should say when the member has no friends yet', async () => {
    backend.server.use(mockEmpty('list_friend'));
    await renderRoute('/friends', { member });
    expect(await screen.findByText('You have no friends yet')).toBeVisible();
  });

  it("should unfriend from the row's menu", async () => {
    await renderRoute('/friends', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Aiko Sato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aiko Sato' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unfriend Aiko Sato' }));
    await waitFor(() => expect(backend.callsOf('remove_friend')[0]?.fields.friend_id).toBe('14'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should approve and remove requests from the Request tab', async () => {
    await renderRoute('/friends?type=list_friend_request', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Sara Lee' }));
    await waitFor(() => expect(backend.callsOf('accept_friend')[0]?.fields.friend_id).toBe('19'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Daniel Ong' }));
    await waitFor(() => expect(backend.callsOf('reject_friend')[0]?.fields.friend_id).toBe('20'));
    // The count is refreshed after each.
    expect(backend.callsOf('list_friend_request').length).toBeGreaterThanOrEqual(3);
  });

  it('should say when there are no requests', async () => {
    backend.server.use(mockEmpty('list_friend_request'));
    await renderRoute('/friends?type=list_friend_request', { member });
    expect(await screen.findByText('You have no friend requests yet')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Request' })).toBeVisible();
  });

  it('should show each social contact by status, and Pending Approval opens the Request tab', async () => {
    backend.server.use(connected);
    const { router } = await renderRoute('/friends?type=list_facebook', { member });
    const priya = (await screen.findByText('Priya Nair')).closest('li')!;
    await userEvent.click(within(priya).getByRole('button', { name: 'Add Priya Nair' }));
    await waitFor(() => expect(backend.callsOf('add_friend')[0]?.fields.friend_id).toBe('17'));
    expect(
      within(screen.getByText('Tom Lim').closest('li')!).getByRole('button', { name: 'Requested' }),
    ).toBeDisabled();
    expect(
      within(screen.getByText('Aiko Sato').closest('li')!).getByRole('button', { name: 'Added' }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pending Approval' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/friends?type=list_friend_request'));
    expect(await screen.findByRole('button', { name: 'Approve Sara Lee' })).toBeVisible();
  });

  it('should connect a social account when none is linked', async () => {
    backend.server.use(
      http.get('*/api/dev/social', () =>
        HttpResponse.json({
          success: true,
          table: [
            {
              id: 'sandbox-1001',
              name: 'Alice Tan',
              picture: '',
              access_token: 'sandbox-token-sandbox-1001',
            },
          ],
        }),
      ),
    );
    await renderRoute('/friends?type=list_facebook', { member });
    expect(await screen.findByText('You are not connected to Facebook')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Connect to Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your Facebook account' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Alice Tan/ }));
    await waitFor(() =>
      expect(backend.callsOf('update_facebook_id')[0]?.fields).toMatchObject({
        facebook_id: 'sandbox-1001',
        access_token: 'sandbox-token-sandbox-1001',
      }),
    );
    expect(JSON.parse(localStorage.getItem('fbToken') ?? 'null')).toBe(
      'sandbox-token-sandbox-1001',
    );
  });

  it('should send a guest to /login', async () => {
    const { router } = await renderRoute('/friends');
    await waitFor(() => expect(currentLocation(router)).toMatch(/^\/login\?from=/));
  });
});
