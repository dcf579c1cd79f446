import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { MusicPicker } from './MusicPicker';
import { musics } from './story-fixtures';

const meta = {
  title: 'Renderer/Music Picker',
  component: MusicPicker,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { musics, selectedId: '', onSelect: fn(), onClose: fn() },
  parameters: {
    // The renderer's text comes from its labels prop, not from the locale: English only.
    chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } },
    // The dialog covers its viewport: on the docs page each story gets a frame of its own.
    docs: { story: { inline: false, height: '480px' } },
  },
} satisfies Meta<typeof MusicPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: 'No music' is selected and has focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Choose a music' });
    const none = within(dialog).getByRole('radio', { name: 'No music' });
    await expect(none).toBeChecked();
    await waitFor(() => expect(none).toHaveFocus());
  },
};

/** Opened on the music chosen before: it is selected and has focus. */
export const MusicChosenBefore: Story = {
  args: { selectedId: '2' },
  play: async ({ canvasElement }) => {
    const calm = within(canvasElement).getByRole('radio', { name: 'Calm Piano' });
    await expect(calm).toBeChecked();
    await waitFor(() => expect(calm).toHaveFocus());
  },
};

/** Choosing a track and confirming with OK hands its id over. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Jingle Sparkle' }));
    await expect(canvas.getByRole('radio', { name: 'Jingle Sparkle' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onSelect).toHaveBeenCalledWith('3');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel and Escape close without choosing. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Calm Piano' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The labels the app passes in the member's language (here Chinese), and no track list. */
export const TranslatedLabels: Story = {
  args: {
    musics: [],
    labels: {
      chooseMusic: '选择音乐',
      noMusic: '无音乐',
      ok: '确定',
      cancel: '取消',
      close: '关闭',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: '选择音乐' });
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    await expect(within(dialog).getByRole('radio', { name: '无音乐' })).toBeChecked();
  },
};
