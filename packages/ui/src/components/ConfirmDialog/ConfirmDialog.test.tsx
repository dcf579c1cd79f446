import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithUi } from '../../testing/render';
import { AlertDialog, ConfirmDialog, type DialogVariant } from './ConfirmDialog';

function ConfirmHarness({
  variant,
  destructive,
  onConfirm = () => {},
}: {
  variant?: DialogVariant;
  destructive?: boolean;
  onConfirm?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mark as used
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Mark this voucher as used?"
        confirmLabel="Yes, mark as used"
        variant={variant}
        destructive={destructive}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('given a destructive ConfirmDialog', () => {
  it('should open with focus on Cancel, the safe choice, for the danger variant', async () => {
    const user = userEvent.setup();
    renderWithUi(<ConfirmHarness variant="danger" />);
    await user.click(screen.getByRole('button', { name: 'Mark as used' }));
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('should open with focus on Cancel when marked destructive, and Enter should not confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithUi(<ConfirmHarness destructive onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Mark as used' }));
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as used' })).toHaveFocus());
  });

  it('should keep focus on the main action for a non-destructive confirm', async () => {
    const user = userEvent.setup();
    renderWithUi(<ConfirmHarness />);
    await user.click(screen.getByRole('button', { name: 'Mark as used' }));
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Yes, mark as used' })).toHaveFocus();
  });

  it('should give focus back to the opener after confirming', async () => {
    const user = userEvent.setup();
    renderWithUi(<ConfirmHarness variant="danger" />);
    await user.click(screen.getByRole('button', { name: 'Mark as used' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, mark as used' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as used' })).toHaveFocus());
  });
});

/** Answers the harness's login request (set by its Login button). */
let answerLogin: () => void = () => undefined;

/** 'Login failed' opens after the request, when the Login button had lost focus (disabled). */
function LoginHarness({ removeButton = false }: { removeButton?: boolean }) {
  const [failed, setFailed] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main>
      <h1>Login</h1>
      {gone ? null : (
        <button
          type="button"
          onClick={(event) => {
            // What a disabled-while-loading button does to focus in a browser.
            event.currentTarget.blur();
            if (removeButton) setGone(true);
            // The request's answer: when the test says (a timer raced the checks on a busy machine).
            answerLogin = () => setFailed(true);
          }}
        >
          Login
        </button>
      )}
      <AlertDialog
        open={failed}
        onOpenChange={setFailed}
        title="Login failed"
        message="Wrong password"
      />
    </main>
  );
}

describe('given an alert opened programmatically after an action', () => {
  it('should give focus back to the control that started the action, not <body>', async () => {
    const user = userEvent.setup();
    renderWithUi(<LoginHarness />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(document.activeElement).toBe(document.body);
    act(() => answerLogin());
    await screen.findByRole('alertdialog', { name: 'Login failed' });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus());
  });

  it('should fall back to the page heading when that control is gone', async () => {
    const user = userEvent.setup();
    renderWithUi(<LoginHarness removeButton />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    act(() => answerLogin());
    await screen.findByRole('alertdialog', { name: 'Login failed' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Login' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });
});
