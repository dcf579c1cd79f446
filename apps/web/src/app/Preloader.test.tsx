import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { setLanguage } from '../lib/i18n';
import { createTestQueryClient } from '../testing/query-client';
import { AppProviders } from './AppProviders';
import { FirstLoad } from './Preloader';

async function show(element: React.ReactNode) {
  await setLanguage('eng');
  return render(<AppProviders queryClient={createTestQueryClient()}>{element}</AppProviders>);
}

const SHELL = '<div class="shell" aria-hidden="true"><div class="shell-bar"></div></div>';

afterEach(() => {
  document.getElementById('root')?.remove();
});

describe('the first load of a visit', () => {
  it('leaves the page to its shell, saying only to screen readers that it loads', async () => {
    const page = document.createElement('div');
    page.id = 'root';
    page.innerHTML = SHELL;
    document.body.append(page);
    const { container } = await show(<FirstLoad />);
    const status = screen.getByText('Loading');
    expect(status).toHaveAttribute('role', 'status');
    // Nothing drawn over or beside the shell: no column, no bar, no ring of its own.
    expect(container.querySelector('[aria-hidden]')).toBeNull();
  });

  it('draws the shell itself when the page has none', async () => {
    const { container } = await show(<FirstLoad />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    // The bar and the ring, hidden from screen readers like the page's shell.
    expect(container.querySelectorAll('[aria-hidden]')).toHaveLength(2);
  });
});
