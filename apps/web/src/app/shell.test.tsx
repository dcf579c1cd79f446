import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createQueryClient, QUERY_RETRIES } from './AppProviders';
import { paths } from '../config/paths';
import { Screen } from '../lib/Screen';
import { bottomBarsHeight } from '../lib/shell';
import { renderPage, renderRoute } from '../testing/render-route';

describe('given the app shell', () => {
  it.each([
    [paths.privacyPolicy, 'eng', 'Privacy Policy · Ugift'],
    [paths.login, 'eng', 'Login · Ugift'],
    [paths.home, 'eng', 'Ugift'],
  ] as const)('should title %s in %s as "%s"', async (path, language, title) => {
    await renderRoute(path, { language });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('should title a page in the visitor’s language', async () => {
    await renderRoute(paths.login, { language: 'jp' });
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} · Ugift`));
    expect(document.title).not.toBe('Login · Ugift');
  });

  it('should not move focus on the first load, and move it to the new heading after a navigation', async () => {
    const { router } = await renderRoute(paths.privacyPolicy);
    await screen.findByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate(paths.login));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Login' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('should offer a skip link to the main landmark as the first Tab stop', async () => {
    const user = userEvent.setup();
    await renderRoute(paths.privacyPolicy);
    await screen.findByRole('heading', { level: 1 });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  /** A Checkout bar laid out 72 px high at the viewport's end (jsdom lays nothing out). */
  async function renderCheckoutBar() {
    const router = await renderPage(
      <Screen title="Checkout" footer={<button type="button">Place Order</button>}>
        <p>Summary</p>
      </Screen>,
    );
    const bar = screen.getByRole('main').querySelector<HTMLElement>('[data-bar="bottom"]');
    expect(bar).not.toBeNull();
    vi.spyOn(bar!, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight - 72, width: 375, height: 72 }),
    );
    return router;
  }

  it('should keep a screen’s bottom bar inside <main> and reserve its height', async () => {
    await renderCheckoutBar();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('button', { name: 'Place Order' }),
    );
    // Nothing is measured at mount; the covered height is read when focus needs it.
    expect(bottomBarsHeight()).toBe(72);
  });

  it('should reserve nothing for a bottom bar once its screen is gone', async () => {
    const router = await renderCheckoutBar();
    expect(bottomBarsHeight()).toBe(72);
    await act(() => router.navigate('/elsewhere'));
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    expect(bottomBarsHeight()).toBe(0);
  });
});

describe('given the query client', () => {
  it('should retry a network failure once, quickly, then give up', () => {
    const options = createQueryClient().getDefaultOptions().queries!;
    const retry = options.retry as (count: number, error: unknown) => boolean;
    const network = { name: 'ApiError', kind: 'network', status: 0 };
    expect(QUERY_RETRIES).toBe(1);
    expect(retry(0, network)).toBe(true);
    expect(retry(1, network)).toBe(false);
    expect(retry(0, { name: 'ApiError', kind: 'http', status: 403 })).toBe(false);
    expect(options.retryDelay).toBeLessThanOrEqual(1000);
  });

  it('should turn an unreachable api into an error in well under 3 s, after one retry', async () => {
    const client = createQueryClient();
    let calls = 0;
    const start = Date.now();
    await client
      .fetchQuery({
        queryKey: ['unreachable'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(
            Object.assign(new Error('offline'), { name: 'ApiError', kind: 'network', status: 0 }),
          );
        },
      })
      .catch(() => null);
    expect(calls).toBe(2);
    expect(Date.now() - start).toBeLessThan(3000);
  });
});
