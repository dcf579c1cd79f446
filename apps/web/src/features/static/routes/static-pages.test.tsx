import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { APP_STORE_URL, PLAY_STORE_URL } from '../../../config/app';
import { browser } from '../../../lib/platform';
import { renderRoute } from '../../../testing/render-route';
import { automaticTarget } from './Invitation';

afterEach(() => vi.restoreAllMocks());

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
    expect(screen.getByText('最終更新日：15 1月 2022')).toBeInTheDocument();
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
    expect(open).toHaveBeenCalledWith('ugift://register?referral=ABC123');
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
