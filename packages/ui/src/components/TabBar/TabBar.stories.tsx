import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TabBar } from './TabBar';
import { uiText } from '../../stories/text';
import { showPressed } from '../../testing/pressed';

const meta = {
  title: 'Kit/TabBar',
  component: TabBar,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { active: 'home', onNavigate: fn() },
  // Links would leave the story: keep the click, drop the navigation.
  render: (args) => (
    <div onClickCapture={(event) => event.preventDefault()}>
      <TabBar {...args} />
    </div>
  ),
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: uiText('tabBar.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: uiText('tabBar.wallet') })).toHaveAttribute(
      'href',
      '/vouchers',
    );
    await userEvent.click(canvas.getByRole('link', { name: uiText('tabBar.profile') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('profile');
  },
};
export const Wallet: Story = { args: { active: 'wallet' } };
export const Customise: Story = { args: { active: 'customise' } };
export const Notifications: Story = {
  args: { active: 'notifications', counts: { notifications: 5 } },
};
export const Profile: Story = { args: { active: 'profile' } };
export const NoneActive: Story = { args: { active: undefined } };

/** A tab while a finger holds it. */
export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const [tab] = within(canvasElement).getAllByRole('link');
    await showPressed(tab!);
  },
};
