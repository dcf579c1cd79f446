import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { serializeEditParameter } from './edit-parameter';
import { GiftCardEditor } from './GiftCardEditor';
import {
  birthdayElements,
  blankElements,
  designs,
  longCjkElements,
  musics,
  photoFile,
} from './story-fixtures';

const meta = {
  title: 'Renderer/Gift Card Editor',
  component: GiftCardEditor,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: {
    image: designs.festive,
    editParameter: serializeEditParameter(blankElements),
    musics,
    title: 'Season’s Greetings',
    onChange: fn(),
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
} satisfies Meta<typeof GiftCardEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

function choose(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** What the sender starts from: placeholders, an empty photo slot, no music. */
export const Blank: Story = {};

/** Filled in: text, a photo from the server and a chosen music. */
export const Filled: Story = {
  args: { image: designs.birthday, editParameter: serializeEditParameter(birthdayElements) },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Write your wishes' }),
      'Merry Christmas!',
    );
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Hi{Enter} there');
    await expect(message).toHaveValue('Hi there');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A photo chosen by the user: preview with Replace and Remove. */
export const PhotoChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    choose(input, photoFile());
    const slot = canvas.getByRole('group', { name: 'Your photo' });
    await expect(await within(slot).findByRole('button', { name: 'Replace' })).toBeVisible();
    await expect(within(slot).getByRole('button', { name: 'Remove' })).toBeVisible();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ files: { photo: expect.any(File) } }),
      ),
    );
  },
};

/** A file that is not an image is refused. */
export const FileRefused: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    choose(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Please choose an image file',
    );
  },
};

/** The 'Choose a music' dialog. */
export const MusicPickerOpen: Story = {
  args: { defaultMusicPickerOpen: true },
  // The open picker covers its viewport: on the docs page it gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Choose a music' });
    await expect(within(dialog).getByRole('radio', { name: 'No music' })).toBeChecked();
  },
};

/** Choosing a music and confirming with OK. */
export const MusicChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a music' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Calm Piano' }));
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('button', { name: 'Music: Calm Piano' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const LongCjkText: Story = {
  args: {
    image: designs.night,
    editParameter: serializeEditParameter(longCjkElements),
    labels: {
      message: '留言',
      chooseMusic: '选择音乐',
      uploadPhoto: '上传照片',
      replace: '更换',
      remove: '删除',
    },
  },
};

export const MalformedParameter: Story = {
  args: { editParameter: 'not json' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalled());
  },
};
