import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithUi } from '../../testing/render';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { SortModal } from '../SortModal/SortModal';
import { BottomSheet, Modal } from './Modal';
import { pageScrollLocked } from './scroll-lock';

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

    it('should keep the page from scrolling while open, and give it back its own styles', async () => {
      const user = userEvent.setup();
      document.body.style.overflow = 'clip';
      renderWithUi(<ModalHarness kind={kind} />);
      await user.click(screen.getByRole('button', { name: 'How to redeem' }));
      await screen.findByRole('dialog');
      await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
      expect(pageScrollLocked()).toBe(true);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(document.body.style.overflow).toBe('clip'));
      expect(pageScrollLocked()).toBe(false);
      document.body.style.overflow = '';
    });

    it('should close when the dimmed page around it is tapped', async () => {
      const user = userEvent.setup();
      renderWithUi(<ModalHarness kind={kind} />);
      await user.click(screen.getByRole('button', { name: 'How to redeem' }));
      const dialog = await screen.findByRole('dialog');
      const overlay = dialog.previousElementSibling as HTMLElement;
      expect(overlay).toHaveAttribute('data-state', 'open');
      await user.pointer({ keys: '[MouseLeft]', target: overlay });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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

describe('given a confirm dialog over an open sheet', () => {
  function Nested() {
    const [sheet, setSheet] = useState(true);
    const [confirm, setConfirm] = useState(false);
    return (
      <BottomSheet.Root open={sheet} onOpenChange={setSheet}>
        <BottomSheet.Content title="Sort">
          <BottomSheet.Body>
            <button type="button" onClick={() => setConfirm(true)}>
              Reset
            </button>
          </BottomSheet.Body>
        </BottomSheet.Content>
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title="Reset the sort?"
          confirmLabel="Reset"
          onConfirm={() => setConfirm(false)}
        />
      </BottomSheet.Root>
    );
  }

  it('should keep the page locked until the last of them closes', async () => {
    const user = userEvent.setup();
    renderWithUi(<Nested />);
    await screen.findByRole('dialog', { name: 'Sort' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByRole('alertdialog', { name: 'Reset the sort?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The sheet is still open: the page stays locked.
    expect(screen.getByRole('dialog', { name: 'Sort' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
    expect(pageScrollLocked()).toBe(false);
  });
});
