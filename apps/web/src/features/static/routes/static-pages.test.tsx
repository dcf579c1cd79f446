import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockOperation } from '@ugift/api-client/mocks';

import { APP_STORE_URL, PLAY_STORE_URL } from '../../../config/app';
import { browser } from '../../../lib/platform';
import { currentLocation, renderRoute } from '../../../testing/render-route';
import { setupMockBackend } from '../../../testing/mock-backend';
import { automaticTarget } from './Invitation';

const { server: mock } = setupMockBackend();

afterEach(() => vi.restoreAllMocks());

/** Records the fields of every track_link call. */
function recordTracks() {
  const calls: Record<string, unknown>[] = [];
  mock.use(
    mockOperation('track_link', (fields) => {
      calls.push(fields as Record<string, unknown>);
      return undefined;
    }),
  );
  return calls;
}

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const WECHAT = `${IPHONE} MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN`;

describe('given the blue top bar of the text pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-n-conditions', 'Terms & Conditions'],
    ['/support', 'Support'],
    ['/contact-us', 'Contact Us'],
    ['/maintenance', 'Site is Under Maintenance'],
    ['/500', 'Internal Server Error'],
    ['/nowhere', 'Sorry, page not found'],
  ])(
    '%s should title the top bar and go home from its back arrow when opened directly',
    async (path, title) => {
      const { router } = await renderRoute(path);
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      const bar = heading.closest('header');
      expect(bar).not.toBeNull();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(currentLocation(router)).toBe('/home'));
    },
  );

  it('should go back to the previous page from the back arrow', async () => {
    const { router } = await renderRoute('/register');
    await userEvent.click(await screen.findByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/register'));
  });
});

describe('given the static pages', () => {
  it('should show the privacy policy with 13 sections, last updated 15 Jan 2022', async () => {
    await renderRoute('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText('Last updated: 15 Jan 2022')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(13);
    expect(screen.getAllByRole('region')).toHaveLength(13);
  });

  it('should show the privacy policy in Japanese with the date in Japanese', async () => {
    await renderRoute('/privacy-policy', { language: 'jp' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'プライバシーポリシー' }),
    ).toBeVisible();
    expect(screen.getByText('最終更新日：2022年1月15日')).toBeInTheDocument();
  });

  it('should put the terms under Singapore law', async () => {
    await renderRoute('/terms-n-conditions');
    expect(await screen.findByRole('heading', { name: '7. Governing law' })).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of Singapore/)).toBeInTheDocument();
  });

  it('should give the contact email and the 48-hour reply', async () => {
    await renderRoute('/contact-us');
    expect(await screen.findByRole('link', { name: 'support@ugift.com' })).toHaveAttribute(
      'href',
      'mailto:support@ugift.com',
    );
    expect(screen.getByText('We will reply within 48 hours.')).toBeInTheDocument();
  });

  it('should link the support page to the contact page', async () => {
    await renderRoute('/support');
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it('should show the maintenance and 500 texts', async () => {
    await renderRoute('/maintenance');
    expect(await screen.findByRole('heading', { name: 'Site is Under Maintenance' })).toBeVisible();
    expect(screen.getByText('Please check back in sometime.')).toBeInTheDocument();
  });

  it('should show Internal Server Error on the 500 page', async () => {
    await renderRoute('/500');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  });

  it('should show the landing page with both store badges and the privacy link', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    await renderRoute('/invitation');
    expect(await screen.findByRole('heading', { name: 'Welcome to Ugift' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      PLAY_STORE_URL,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    // jsdom is no phone: nothing opens by itself.
    expect(open).not.toHaveBeenCalled();
  });

  it('should open the app with the referral', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    await renderRoute('/invitation?referral=ABC123&source=sms&id=5');
    expect(await screen.findByRole('link', { name: 'Open the Ugift app' })).toHaveAttribute(
      'href',
      'ugift://register?referral=ABC123',
    );
    // The page opens the app from an effect, which may run after the link is first seen.
    await waitFor(() => expect(open).toHaveBeenCalledWith('ugift://register?referral=ABC123'));
  });
});

describe('given the landing page visit', () => {
  it('should count a guest visit with the link source and member id 0', async () => {
    vi.spyOn(browser, 'open').mockImplementation(() => {});
    const tracks = recordTracks();
    await renderRoute('/invitation?id=5&referral=ABC123&source=whatsapp');
    await waitFor(() => expect(tracks).toHaveLength(1));
    expect(tracks[0]).toEqual({
      source: 'whatsapp',
      member_id: '0',
      api_key: 'ugift-web-dev-key',
    });
  });

  it("should count a member's visit under the member id, with 'web' when no source is given", async () => {
    const tracks = recordTracks();
    await renderRoute('/invitation', { member: { member_id: '12' } });
    await waitFor(() => expect(tracks).toHaveLength(1));
    expect(tracks[0]).toMatchObject({ source: 'web', member_id: '12' });
  });

  it('should show the page even when counting fails', async () => {
    mock.use(mockOperation('track_link', () => new Response(null, { status: 500 })));
    await renderRoute('/invitation?source=sms');
    expect(await screen.findByRole('heading', { name: 'Welcome to Ugift' })).toBeVisible();
  });

  it('should open the App Store by itself on an iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    await renderRoute('/invitation?source=sms');
    await waitFor(() => expect(open).toHaveBeenCalledWith(APP_STORE_URL));
  });

  it('should ask WeChat users to use the phone browser and open nothing', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT);
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    await renderRoute('/invitation?referral=ABC123&source=wechat');
    expect(await screen.findByRole('alert')).toHaveTextContent('Open in your browser');
    expect(screen.queryByRole('link', { name: 'Open the Ugift app' })).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('automaticTarget', () => {
  it('should open the store of the phone, the app with a referral, nothing in WeChat', () => {
    expect(automaticTarget('ios', null)).toBe(APP_STORE_URL);
    expect(automaticTarget('android', null)).toBe(PLAY_STORE_URL);
    expect(automaticTarget('other', null)).toBeNull();
    expect(automaticTarget('android', 'R1')).toBe('ugift://register?referral=R1');
    expect(automaticTarget('wechat', 'R1')).toBeNull();
  });
});
