import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Button } from '../Button/Button';
import { renderWithUi } from '../../testing/render';
import { useToast } from './ToastProvider';

function Trigger({ onUndo }: { onUndo: () => void }) {
  const toast = useToast();
  return (
    <Button
      onClick={() =>
        toast.show('Removed Movie ticket', {
          duration: 0,
          action: { label: 'Undo', onClick: onUndo },
        })
      }
    >
      Remove
    </Button>
  );
}

describe('given a toast with an action', () => {
  it('should run the action once and hide the toast when the action is chosen', async () => {
    const onUndo = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<Trigger onUndo={onUndo} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const region = screen.getByRole('status');
    expect(within(region).getByText('Removed Movie ticket')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(region).queryByText('Removed Movie ticket')).toBeNull());
  });

  it('should not run the action when the toast is dismissed', async () => {
    const onUndo = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<Trigger onUndo={onUndo} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onUndo).not.toHaveBeenCalled();
    expect(screen.queryByText('Removed Movie ticket')).toBeNull();
  });
});
