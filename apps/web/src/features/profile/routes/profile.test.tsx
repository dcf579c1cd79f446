import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { MEMBER_ID, mockData, mockFailure, mockResponse } from '@ugift/api-client/mocks';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupMockBackend } from '../../../testing/mock-backend';

const backend = setupMockBackend();
const member = { member_id: MEMBER_ID, country_id: '3' };

describe('given /profile', () => {
  it('should ask a guest to log in, Login Now carrying this screen as from', async () => {
    const { router } = await renderRoute('/profile');
    expect(await screen.findByText('Welcome, please login to continue')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/login?from=%2Fprofile'));
  });

  it('should show the member, the My Account links and the friend count', async () => {
    await renderRoute('/profile', { member });
    expect(await screen.findByText('Mei Tan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mei Tan' })).toHaveAttribute('href', '/profile-edit');
    const account = screen.getByRole('region', { name: 'My Account' });
    const hrefs = within(account)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/udollar-list',
      '/order-topay',
      '/order-mypurchases',
      '/order-received',
      '/order-mypurchases?status=sent',
    ]);
    expect(screen.getByRole('link', { name: /Friends\s*3/ })).toHaveAttribute('href', '/friends');
    expect(
      screen.getByRole('link', { name: /Invite A Friend\s*And earn rewards/ }),
    ).toHaveAttribute('href', '/invite-friend');
  });

  it("should show '+{phone}' when the member has no name", async () => {
    backend.server.use(
      mockResponse('detail_profile', {
        success: true,
        message: '',
        table: { ...mockData.profile, name: '' },
      }),
    );
    await renderRoute('/profile', { member });
    expect(await screen.findByText('+6591234567')).toBeVisible();
  });

  it('should log out: clear the stored user, basket count and social token, then go to /login', async () => {
    localStorage.setItem('basketCount', '2');
    const { router } = await renderRoute('/profile', { member });
    localStorage.setItem('basketCount', '2');
    localStorage.setItem('fbToken', JSON.stringify('sandbox-token'));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/login'));
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(localStorage.getItem('basketCount')).toBeNull();
    expect(localStorage.getItem('fbToken')).toBeNull();
    expect(backend.callsOf('logout')).toHaveLength(1);
  });

  it('should switch to Japanese with the language modal and store I18N_LANGUAGE', async () => {
    await renderRoute('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '日本語' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'プロフィール' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('I18N_LANGUAGE') ?? 'null')).toBe('jp');
  });
});

describe('given /profile-edit', () => {
  it('should send only the non-empty fields, dob in epoch seconds, then say Profile updated and return', async () => {
    const { router } = await renderRoute('/profile-edit', { member });
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    const dob = screen.getByLabelText('Date of birth');
    await userEvent.clear(dob);
    await userEvent.type(dob, '1990-01-02');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Registered country')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Profile updated')).toBeVisible();
    const [call] = backend.callsOf('update_profile');
    expect(call?.fields).toMatchObject({
      name: 'Mei Tan',
      gender: 'Female',
      dob: String(Date.UTC(1990, 0, 2) / 1000),
      billing_country_id: '3',
      billing_country: 'Singapore',
    });
    expect(call?.fields).not.toHaveProperty('email');
    expect(call?.fields).not.toHaveProperty('country_id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/profile'));
  });

  it('should show an emptied Name as an error on the field, never Profile updated', async () => {
    await renderRoute('/profile-edit', { member });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveFocus();
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
    expect(backend.callsOf('update_profile')).toHaveLength(0);
    await userEvent.type(name, 'Mei');
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated');
    expect(backend.callsOf('update_profile')[0]?.fields.name).toBe('Mei');
  });

  it('should show an email that is not an address on the field', async () => {
    await renderRoute('/profile-edit', { member });
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'mei@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(backend.callsOf('update_profile')).toHaveLength(0);
  });

  it("should copy the billing address to shipping with 'Same as billing address'", async () => {
    await renderRoute('/profile-edit', { member });
    const billing = await screen.findByRole('region', { name: 'Billing address' });
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    await userEvent.clear(within(billing).getByLabelText('Address'));
    await userEvent.type(within(billing).getByLabelText('Address'), '9 Jalan Ampang');
    await userEvent.click(
      within(shipping).getByRole('checkbox', { name: 'Same as billing address' }),
    );
    expect(within(shipping).getByLabelText('Address')).toHaveValue('9 Jalan Ampang');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated');
    expect(backend.callsOf('update_profile')[0]?.fields.shipping_address).toBe('9 Jalan Ampang');
  });

  it('should refuse a photo that is not an image and send an image one', async () => {
    await renderRoute('/profile-edit', { member });
    const input = await screen.findByLabelText('Profile photo', { selector: 'input' });
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Please choose an image file.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated');
    expect(backend.callsOf('update_profile')[0]?.files.profile_picture?.type).toBe('image/png');
  });

  it('should say Update failed with the server message', async () => {
    backend.server.use(mockFailure('update_profile', 'The photo must be at most 5 MB.'));
    await renderRoute('/profile-edit', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update failed')).toBeVisible();
    expect(screen.getByText('The photo must be at most 5 MB.')).toBeVisible();
  });
});
