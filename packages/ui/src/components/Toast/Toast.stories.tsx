import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { Button } from '../Button/Button';
import { Toast } from './Toast';
import { useToast } from './ToastProvider';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/Toast',
  component: Toast,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { message: 'Copied', onDismiss: fn() },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: uiText('toast.dismiss') }),
    );
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
export const Success: Story = { args: { variant: 'success', message: 'Profile updated' } };
export const Danger: Story = { args: { variant: 'danger', message: 'Cart Update Failed' } };
export const WithoutDismiss: Story = { args: { onDismiss: undefined } };

function Trigger() {
  const toast = useToast();
  return <Button onClick={() => toast.show('Send order success', { duration: 0 })}>Show</Button>;
}

/** useToast() shows a toast in UiProvider's polite live region. */
export const FromHook: Story = {
  render: () => <Trigger />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show' }));
    const region = screen.getByRole('status');
    await expect(within(region).getByText('Send order success')).toBeVisible();
  },
};

/** With one action, such as Undo after removing a basket line. */
export const WithAction: Story = {
  args: { message: 'Removed Movie ticket', action: { label: 'Undo', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Undo' }));
    await expect(args.action?.onClick).toHaveBeenCalled();
  },
};
