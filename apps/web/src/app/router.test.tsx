import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { paths, protectedPaths, tabPaths } from '../config/paths';
import { currentLocation, renderRoute } from '../testing/render-route';
import { allPaths, appLocation } from './router';
import { screens } from './routes';

describe('given the app shell', () => {
  it('should redirect / to /home', async () => {
    const { router } = await renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('should show the 404 page on an unknown path', async () => {
    await renderRoute('/no-such/page');
    expect(
      await screen.findByRole('heading', { name: 'Sorry, page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it.each(protectedPaths)(
    'should send a signed-out visitor from %s to /login carrying the origin',
    async (path) => {
      const { router } = await renderRoute(`${path}?id=42`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('from')).toBe(`${path}?id=42`);
    },
  );

  it('should let a member through the guard', async () => {
    const { router } = await renderRoute('/order-topay', { member: { member_id: 7 } });
    await screen.findByRole('heading', { level: 1 });
    expect(currentLocation(router)).toBe('/order-topay');
  });

  it.each(tabPaths)('should show the tab bar on %s', async (path) => {
    await renderRoute(path, { member: { member_id: 7 } });
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 8000 });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([...tabPaths]);
  });

  it.each([paths.privacyPolicy, paths.categories, paths.basket, paths.login, '/nowhere'])(
    'should not show the tab bar on %s',
    async (path) => {
      await renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );
});

describe('appLocation', () => {
  it('should give every path of spec section 2 its own screen, none the coming-soon fallback', () => {
    const missing = allPaths.filter((path) => !screens[path]);
    expect(missing).toEqual([]);
    expect(allPaths.length).toBeGreaterThan(40);
  });

  it('should remove the base path and keep the query', () => {
    expect(appLocation('http://x/ugift/order-details?id=3', '/ugift/')).toBe('/order-details?id=3');
    expect(appLocation('http://x/order-details', '/')).toBe('/order-details');
  });
});
