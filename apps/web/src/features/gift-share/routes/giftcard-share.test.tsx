import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { mockFailure, mockResponse } from '@ugift/api-client/mocks';

import { browser } from '../../../lib/platform';
import { setupMockBackend } from '../../../testing/mock-backend';
import { currentLocation, renderRoute } from '../../../testing/render-route';
import { rendererEnglishOn } from '../../../testing/renderer-english';
import { success } from '../../../testing/replies';
import { recipient, sender } from '../../../testing/data';
import { giftOf } from '../testing/fixtures';
import { utf8ToHex } from '@ugift/giftcard-renderer/model';

import { appRedeemLink, closedGift } from './GiftcardShare';

const { server, callsOf } = setupMockBackend();

/** The gift at /giftcard-share?id=900 (and no music, as the screens' stories have). */
const gift = (order: ReturnType<typeof giftOf>) =>
  server.use(
    mockResponse('detail_order', { ...success, table: order }),
    mockResponse('list_music', { ...success, table: [] }),
  );

async function openCard() {
  await userEvent.click(await screen.findByRole('button', { name: /tap to open/i }));
}

describe('given /giftcard-share', () => {
  it('shows the closed card first, then the message, products and Redeem once opened', async () => {
    gift(giftOf());
    await renderRoute('/giftcard-share?id=900', { member: recipient });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coffee for two' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    await openCard();
    expect(await screen.findByText('Enjoy your day, Mei!')).toBeInTheDocument();
    expect(screen.getByText('Coffee for two × 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
  });

  it("shows the card in Japanese: none of the renderer's English labels, closed or open", async () => {
    gift(giftOf());
    await renderRoute('/giftcard-share?id=900', { member: recipient, language: 'jp' });
    const card = await screen.findByRole('figure', { name: /^ギフトカード: / });
    expect(rendererEnglishOn()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'タップして開く' }));
    expect(await screen.findByText('Enjoy your day, Mei!')).toBeInTheDocument();
    expect(card).toBeInTheDocument();
    expect(rendererEnglishOn()).toEqual([]);
  });

  it('shows the sender her own gift without Redeem, with a note that her friend redeems it', async () => {
    gift(giftOf());
    await renderRoute('/giftcard-share?id=900', { member: sender });
    await openCard();
    expect(await screen.findByText('Enjoy your day, Mei!')).toBeInTheDocument();
    expect(screen.getByText('Coffee for two × 2')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('You sent this gift');
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    expect(callsOf('redeem_order')).toHaveLength(0);
  });

  it('treats giftcard id 0 as open: no card, Redeem at once', async () => {
    gift(giftOf({ giftcard_id: '0' }));
    await renderRoute('/giftcard-share?id=900', { member: recipient });
    expect(await screen.findByRole('button', { name: 'Redeem' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /tap to open/i })).not.toBeInTheDocument();
  });

  it('redeems for a member and goes to /order-received', async () => {
    gift(giftOf({ giftcard_id: '0' }));
    server.use(mockResponse('redeem_order', { ...success, message: 'Redeemed' }));
    const { router } = await renderRoute('/giftcard-share?id=900', { member: recipient });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/order-received'));
    expect(callsOf('redeem_order')[0]?.fields).toMatchObject({
      order_id: '900',
      member_id: '34',
    });
  });

  it('shows Redeem Failed with the server message', async () => {
    gift(giftOf({ giftcard_id: '0' }));
    server.use(mockFailure('redeem_order', 'This gift is not for you'));
    await renderRoute('/giftcard-share?id=900', { member: recipient });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Redeem Failed')).toBeInTheDocument();
    expect(screen.getByText('This gift is not for you')).toBeInTheDocument();
  });

  it('asks a guest to log in with type=redirect, or to open the app', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    gift(giftOf({ giftcard_id: '0' }));
    const { router } = await renderRoute('/giftcard-share?id=900');
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bring me to the app' }));
    expect(open).toHaveBeenCalledWith(appRedeemLink('900'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/login?type=redirect&id=900'));
    open.mockRestore();
  });

  it('says the gift was redeemed when it is Gifted', async () => {
    gift(giftOf({ order_status: 'Gifted' }));
    await renderRoute('/giftcard-share?id=900');
    expect(
      await screen.findByText('This gift card has been redeemed by the recipient'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('shows its recipient the closed card the first time, then the gift and View Voucher, and says it was opened', async () => {
    gift(giftOf({ order_status: 'Gifted', opened_date: '', redeemed_date: '' }));
    server.use(mockResponse('open_order', { ...success, message: 'Gift opened' }));
    await renderRoute('/giftcard-share?id=900', { member: recipient });
    expect(await screen.findByRole('button', { name: /tap to open/i })).toBeInTheDocument();
    expect(screen.queryByText('This gift card has been redeemed by the recipient')).toBeNull();
    expect(screen.queryByText('Enjoy your day, Mei!')).not.toBeInTheDocument();
    expect(callsOf('open_order')).toHaveLength(0);
    await openCard();
    expect(await screen.findByText('Enjoy your day, Mei!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Voucher' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsOf('open_order')).toHaveLength(1));
  });

  it('opens the gift directly for its recipient once it was opened', async () => {
    gift(giftOf({ order_status: 'Gifted', opened_date: '16/01/2026 09:00:00' }));
    await renderRoute('/giftcard-share?id=900', { member: recipient });
    expect(await screen.findByText('Enjoy your day, Mei!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /tap to open/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Voucher' })).toBeInTheDocument();
    expect(callsOf('open_order')).toHaveLength(0);
  });

  it('asks to open the page in the phone browser inside an in-app messaging browser', async () => {
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40');
    gift(giftOf());
    await renderRoute('/giftcard-share?id=900');
    expect(
      await screen.findByText("Please open this page in your phone's browser"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    agent.mockRestore();
  });
});

describe('given the closed view a shared link is drawn from on the server (closedGift)', () => {
  const full = giftOf({ member_name: 'Lily Ong' });

  it('keeps what the closed card shows and nothing said inside: no message, card words, ids or prices', () => {
    const closed = JSON.stringify(closedGift(full));
    for (const inside of ['Enjoy your day, Mei!', 'Happy Birthday'])
      expect(closed).not.toContain(utf8ToHex(inside));
    expect(closedGift(full)).toMatchObject({
      id: full.id,
      giftcard_id: full.giftcard_id,
      giftcard_edit_parameter: '[]',
      member_name: 'Lily Ong',
      member_id: '',
      recipient_id: '',
      recipient_name: '',
      order_no: '',
    });
    expect(closed).not.toMatch(/amount|sub_total/);
  });

  it('draws the same closed screen as the gift: its title, the card from its sender, Tap to open', async () => {
    gift(closedGift(full));
    await renderRoute('/giftcard-share?id=900');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coffee for two' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /Lily Ong/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /tap to open/i })).toBeInTheDocument();
  });
});
