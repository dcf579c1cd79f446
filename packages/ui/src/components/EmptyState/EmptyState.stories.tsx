import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { title: 'Your wallet is empty', icon: 'wallet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: { action: <Button onClick={fn()}>Shop Now</Button> },
};
export const WithDescription: Story = {
  args: {
    title: 'No notifications yet',
    icon: 'bell',
    description: 'Notifications about your activity wll show up here',
  },
};
export const SearchNoResult: Story = {
  args: { title: 'Your search has no result', icon: 'search' },
};
