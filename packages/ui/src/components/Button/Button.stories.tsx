import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { Icon } from '../Icon/Icon';
import { uiText } from '../../stories/text';
import { Button } from './Button';

const meta = {
  title: 'Kit/Button',
  component: Button,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { children: 'Login', onClick: fn() },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const Pad = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
`;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Login' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'View as guest' } };
export const Link: Story = { args: { variant: 'link', children: 'Forgot password?' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel Order' } };
export const Small: Story = { args: { size: 'sm', children: 'Shop Now' } };
export const WithIcon: Story = { args: { icon: <Icon name="copy" />, children: 'Copy code' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Verify & Create Account' } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Login' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
/** Busy: a spinner, and 'Loading' for screen readers in the interface language. */
export const Loading: Story = {
  args: { loading: true, fullWidth: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent(uiText('button.loading'));
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const LongLabel: Story = {
  args: {
    fullWidth: true,
    children: 'Send Your Card to a friend with a very long label that wraps',
  },
};
/** Held down: the pressed state every tappable element of the kit shares (forced here). */
export const Pressed: Story = {
  args: { children: 'Add to Cart', ...({ 'data-pressed': '' } as object) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await expect(getComputedStyle(button).transform).not.toBe('none');
  },
};
/** A text link-button ('See all', 'Reset'): its hit area is 44 px even though it reads small. */
export const LinkHitArea: Story = {
  args: { variant: 'link', children: 'See all' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'See all' });
    const area = getComputedStyle(button, '::after');
    await expect(parseFloat(area.height)).toBeGreaterThanOrEqual(44);
    await expect(parseFloat(area.width)).toBeGreaterThanOrEqual(44);
  },
};
