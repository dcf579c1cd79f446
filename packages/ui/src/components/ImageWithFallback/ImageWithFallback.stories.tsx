import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';

import { brokenImageUrl, pictureUrl } from '../../stories/fixtures';
import { ImageWithFallback } from './ImageWithFallback';

const Frame = styled.div`
  width: calc(var(--ug-sizes-card-image) * 2);
  height: var(--ug-sizes-card-image);
  margin: var(--ug-space-space400);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const meta = {
  title: 'Kit/ImageWithFallback',
  component: ImageWithFallback,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { src: pictureUrl('Gift'), alt: 'Gift card', onFallback: fn() },
  // A picture: nothing it draws or its plays assert changes with the language (its only
  // translated text is in an aria-label), so it is captured in English only.
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ImageWithFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The image fails: the fallback image is shown. */
export const FallbackImage: Story = {
  args: { src: brokenImageUrl, fallbackSrc: pictureUrl('Fallback') },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onFallback).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img')).toHaveAttribute('data-fallback', 'true'),
    );
  },
};
/** Both fail (or no source): a neutral placeholder keeps the layout. */
export const Placeholder: Story = {
  args: { src: brokenImageUrl },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: /Gift card/ })).toBeInTheDocument(),
    );
  },
};
export const NoSource: Story = { args: { src: undefined } };
