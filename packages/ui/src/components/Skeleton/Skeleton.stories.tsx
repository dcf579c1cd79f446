import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';

import { Skeleton, SkeletonDetail, SkeletonList, SkeletonTiles } from './Skeleton';

const Pad = styled.div`
  display: flex;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
  & > :last-child {
    flex: 1;
  }
`;

const meta = {
  title: 'Kit/Skeleton',
  component: Skeleton,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
  // No text of its own: its pixels do not change with the language (English only).
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Lines: Story = { args: { lines: 3 } };
export const Circle: Story = { args: { circle: true, width: 48, height: 48 } };
/** A product row placeholder. */
export const Row: Story = {
  render: () => (
    <>
      <Skeleton width={72} height={72} />
      <Skeleton lines={3} />
    </>
  ),
};
/** Shaped like what it replaces: a grid of product tiles. */
export const Tiles: Story = { render: () => <SkeletonTiles /> };
/** Shaped like list rows (orders, vouchers, friends). */
export const List: Story = { render: () => <SkeletonList /> };
/** Shaped like a detail page. */
export const Detail: Story = { render: () => <SkeletonDetail /> };
