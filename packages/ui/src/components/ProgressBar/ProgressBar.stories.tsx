import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';

import { ProgressBar } from './ProgressBar';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/ProgressBar',
  component: ProgressBar,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { value: 40, message: 'Invite 3 more friends to earn 5,000 points' },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  },
};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, message: 'Completed' } };
export const Clamped: Story = { args: { value: 140, message: undefined } };
export const NoPercentage: Story = { args: { showPercentage: false } };
