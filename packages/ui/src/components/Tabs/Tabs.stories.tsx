import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { Tabs } from './Tabs';

const Panel = styled.p`
  margin: 0;
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: {
    label: 'Wallet',
    onValueChange: fn(),
    items: [
      { value: 'active', label: 'Active', content: <Panel>Active vouchers</Panel> },
      { value: 'received', label: 'Received', content: <Panel>Received vouchers</Panel> },
      { value: 'used', label: 'Past', content: <Panel>Past vouchers</Panel> },
    ],
  },
  // No text of its own: its pixels do not change with the language (English only).
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Received' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('received');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Received vouchers');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
export const SecondSelected: Story = { args: { defaultValue: 'used' } };
/** Friends: a count after the label when above zero. */
export const WithCount: Story = {
  args: {
    label: 'Friends',
    items: [
      { value: 'list_friend', label: 'Ugift Friends' },
      { value: 'list_facebook', label: 'Facebook' },
      { value: 'list_friend_request', label: 'Request', count: 2 },
    ],
  },
  // The badge is a flex item, so a browser reads the label and the number apart: 'Request 2'.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Request 2' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Facebook' })).toBeVisible();
  },
};
export const WithDisabled: Story = {
  args: {
    items: [
      { value: 'a', label: 'My Purchase' },
      { value: 'b', label: 'Sent', disabled: true },
    ],
  },
};
