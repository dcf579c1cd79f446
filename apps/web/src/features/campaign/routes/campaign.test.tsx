import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { MEMBER_ID, mockData, mockFailure, mockResponse } from '@ugift/api-client/mocks';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupMockBackend } from '../../../testing/mock-backend';

const backend = setupMockBackend();
const member = { member_id: MEMBER_ID, country_id: '3' };

describe('given /campaign', () => {
  it('should show the image, progress, name and the sanitised description', async () => {
    backend.server.use(
      mockResponse('detail_campaign', {
        success: true,
        message: '',
        table: {
          ...mockData.inviteCampaign,
          description:
            '<p onclick="steal()">Invite <strong>friends</strong><script>steal()</script></p>',
        },
      }),
    );
    const { container } = await renderRoute('/campaign?id=25', { member });
    expect(await screen.findByRole('heading', { name: 'Invite a friend' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Invite a friend' })).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('2 of 5 friends joined')).toBeVisible();
    expect(screen.getByText('friends', { selector: 'strong' })).toBeVisible();
    expect(container.ownerDocument.querySelector('script, [onclick]')).toBeNull();
  });

  it('should open the terms in a modal', async () => {
    await renderRoute('/campaign?id=25', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Terms & Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms & Conditions' });
    expect(within(dialog).getByText('Points are credited within 7 days.')).toBeVisible();
  });

  it('should redeem, show the server message, turn to Redeemed and route a points reward to /profile', async () => {
    let redeemed = false;
    let redeemedCampaign = '';
    backend.server.use(
      mockResponse('detail_campaign', () => ({
        success: true,
        message: '',
        table: { ...mockData.inviteCampaign, is_redeemed: redeemed },
      })),
      mockResponse('redeem_campaign_reward', (fields) => {
        redeemed = true;
        redeemedCampaign = String(fields.campaign_id);
        return { success: true, message: 'Reward redeemed! 5,000 points have been added.' };
      }),
    );
    const { router } = await renderRoute('/campaign?id=25', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Reward redeemed! 5,000 points have been added.');
    // Behind the open alert the page is aria-hidden, so the button is looked up hidden.
    expect(await screen.findByRole('button', { name: 'Redeemed', hidden: true })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/profile'));
    expect(redeemedCampaign).toBe('25');
  });

  it('should route a free product to /vouchers', async () => {
    const { router } = await renderRoute('/campaign?id=31', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/vouchers'));
  });

  it('should say Redeem Failed with the server message', async () => {
    backend.server.use(mockFailure('redeem_campaign_reward', 'The campaign is not complete yet.'));
    await renderRoute('/campaign?id=25', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Redeem Failed');
    expect(dialog).toHaveTextContent('The campaign is not complete yet.');
  });

  it('should ask a guest to log in before redeeming', async () => {
    const { router } = await renderRoute('/campaign?id=25');
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Welcome, please login to continue');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/login?from=%2Fcampaign%3Fid%3D25'));
    expect(backend.callsOf('detail_campaign')[0]?.fields).not.toHaveProperty('member_id');
    expect(backend.callsOf('redeem_campaign_reward')).toHaveLength(0);
  });

  it('should hide Redeem for a new_app task', async () => {
    backend.server.use(
      mockResponse('detail_campaign', {
        success: true,
        message: '',
        table: { ...mockData.inviteCampaign, task_type: 'new_app' },
      }),
    );
    await renderRoute('/campaign?id=25', { member });
    expect(await screen.findByRole('heading', { name: 'Invite a friend' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
  });
});
