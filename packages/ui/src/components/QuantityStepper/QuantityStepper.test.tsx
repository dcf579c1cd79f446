import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithUi } from '../../testing/render';
import { clampQuantity, QuantityStepper } from './QuantityStepper';

function Harness({
  initial,
  max,
  onChange,
}: {
  initial: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('clampQuantity', () => {
  it('keeps quantities within 1..stock', () => {
    expect(clampQuantity(0, 1, 5)).toBe(1);
    expect(clampQuantity(9, 1, 5)).toBe(5);
    expect(clampQuantity(3, 1, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 1, 5)).toBe(1);
  });
  it('never goes below the minimum even when stock is 0', () => {
    expect(clampQuantity(4, 1, 0)).toBe(1);
  });
});

describe('given a QuantityStepper', () => {
  it('should disable minus at 1 and plus at the stock', async () => {
    const onChange = vi.fn();
    renderWithUi(<Harness initial={1} max={2} onChange={onChange} />);
    const user = userEvent.setup();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    await user.click(plus);
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('should show an out-of-range value clamped to the stock', () => {
    renderWithUi(<QuantityStepper value={8} max={3} onChange={() => {}} />);
    expect(screen.getByText('3')).toBeInTheDocument();
  });
});
