import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import {
  merchantCodeIn as codeIn,
  merchantFixtures,
  merchantHandlers,
  merchantRateLimited as rateLimited,
} from '@ugift/api-client/mocks';

import { setupMockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { setMerchantKey, storedMerchantKey } from '../lib/merchant-key';

const { key: MERCHANT_KEY, identity: merchant, code: validCode } = merchantFixtures;

const { server } = setupMockBackend();

afterEach(() => setMerchantKey(null));

const checkCode = async (code = validCode.code) => {
  await userEvent.type(await screen.findByLabelText('Voucher code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
};

describe('given the merchant page of a till that is not signed in', () => {
  it('should refuse a wrong key, sign in with the right one for this tab only, and sign out', async () => {
    server.use(...merchantHandlers());
    await renderRoute('/merchant');
    const key = await screen.findByLabelText('Merchant key');
    // No member login and no shoppers' tab bar.
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.type(key, 'ugm_wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('This merchant key is not valid. Check it and try again.'),
    ).toBeInTheDocument();
    expect(storedMerchantKey()).toBeNull();

    await userEvent.clear(key);
    await userEvent.type(key, MERCHANT_KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(merchant.name)).toBeInTheDocument();
    expect(sessionStorage.getItem('ugiftMerchantKey')).toBe(MERCHANT_KEY);
    expect(localStorage.getItem('ugiftMerchantKey')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Merchant key')).toBeInTheDocument();
    expect(storedMerchantKey()).toBeNull();
  });
});

describe('given a signed-in till', () => {
  it('should redeem after the confirmation, sending the same idempotency key again after a lost answer', async () => {
    setMerchantKey(MERCHANT_KEY);
    const keys: string[] = [];
    server.use(
      ...merchantHandlers({
        redeem: (body) => {
          keys.push(body.idempotency_key);
          // The first answer is lost on the way (the till's network dropped it).
          if (keys.length === 1) return HttpResponse.error();
          return HttpResponse.json({
            success: true,
            replay: true,
            code: codeIn('used', { outlet: body.outlet }),
          });
        },
      }),
    );
    await renderRoute('/merchant');
    await checkCode();
    await userEvent.selectOptions(await screen.findByLabelText('Outlet'), 'Raffles Place');
    const redeem = () => screen.getByRole('button', { name: 'Redeem' });

    await userEvent.click(redeem());
    let dialog = await screen.findByRole('alertdialog', { name: 'Redeem this code?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to Ugift');

    await userEvent.click(redeem());
    dialog = await screen.findByRole('alertdialog', { name: 'Redeem this code?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Redeemed at Raffles Place.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]!.length).toBeGreaterThanOrEqual(8);
  });

  it('should send a new idempotency key for the next code', async () => {
    setMerchantKey(MERCHANT_KEY);
    const keys: string[] = [];
    server.use(
      ...merchantHandlers({
        redeem: (body) => {
          keys.push(body.idempotency_key);
          return HttpResponse.json({
            success: true,
            replay: false,
            code: codeIn('used', { code: body.code, outlet: body.outlet }),
          });
        },
      }),
    );
    await renderRoute('/merchant');
    for (const code of ['CODE-ONE-1', 'CODE-TWO-2']) {
      await checkCode(code);
      await userEvent.selectOptions(await screen.findByLabelText('Outlet'), 'Orchard Road');
      await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
      await screen.findByText('Redeemed at Orchard Road.');
      await userEvent.click(screen.getByRole('button', { name: 'Check another code' }));
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('should say when the key was revoked meanwhile, and offer to sign in again', async () => {
    setMerchantKey(MERCHANT_KEY);
    server.use(
      ...merchantHandlers({
        check: () =>
          HttpResponse.json(
            { success: false, message: 'A valid merchant key is required.' },
            { status: 401 },
          ),
      }),
    );
    await renderRoute('/merchant');
    await checkCode();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This merchant key is no longer accepted.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText('Merchant key')).toBeInTheDocument();
    expect(storedMerchantKey()).toBeNull();
  });

  it('should say when to try again after a 429, from Retry-After', async () => {
    setMerchantKey(MERCHANT_KEY);
    server.use(...merchantHandlers({ check: () => rateLimited(30) }));
    await renderRoute('/merchant');
    await checkCode('GUESS');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Checking is paused: try again in 30 seconds.',
    );
  });

  it('should type the outlet when the product names none', async () => {
    setMerchantKey(MERCHANT_KEY);
    const outlets: string[] = [];
    server.use(
      ...merchantHandlers({
        check: () => ({ ...validCode, outlets: [] }),
        redeem: (body) => {
          outlets.push(body.outlet);
          return HttpResponse.json({
            success: true,
            replay: false,
            code: codeIn('used', { outlet: body.outlet }),
          });
        },
      }),
    );
    await renderRoute('/merchant');
    await checkCode();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Outlet' }), 'Pop-up stall');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Redeem' }),
    );
    await waitFor(() => expect(outlets).toEqual(['Pop-up stall']));
  });
});
