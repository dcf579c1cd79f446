import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  CONTRACT_PATH,
  MEMBER_ID,
  mockData,
  mockEmpty,
  mockHttpError,
  mockResponse,
} from '@ugift/api-client/mocks';

import { setupMockBackend } from '../../../testing/mock-backend';
import { currentLocation, renderRoute } from '../../../testing/render-route';

const backend = setupMockBackend();
const member = { member_id: MEMBER_ID, country_id: '3' };
const connected = mockResponse('detail_profile', {
  success: true,
  message: '',
  table: { ...mockData.profile, fb_account_id: 'sandbox-1001' },
});

/**
 * A backend that remembers: approving, removing and unfriending take the person off the lists
 * they were on, so a test can wait for the screen to show it rather than for a request.
 */
function rememberingFriends() {
  let friends = [...mockData.friends];
  let requests = [...mockData.friendRequests];
  const ok = { success: true as const, message: '' };
  backend.server.use(
    mockResponse('list_friend', () => ({
      success: true,
      message: '',
      table: friends,
      total: friends.length,
    })),
    mockResponse('list_friend_request', () => ({ success: true, message: '', table: requests })),
    mockResponse('accept_friend', ({ friend_id }) => {
      requests = requests.filter((request) => request.member_id !== String(friend_id));
      return ok;
    }),
    mockResponse('reject_friend', ({ friend_id }) => {
      requests = requests.filter((request) => request.member_id !== String(friend_id));
      return ok;
    }),
    mockResponse('remove_friend', ({ friend_id }) => {
      friends = friends.filter((friend) => friend.friend_id !== String(friend_id));
      return ok;
    }),
  );
}

// The same behaviour on a quick backend and on a slow one (a busy machine): every test waits for
// what the screen shows, never for a request or a moment.
describe.each([
  ['a quick backend', 0],
  ['a slow backend', 250],
])('given /friends on %s', (_, latency) => {
  beforeEach(() => {
    if (latency) {
      backend.server.use(
        http.post(CONTRACT_PATH, async () => {
          await delay(latency);
          return undefined;
        }),
      );
    }
  });

  it('should open on Ugift Friends, with the request count on the Request tab', async () => {
    await renderRoute('/friends', { member });
    expect(await screen.findByText('Aiko Sato')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Ugift Friends' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // jsdom does not blockify flex items, so it reads 'Request2'; a browser reads 'Request 2'.
    expect(screen.getByRole('tab', { name: /^Request\s*2$/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Invite your friends/ })).toHaveAttribute(
      'href',
      '/invite-friend',
    );
  });

  it('should filter by name on submit, and say when the search has no result', async () => {
    await renderRoute('/friends', { member });
    const search = await screen.findByRole('searchbox', { name: 'Search by name' });
    await userEvent.type(search, 'kenji');
    // Typing alone does not filter.
    expect(screen.getByText('Aiko Sato')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    // The filtered list replaces the whole list once it has arrived (a spinner may come between).
    expect(await screen.findByText('Kenji Watanabe')).toBeVisible();
    expect(screen.queryByText('Aiko Sato')).toBeNull();
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

  it('should say that the list failed, never that there are no friends, and load it on Retry', async () => {
    backend.server.use(mockHttpError('list_friend'));
    await renderRoute('/friends', { member });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByText('You have no friends yet')).toBeNull();
    backend.server.use(
      mockResponse('list_friend', {
        success: true,
        message: '',
        table: mockData.friends,
        total: mockData.friends.length,
      }),
    );
    await userEvent.click(retry);
    expect(await screen.findByText('Aiko Sato')).toBeVisible();
  });

  it("should unfriend from the row's menu", async () => {
    rememberingFriends();
    await renderRoute('/friends', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Aiko Sato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aiko Sato' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unfriend Aiko Sato' }));
    // The menu closes and the list, reloaded, no longer has her.
    await waitFor(() => expect(screen.queryByText('Aiko Sato')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Kenji Watanabe')).toBeVisible();
    expect(backend.callsOf('remove_friend')[0]?.fields.friend_id).toBe('14');
  });

  it('should approve and remove requests from the Request tab, the count following', async () => {
    rememberingFriends();
    await renderRoute('/friends?type=list_friend_request', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Sara Lee' }));
    await waitFor(() => expect(screen.queryByText('Sara Lee')).toBeNull());
    expect(screen.getByRole('tab', { name: /^Request\s*1$/ })).toBeVisible();
    // The buttons wait for the lists to reload after each answer.
    const remove = screen.getByRole('button', { name: 'Remove Daniel Ong' });
    await waitFor(() => expect(remove).toBeEnabled());
    await userEvent.click(remove);
    expect(await screen.findByText('You have no friend requests yet')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Request' })).toBeVisible();
    expect(backend.callsOf('accept_friend').map((call) => call.fields.friend_id)).toEqual(['19']);
    expect(backend.callsOf('reject_friend').map((call) => call.fields.friend_id)).toEqual(['20']);
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
    expect(
      within(screen.getByText('Tom Lim').closest('li')!).getByRole('button', { name: 'Requested' }),
    ).toBeDisabled();
    expect(
      within(screen.getByText('Aiko Sato').closest('li')!).getByRole('button', { name: 'Added' }),
    ).toBeDisabled();
    await userEvent.click(within(priya).getByRole('button', { name: 'Add Priya Nair' }));
    await waitFor(() => expect(backend.callsOf('add_friend')[0]?.fields.friend_id).toBe('17'));
    await userEvent.click(screen.getByRole('button', { name: 'Pending Approval' }));
    expect(await screen.findByRole('button', { name: 'Approve Sara Lee' })).toBeVisible();
    expect(currentLocation(router)).toBe('/friends?type=list_friend_request');
    expect(screen.getByRole('tab', { name: /^Request/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('should switch tabs with the arrow keys, the query following', async () => {
    const { router } = await renderRoute('/friends', { member });
    const ugift = await screen.findByRole('tab', { name: 'Ugift Friends' });
    ugift.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('button', { name: 'Approve Sara Lee' })).toBeVisible();
    expect(currentLocation(router)).toBe('/friends?type=list_friend_request');
  });

  it('should connect a social account when none is linked, then show its contacts', async () => {
    let linked = '';
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
      // Linked once update_facebook_id has been answered, as the api does.
      mockResponse('update_facebook_id', ({ facebook_id }) => {
        linked = String(facebook_id);
        return { success: true, message: '' };
      }),
      mockResponse('detail_profile', () => ({
        success: true,
        message: '',
        table: { ...mockData.profile, fb_account_id: linked },
      })),
    );
    await renderRoute('/friends?type=list_facebook', { member });
    expect(await screen.findByText('You are not connected to Facebook')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Connect to Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your Facebook account' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Alice Tan/ }));
    // Connected: the profile reloads with the account, and its contacts replace the prompt.
    expect(await screen.findByRole('button', { name: 'Add Priya Nair' })).toBeVisible();
    expect(screen.queryByText('You are not connected to Facebook')).toBeNull();
    expect(backend.callsOf('update_facebook_id')[0]?.fields).toMatchObject({
      facebook_id: 'sandbox-1001',
      access_token: 'sandbox-token-sandbox-1001',
    });
    expect(JSON.parse(localStorage.getItem('fbToken') ?? 'null')).toBe(
      'sandbox-token-sandbox-1001',
    );
  });

  it('should send a guest to /login', async () => {
    const { router } = await renderRoute('/friends');
    await waitFor(() => expect(currentLocation(router)).toMatch(/^\/login\?from=/));
  });
});
