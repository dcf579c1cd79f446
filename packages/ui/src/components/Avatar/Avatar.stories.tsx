import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';

import { brokenImageUrl, pictureUrl } from '../../stories/fixtures';
import { Avatar } from './Avatar';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/Avatar',
  component: Avatar,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { name: 'Alice Tan' },
  decorators: [
    (Story) => (
      <Row>
        <Story />
      </Row>
    ),
  ],
  // No text of its own: its pixels do not change with the language (English only).
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = { args: { src: pictureUrl('A') } };
export const Initial: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Alice Tan' })).toHaveTextContent(
      'A',
    );
  },
};
/** A phone number as the name: its first digit. */
export const PhoneInitial: Story = { args: { name: '+6591234567' } };
/** A broken picture falls back to the initial. */
export const BrokenPicture: Story = {
  args: { src: brokenImageUrl, name: 'bob' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('B')).toBeVisible();
  },
};
export const Sizes: Story = {
  render: (args) => (
    <>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </>
  ),
};
/** A CJK name: its initial is its first character (content, in any interface language). */
export const CjkName: Story = { args: { name: '王小明' } };
