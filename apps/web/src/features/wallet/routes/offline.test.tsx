import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockNetworkError, mockResponse } from '@ugift/api-client/mocks';

import { deviceStorage } from '../../../lib/api';
import { flushOutbox, startOfflineWallet } from '../../../lib/offline-wallet';
import { get, getAll } from '../../../lib/offline-store';
import { setupMockBackend } from '../../../testing/mock-backend';
import { createTestQueryClient } from '../../../testing/query-client';
import { success } from '../../../testing/replies';
import { renderRoute } from '../../../testing/render-route';
import { member } from '../../../testing/data';
import { detailOf, productOf, qrVoucher, voucherOf } from '../testing/fixtures';

const { server, callsOf } = setupMockBackend();

/** The browser without a network: navigator.onLine false and every request failing. */
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  server.use(
    mockNetworkError('get_api_token'),
    mockNetworkError('detail_evoucher'),
    mockNetworkError('list_evoucher'),
    mockNetworkError('mark_evoucher_used'),
  );
}

function goOnline() {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  server.resetHandlers();
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

/** Opens a voucher online, so that the device keeps it. */
async function openOnline() {
  server.use(mockResponse('detail_evoucher', detailOf([voucherOf(), qrVoucher()])));
  const view = await renderRoute('/voucher-details?id=880', { member });
  expect(await screen.findByText('UG-COFFEE-0001')).toBeInTheDocument();
  await waitFor(async () => expect(await get('vouchers', '880')).toBeDefined());
  view.unmount();
}

describe('given a voucher opened online', () => {
  it('should show its code and QR without a network, saying when it was saved', async () => {
    await openOnline();
    goOffline();
    await renderRoute('/voucher-details?id=880', { member });
    expect(await screen.findByText('UG-COFFEE-0001')).toBeInTheDocument();
    expect(screen.getByText('QR-123456')).toBeInTheDocument();
    // Issue 45: in the member's zone (their settings', Singapore), named, as orders are.
    expect(screen.getByText(/^Offline: as of /)).toHaveTextContent(
      /^Offline: as of \w{3} \d+ \w{3} \d{4}, \d\d:\d\d \(Singapore Standard Time\)$/,
    );
  });

  it('should say a voucher never opened is not on this device', async () => {
    goOffline();
    await renderRoute('/voucher-details?id=999', { member });
    expect(
      await screen.findByText(/This voucher has not been saved on this device yet/),
    ).toBeInTheDocument();
  });

  it('should show the wallet list saved on the device, in Chinese too', async () => {
    server.use(mockResponse('list_evoucher', { ...success, table: [productOf([voucherOf()])] }));
    const online = await renderRoute('/vouchers', { member });
    expect(await screen.findByRole('link', { name: /Coffee/ })).toBeInTheDocument();
    await waitFor(async () => expect(await get('lists', '12:active')).toBeDefined());
    online.unmount();
    goOffline();
    await renderRoute('/vouchers', { member, language: 'cn' });
    // The translated name is kept on the device with the rest (issue 45).
    expect(await screen.findByRole('link', { name: /双人咖啡/ })).toBeInTheDocument();
    expect(screen.getByText(/^离线：截至 \d+/)).toBeInTheDocument();
  });
});

describe('given Mark as used without a network', () => {
  it('should queue it on the device and send it once when the network returns', async () => {
    await openOnline();
    goOffline();
    await renderRoute('/voucher-details?id=880', { member });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Mark as used' }))[0]!);
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark as used' }));
    const saved = await screen.findByRole('alertdialog');
    expect(saved).toHaveTextContent(/Saved on this device/);
    await userEvent.click(within(saved).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('button', { name: 'Will be marked as used when online' }),
    ).toBeDisabled();
    expect(await getAll('outbox')).toMatchObject([{ voucherId: '7001', memberId: '12' }]);
    expect(callsOf('mark_evoucher_used')).toHaveLength(0);

    goOnline();
    server.use(mockResponse('mark_evoucher_used', success));
    const queryClient = createTestQueryClient();
    // Two triggers at once (the online event and a start) send it once.
    await act(() => Promise.all([flushOutbox(queryClient), flushOutbox(queryClient)]));
    await act(() => flushOutbox(queryClient));
    expect(callsOf('mark_evoucher_used').map((call) => call.fields.order_evoucher_id)).toEqual([
      '7001',
    ]);
    expect(await getAll('outbox')).toEqual([]);
  });
});

describe('given logout', () => {
  it('should delete everything kept on the device', async () => {
    await openOnline();
    localStorage.setItem('authUser', JSON.stringify(member));
    startOfflineWallet(createTestQueryClient());
    expect(await getAll('vouchers')).toHaveLength(1);
    deviceStorage.clearSession();
    await waitFor(async () => expect(await getAll('vouchers')).toEqual([]));
    expect(await getAll('lists')).toEqual([]);
    expect(await getAll('outbox')).toEqual([]);
  });
});

describe('given a guest', () => {
  it('should open no database on a device that kept no wallet, and clear one that did', async () => {
    const original = indexedDB;
    try {
      // A new device, and a fresh copy of the store (no connection opened yet).
      vi.stubGlobal('indexedDB', new IDBFactory());
      vi.resetModules();
      localStorage.removeItem('authUser');
      const fresh = await import('../../../lib/offline-wallet');
      fresh.startOfflineWallet(createTestQueryClient());
      // The behaviour under test is an absence (a guest's device opens no wallet database): a
      // short fixed wait gives a wrongly started wallet the chance to open one.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await indexedDB.databases()).toEqual([]);

      // A device whose member's session ended while the app was closed: what it kept goes.
      vi.resetModules();
      const store = await import('../../../lib/offline-store');
      await store.put('lists', { key: '1:all', memberId: '1', savedAt: 1, table: [] });
      vi.resetModules();
      const later = await import('../../../lib/offline-wallet');
      const laterStore = await import('../../../lib/offline-store');
      later.startOfflineWallet(createTestQueryClient());
      await waitFor(async () => expect(await laterStore.getAll('lists')).toEqual([]));
    } finally {
      vi.stubGlobal('indexedDB', original);
      vi.resetModules();
    }
  });
});
