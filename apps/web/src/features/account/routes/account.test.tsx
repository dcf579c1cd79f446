import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockFailure, mockOperation } from '@ugift/api-client/mocks';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupRouteMocks } from '../../../testing/server';

const mock = setupRouteMocks();

async function alertShows(title: string, message?: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(title, { selector: 'h2' })).toBeInTheDocument();
  if (message) expect(within(dialog).getByText(message, { selector: 'p' })).toBeInTheDocument();
  return dialog;
}

async function dismiss(dialog: HTMLElement, label = 'OK') {
  await userEvent.click(within(dialog).getByRole('button', { name: label }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** Records the fields of every call of one operation, then lets the default handlers answer. */
function record(name: Parameters<typeof mockOperation>[0]) {
  const calls: Record<string, unknown>[] = [];
  mock.use(
    mockOperation(name, (fields) => {
      calls.push(fields as Record<string, unknown>);
      return undefined;
    }),
  );
  return calls;
}

describe('given the login screen', () => {
  it('should default the country code to +65 and enable Login only with a phone and 6 characters', async () => {
    await renderRoute('/login');
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(screen.getByRole('button', { name: /^Country code: \+65/ })).toBeInTheDocument();
    expect(login).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Phone number'), '91234567');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    expect(login).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), '6');
    expect(login).toBeEnabled();
  });

  it('should show and hide the password', async () => {
    await renderRoute('/login');
    const field = await screen.findByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('should explain an empty phone number or password when the form is submitted', async () => {
    await renderRoute('/login');
    const form = await screen.findByRole('form', { name: 'Login' });
    fireEvent.submit(form);
    await dismiss(await alertShows('Phone number empty', 'Please enter your phone number.'));
    await userEvent.type(screen.getByLabelText('Phone number'), '91234567');
    fireEvent.submit(form);
    await alertShows('Password empty', 'Please enter your password.');
  });

  it('should log in and go to /home with the phone number sent as code plus number', async () => {
    const calls = record('login');
    const { router } = await renderRoute('/login');
    await userEvent.type(await screen.findByLabelText('Phone number'), '91234567');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
    expect(calls[0]).toMatchObject({ phone_number: '6591234567', password: 'secret1' });
    expect(JSON.parse(localStorage.getItem('authUser') ?? 'null')).toMatchObject({
      member_id: '12',
    });
    expect(JSON.parse(localStorage.getItem('country') ?? 'null')).toBe('3');
  });

  it("should show 'Login failed' with the server's message", async () => {
    await renderRoute('/login');
    await userEvent.type(await screen.findByLabelText('Phone number'), '91234567');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await alertShows('Login failed', 'Invalid phone number or password');
  });

  it("should say 'Password expired' for a migrated member and lead to the reset", async () => {
    mock.use(mockFailure('login', 'Password expired', { migrate_member: true }));
    const otp = record('get_otp');
    const { router } = await renderRoute('/login');
    await userEvent.type(await screen.findByLabelText('Phone number'), '91234567');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await dismiss(
      await alertShows('Password expired', 'Your password has expired. Please set a new password.'),
    );
    await waitFor(() => expect(currentLocation(router)).toBe('/forgot-password-verification'));
    expect(otp[0]).toMatchObject({ action: 'forgot_password', phone_number: '6591234567' });
  });

  it('should send a member who opens /login to /home', async () => {
    const { router } = await renderRoute('/login', { member: { member_id: '12' } });
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
  });

  it('should go to the received gift after login?type=redirect&id=', async () => {
    const { router } = await renderRoute('/login?type=redirect&id=77');
    await userEvent.type(await screen.findByLabelText('Phone number'), '91234567');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/giftcard-share?id=77'));
    expect(localStorage.getItem('redirect_id')).toBeNull();
  });

  it('should return to the protected page the guard came from', async () => {
    const { router } = await renderRoute('/order-details?id=5');
    await waitFor(() =>
      expect(currentLocation(router)).toBe('/login?from=%2Forder-details%3Fid%3D5'),
    );
    await userEvent.type(await screen.findByLabelText('Phone number'), '91234567');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/order-details?id=5'));
  });

  it('should link to guest browsing, the forgotten password and a new account', async () => {
    const { router } = await renderRoute('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await userEvent.click(screen.getByRole('button', { name: 'View as guest' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
  });
});

describe('given registration', () => {
  it('should default to +65, disable Get OTP while the phone is empty, then send the OTP', async () => {
    const calls = record('get_otp');
    const { router } = await renderRoute('/register');
    const getOtp = await screen.findByRole('button', { name: 'Get OTP' });
    expect(getOtp).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Country code: \+65/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-n-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await userEvent.type(screen.getByLabelText('Phone number'), '81112222');
    await userEvent.click(getOtp);
    await dismiss(await alertShows('OTP Sent', 'We sent a one-time password to +6581112222.'));
    await waitFor(() => expect(currentLocation(router)).toBe('/verification'));
    expect(calls[0]).toEqual({ action: 'register', phone_number: '6581112222' });
  });

  it("should show 'Registration failed' with the server's message", async () => {
    mock.use(mockFailure('get_otp', 'This phone number is already registered'));
    await renderRoute('/register');
    await userEvent.type(await screen.findByLabelText('Phone number'), '81112222');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await alertShows('Registration failed', 'This phone number is already registered');
  });

  it('should explain an empty phone number on submit', async () => {
    await renderRoute('/register');
    fireEvent.submit(await screen.findByRole('form', { name: 'Create Account' }));
    await alertShows('Phone number empty', 'Please enter your phone number.');
  });

  it('should start over at /register when /verification has no phone number', async () => {
    const { router } = await renderRoute('/verification');
    await waitFor(() => expect(currentLocation(router)).toBe('/register'));
  });
});

describe('given the OTP verification', () => {
  const flow = { phoneNumber: '6581112222', countryCode: '65' };

  it("should check a complete code with the server and say 'Invalid OTP' when it is wrong", async () => {
    await renderRoute('/verification', { storage: flow });
    const verify = await screen.findByRole('button', { name: 'Verify & Create Account' });
    expect(verify).toBeDisabled();
    expect(screen.getByText('Resend in 30s')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Digit 1 of 6'));
    await userEvent.paste('654321');
    await alertShows('Invalid OTP', 'Invalid OTP');
  });

  it('should keep the proof and go on to /set-password with the right code', async () => {
    const calls = record('verify_otp');
    const { router } = await renderRoute('/verification', { storage: flow });
    await userEvent.click(await screen.findByLabelText('Digit 1 of 6'));
    await userEvent.paste('123456');
    await waitFor(() => expect(currentLocation(router)).toBe('/set-password'));
    expect(calls[0]).toEqual({ action: 'register', phone_number: '6581112222', otp: '123456' });
    expect(localStorage.getItem('OTP')).not.toBeNull();
  });
});

describe('given /set-password', () => {
  const flow = { phoneNumber: '6581112222', countryCode: '65', OTP: 'proof-0123456789abcdef' };

  it('should explain empty, unretyped and mismatched passwords', async () => {
    await renderRoute('/set-password', { storage: flow });
    const form = await screen.findByRole('form', { name: 'Create Password' });
    fireEvent.submit(form);
    await dismiss(await alertShows('Password empty', 'Please enter your new password.'));
    await userEvent.type(screen.getByLabelText('Password'), 'abcdef');
    fireEvent.submit(form);
    await dismiss(await alertShows('RePassword empty', 'Please retype your new password.'));
    await userEvent.type(screen.getByLabelText('Retype password'), 'abcdeg');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await alertShows('Mismatch', 'New password mismatched with retype password.');
  });

  it("should create the account, apply the referral code and log in from 'Account Created'", async () => {
    const created = record('create_account');
    const referral = record('apply_referral_code');
    const { router } = await renderRoute('/set-password', { storage: flow });
    const create = await screen.findByRole('button', { name: 'Create Account' });
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Retype password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Referral code (optional)'), 'MEI123');
    await userEvent.click(create);
    await dismiss(await alertShows('Account Created', 'Registration complete'), 'Login Now');
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
    expect(created[0]).toMatchObject({
      phone_number: '6581112222',
      phone_prefix: '+65',
      password: 'secret1',
      otp_proof: 'proof-0123456789abcdef',
    });
    expect(referral[0]).toMatchObject({ referral_code: 'MEI123' });
  });

  it("should say 'Referral update failed' and still create the account, then honour redirect_id", async () => {
    mock.use(mockFailure('apply_referral_code', 'Unknown referral code'));
    const { router } = await renderRoute('/set-password', {
      storage: { ...flow, redirect_id: '31' },
    });
    await userEvent.type(await screen.findByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Retype password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Referral code (optional)'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const failed = await alertShows('Referral update failed', 'Unknown referral code');
    // The next dialog follows at once.
    await userEvent.click(within(failed).getByRole('button', { name: 'OK' }));
    await dismiss(await alertShows('Account Created'), 'Login Now');
    await waitFor(() => expect(currentLocation(router)).toBe('/giftcard-share?id=31'));
  });
});

describe('given a forgotten password', () => {
  it('should default to +60 and go through the OTP to a new password, then to /login', async () => {
    const otp = record('get_otp');
    const reset = record('reset_password');
    const { router } = await renderRoute('/forgot-password');
    expect(await screen.findByRole('button', { name: /^Country code: \+60/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone number'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await dismiss(await alertShows('OTP Sent'));
    await waitFor(() => expect(currentLocation(router)).toBe('/forgot-password-verification'));
    expect(otp[0]).toEqual({ action: 'forgot_password', phone_number: '60123456789' });

    expect(await screen.findByRole('button', { name: 'Verify & Reset Password' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Digit 1 of 6'));
    await userEvent.paste('123456');
    await waitFor(() => expect(currentLocation(router)).toBe('/reset-password'));

    expect(await screen.findByRole('heading', { name: 'Create New Password' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('New password'), 'newpass1');
    await userEvent.type(screen.getByLabelText('Retype new password'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await dismiss(await alertShows('Password updated'), 'Login Now');
    await waitFor(() => expect(currentLocation(router)).toBe('/login'));
    expect(reset[0]).toMatchObject({ phone_number: '60123456789', password: 'newpass1' });
  });

  it("should show 'OTP Sent failed' when the code cannot be sent", async () => {
    mock.use(mockFailure('get_otp', 'No account with this phone number'));
    await renderRoute('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Phone number'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await alertShows('OTP Sent failed', 'No account with this phone number');
  });

  it("should show 'Password update failed' with the server's message", async () => {
    mock.use(mockFailure('reset_password', 'The verification has expired'));
    await renderRoute('/reset-password', {
      storage: { phoneNumber: '60123456789', OTP: 'proof-0123456789abcdef' },
    });
    await userEvent.type(await screen.findByLabelText('New password'), 'newpass1');
    await userEvent.type(screen.getByLabelText('Retype new password'), 'newpass2');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await dismiss(await alertShows('Mismatch', 'New password mismatched with retype password.'));
    await userEvent.clear(screen.getByLabelText('Retype new password'));
    await userEvent.type(screen.getByLabelText('Retype new password'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await alertShows('Password update failed', 'The verification has expired');
  });
});

describe('given /logout', () => {
  it('should clear the stored member, basket count and social token and go to /login', async () => {
    const { router } = await renderRoute('/logout', {
      member: { member_id: '12' },
      storage: { basketCount: 3, fbToken: 'fb' },
    });
    await waitFor(() => expect(currentLocation(router)).toBe('/login'));
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(localStorage.getItem('basketCount')).toBeNull();
    expect(localStorage.getItem('fbToken')).toBeNull();
  });
});
