import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { UiProvider } from '@ugift/ui';

import { OfflineNotice } from './OfflineNotice';

describe('given several offline notices on one screen', () => {
  it('should show the notice once, and the next one when the first goes', async () => {
    const view = render(
      <UiProvider>
        <MemoryRouter>
          <OfflineNotice />
          <OfflineNotice />
          <OfflineNotice />
          <OfflineNotice />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    view.rerender(
      <UiProvider>
        <MemoryRouter>
          <OfflineNotice key="b" />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    view.unmount();
  });
});
