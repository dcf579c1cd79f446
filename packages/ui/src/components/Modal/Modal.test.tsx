import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithUi } from '../../testing/render';
import { SortModal } from '../SortModal/SortModal';
import { BottomSheet, Modal } from './Modal';

function ModalHarness({ kind }: { kind: 'modal' | 'sheet' }) {
  const [open, setOpen] = useState(false);
  const Kit = kind === 'modal' ? Modal : BottomSheet;
  return (
    <main>
      <h1>Page</h1>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        How to redeem
      </button>
      <Kit.Root open={open} onOpenChange={setOpen}>
        <Kit.Content title="How to redeem">
          <Kit.Body>
            <p>Show the code at the counter.</p>
          </Kit.Body>
        </Kit.Content>
      </Kit.Root>
    </main>
  );
}

describe.each(['modal', 'sheet'] as const)(
  'given a %s opened from state, not a Trigger',
  (kind) => {
    it('should give focus back to the button that opened it when closed with Close', async () => {
      const user = userEvent.setup();
      renderWithUi(<ModalHarness kind={kind} />);
      await user.click(screen.getByRole('button', { name: 'How to redeem' }));
      expect(await screen.findByRole('dialog', { name: 'How to redeem' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'How to redeem' })).toHaveFocus(),
      );
    });

    it('should give focus back to the opener on Escape', async () => {
      const user = userEvent.setup();
      renderWithUi(<ModalHarness kind={kind} />);
      screen.getByRole('button', { name: 'How to redeem' }).focus();
      await user.keyboard('{Enter}');
      await screen.findByRole('dialog');
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'How to redeem' })).toHaveFocus(),
      );
      expect(document.activeElement).not.toBe(document.body);
    });

    it('should make the Close button, not an unnamed div, the first Tab stop', async () => {
      const user = userEvent.setup();
      renderWithUi(<ModalHarness kind={kind} />);
      await user.click(screen.getByRole('button', { name: 'How to redeem' }));
      const dialog = await screen.findByRole('dialog');
      // Content that fits does not make the body a Tab stop of its own.
      expect(dialog.querySelectorAll('div[tabindex="0"]')).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    });
  },
);

describe('given the Sort sheet opened by a plain button', () => {
  function SortHarness() {
    const [open, setOpen] = useState(false);
    const [value, setValue] = useState('ASC');
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Sort
        </button>
        <SortModal open={open} onOpenChange={setOpen} value={value} onApply={setValue} />
      </>
    );
  }

  it('should give focus back to Sort after Apply', async () => {
    const user = userEvent.setup();
    renderWithUi(<SortHarness />);
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sort' })).toHaveFocus());
  });
});
