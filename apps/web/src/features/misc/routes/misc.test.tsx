import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../../../testing/render-route';
import { ComingSoon } from './ComingSoon';
import { NotFound } from './NotFound';

describe('given the placeholder pages', () => {
  it('should title Coming Soon in the blue top bar and go home from the back arrow', async () => {
    const router = await renderPage(<ComingSoon />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Coming Soon' });
    expect(heading.closest('header')).not.toBeNull();
    expect(screen.getByText('This screen is not available yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('should go back to the page before the 404', async () => {
    const router = await renderPage(<NotFound />, '/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, page not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
