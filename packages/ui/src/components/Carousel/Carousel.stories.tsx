import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { pictureUrl } from '../../stories/fixtures';
import { palette } from '../../theme/tokens';
import { Carousel } from './Carousel';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

const slides = [
  <img key="1" src={pictureUrl('Mother’s Day')} alt="Mother’s Day gift cards" />,
  <img
    key="2"
    src={pictureUrl('Coffee', palette.orange50, palette.orange700)}
    alt="Coffee deals"
  />,
  <img
    key="3"
    src={pictureUrl('Invite', palette.green50, palette.green700)}
    alt="Invite a friend"
  />,
];

const meta = {
  title: 'Kit/Carousel',
  component: Carousel,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { slides, onIndexChange: fn() },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The test runner prefers reduced motion, so the carousel starts paused (Play is offered);
 * the timing itself is unit-tested with fake timers.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: uiText('carousel.goTo', { index: 2 }) }),
    );
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await expect(
      canvas.getByRole('button', { name: uiText('carousel.goTo', { index: 2 }) }),
    ).toHaveAttribute('aria-current', 'true');
  },
};
export const ThirdSlide: Story = { args: { defaultIndex: 2 } };
export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };
export const NoAutoPlay: Story = { args: { autoPlay: false } };
