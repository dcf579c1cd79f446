import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { setLanguage } from '../lib/i18n';
import { createTestQueryClient } from '../testing/query-client';
import { AppProviders } from './AppProviders';
import { FirstLoad, Preloader } from './Preloader';

const BANNER = { href: '/api/media/banner/1.svg', shape: 'banner' } as const;

async function show(element: React.ReactNode) {
  await setLanguage('eng');
  return render(<AppProviders queryClient={createTestQueryClient()}>{element}</AppProviders>);
}

afterEach(() => {
  delete window.ugiftEarly;
});

describe('the preloader', () => {
  it('says it is loading, and draws no picture of its own', async () => {
    const { container } = await show(<Preloader />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('on a first visit keeps the banner the early script drew into the shell', async () => {
    window.ugiftEarly = { picture: BANNER };
    const { container } = await show(<FirstLoad />);
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', BANNER.href);
    // Decorative here, as in the shell: the home names it once it is drawn.
    expect(picture).toHaveAttribute('alt', '');
  });

  it('shows the banner when the early script learns it after the app replaced the shell', async () => {
    window.ugiftEarly = {};
    const { container } = await show(<FirstLoad />);
    expect(container.querySelector('img')).toBeNull();
    act(() => {
      window.ugiftEarly!.picture = BANNER;
      window.dispatchEvent(new Event('ugift:early-picture'));
    });
    expect(container.querySelector('img')).toHaveAttribute('src', BANNER.href);
  });

  it('draws no picture the early script only fetched (a gift card: the renderer draws it)', async () => {
    window.ugiftEarly = { picture: { href: '/api/media/giftcard/2.svg' } };
    const { container } = await show(<FirstLoad />);
    expect(container.querySelector('img')).toBeNull();
  });
});
