import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { serializeEditParameter } from './edit-parameter';
import { GiftCard } from './GiftCard';
import {
  birthdayElements,
  brokenImage,
  designs,
  everyElement,
  longCjkElements,
  missingImageElements,
  musics,
  twentyOverlays,
} from './story-fixtures';

const meta = {
  title: 'Renderer/Gift Card',
  component: GiftCard,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: {
    image: designs.birthday,
    editParameter: serializeEditParameter(birthdayElements),
    title: 'Happy Birthday',
    description: 'A pink card with confetti and balloons',
    onOpen: fn(),
    onStateChange: fn(),
    onError: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  // The renderer's text comes from its labels prop, not from the locale: English only.
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
} satisfies Meta<typeof GiftCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed card, as the recipient first sees it. */
export const Closed: Story = { args: { music: musics[0] } };

/** Halfway through the 1700 ms opening, frozen so the screenshot is stable. */
export const Opening: Story = { args: { state: 'opening', animationProgress: 0.3 } };

/** Open, with its music toggle (music waits for a tap: it never autoplays). */
export const OpenWithMusic: Story = { args: { defaultState: 'open', music: musics[0] } };

export const OpenWithoutMusic: Story = {
  args: {
    defaultState: 'open',
    image: designs.thanks,
    title: 'Thank you',
    description: 'A cream card with leaves',
    editParameter: serializeEditParameter(
      birthdayElements
        .filter((e) => e.type !== 'music')
        .map((e) =>
          e.key === 'title'
            ? { ...e, content: 'Thank you!', fontcolor: '#5b3a29' }
            : e.key === 'wish'
              ? { ...e, content: 'For everything you did this year.', fontcolor: '#5b3a29' }
              : e,
        ),
    ),
  },
};

/** Every element type and text size on one card. */
export const EveryElementAndSize: Story = {
  args: {
    defaultState: 'open',
    image: designs.festive,
    title: 'Season’s Greetings',
    description: 'A green card with golden stars',
    editParameter: serializeEditParameter(everyElement),
    music: musics[2],
  },
};

export const LongCjkText: Story = {
  args: {
    defaultState: 'open',
    image: designs.night,
    title: '新年快乐',
    description: 'A night sky with a crescent moon',
    editParameter: serializeEditParameter(longCjkElements),
    labels: { message: '留言', playMusic: '播放音乐', pauseMusic: '暂停音乐', giftCard: '礼品卡' },
  },
};

/** The design and the photos fail to load: patterned panel and labelled placeholders. */
export const MissingImages: Story = {
  args: {
    defaultState: 'open',
    image: brokenImage,
    title: 'Thank you',
    description: undefined,
    editParameter: serializeEditParameter(missingImageElements),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Team photo: Image unavailable' }),
    ).toBeVisible();
  },
};

/** Giftcard id 0: no design, treated as open; the message and music remain. */
export const NoDesign: Story = { args: { giftcardId: 0, music: musics[1] } };

/** Twenty overlays (the benchmark's card). */
export const TwentyOverlays: Story = {
  args: {
    defaultState: 'open',
    image: designs.night,
    title: 'Busy card',
    description: undefined,
    editParameter: serializeEditParameter(twentyOverlays()),
  },
};

/** Themed through CSS custom properties. */
export const ThemedCover: Story = {
  args: {
    image: designs.festive,
    style: {
      ['--ugift-card-accent' as string]: '#1d6b4a',
      ['--ugift-card-radius' as string]: '4px',
    },
  },
};

/** Tap to open: with reduced motion (as in the test runner) the card opens at once. */
export const TapToOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tap to open' }));
    await expect(await canvas.findByText('Happy Birthday!')).toBeVisible();
    await expect(canvas.getByRole('figure')).toHaveAttribute('data-state', 'open');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** A malformed edit parameter: the design without overlays, and onError. */
export const MalformedParameter: Story = {
  // Not a list at all (cut-off JSON): the card reports it and draws no overlays. (An invalid
  // element inside a list is only skipped, with a console warning.)
  args: { defaultState: 'open', editParameter: '[{"type":"text","key":1,' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalled());
  },
};
