import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
import { uiText } from '../../stories/text';
import { showPressed } from '../../testing/pressed';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/QuantityStepper',
  component: QuantityStepper,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { value: 1, max: 3, onChange: fn() },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 1 up to the stock (3): plus disables at the stock. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: uiText('stepper.increase') });
    await expect(canvas.getByRole('button', { name: uiText('stepper.decrease') })).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(plus).toBeDisabled();
  },
};
export const AtStock: Story = { args: { value: 3 } };
export const Middle: Story = { args: { value: 2, max: 10 } };
export const Disabled: Story = { args: { disabled: true, value: 2 } };
/** The 36 px − and + take taps on a 44 px area each; held down they show the pressed state. */
export const HitArea: Story = {
  args: { value: 2, max: 10 },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      const area = getComputedStyle(button, '::after');
      await expect(parseFloat(area.width)).toBeGreaterThanOrEqual(44);
      await expect(parseFloat(area.height)).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The + step while a finger holds it. */
export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('button');
    await showPressed(steps.at(-1)!);
  },
};
