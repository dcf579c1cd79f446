import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type CardElement, parseEditParameter } from './edit-parameter';
import { GiftCardEditor, type GiftCardEditorValue } from './GiftCardEditor';
import { hexToUtf8 } from './hex';
import { sampleElements, sampleParameter } from './test-fixtures';

const musics = [
  { id: '3', name: 'Happy Tune', url: 'data:audio/wav;base64,AAA1' },
  { id: '4', name: 'Calm Piano', url: 'data:audio/wav;base64,AAA2' },
];

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.restoreAllMocks());

function setup(editParameter: string | CardElement[] = sampleParameter) {
  const onChange = vi.fn<(value: GiftCardEditorValue) => void>();
  const utils = render(
    <GiftCardEditor
      image="https://cdn.test/card.png"
      editParameter={editParameter}
      musics={musics}
      onChange={onChange}
    />,
  );
  const last = () => onChange.mock.calls.at(-1)![0];
  return { ...utils, onChange, last, user: userEvent.setup() };
}

const png = new File(['png'], 'me.png', { type: 'image/png' });
const pdf = new File(['pdf'], 'cv.pdf', { type: 'application/pdf' });

describe('given a GiftCardEditor', () => {
  it('edits the text areas and yields the hex-encoded edit parameter', async () => {
    const { user, last } = setup();
    const wish = screen.getByRole('textbox', { name: 'Your wishes' });
    await user.clear(wish);
    await user.type(wish, '誕生日おめでとう 🎉{Enter}x');
    const value = last();
    const element = value.elements.find((e) => e.key === 'wish')!;
    expect(element.content).toBe('誕生日おめでとう 🎉\nx');
    const wire = JSON.parse(value.editParameter) as { key: string; content: string }[];
    const hex = wire.find((e) => e.key === 'wish')!.content;
    expect(hexToUtf8(hex)).toEqual({ ok: true, value: '誕生日おめでとう 🎉\nx' });
    expect(parseEditParameter(value.editParameter)).toEqual({ ok: true, value: value.elements });
  });

  it('blocks Enter in the message and keeps it on one line when pasting', async () => {
    const { user, last } = setup();
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.clear(message);
    await user.type(message, 'Hello{Enter}there');
    expect(message).toHaveValue('Hellothere');
    fireEvent.change(message, { target: { value: 'a\nb\r\nc' } });
    expect(message).toHaveValue('a b c');
    expect(last().elements.find((e) => e.type === 'message')!.content).toBe('a b c');
  });

  it('takes an image file in a photo slot and returns it under the element key', () => {
    const { last } = setup();
    const slot = screen.getByRole('group', { name: 'Photo of us' });
    fireEvent.click(within(slot).getByRole('button', { name: 'Replace' }));
    fireEvent.change(screen.getByTestId('file-photo'), { target: { files: [png] } });
    expect(last().files).toEqual({ photo: png });
    expect(within(slot).getByRole('img', { name: 'Photo of us' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    // The element keeps its key; the server writes the stored upload's URL into content.
    expect(last().elements.find((e) => e.key === 'photo')).toMatchObject({
      type: 'image',
      key: 'photo',
    });
  });

  it('refuses files that are not images, with a message', () => {
    const { onChange } = setup();
    fireEvent.change(screen.getByTestId('file-photo'), { target: { files: [pdf] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('file-photo'), { target: { files: [png] } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a photo: empty content, no file, and an Upload photo button again', () => {
    const { last } = setup();
    const slot = screen.getByRole('group', { name: 'Photo of us' });
    fireEvent.change(screen.getByTestId('file-photo'), { target: { files: [png] } });
    fireEvent.click(within(slot).getByRole('button', { name: 'Remove' }));
    expect(last().files).toEqual({});
    expect(last().elements.find((e) => e.key === 'photo')!.content).toBe('');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(within(slot).getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
  });

  it('opens the file chooser from Upload photo', () => {
    setup(sampleElements.map((e) => (e.key === 'photo' ? { ...e, content: '' } : e)));
    const input = screen.getByTestId('file-photo') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', 'image/*');
  });
});

describe('given the music picker', () => {
  it('previews, selects and confirms a music with OK', async () => {
    const { user, last } = setup();
    await user.click(screen.getByRole('button', { name: 'Music: Happy Tune' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a music' });
    expect(within(dialog).getByRole('radio', { name: 'Happy Tune' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Happy Tune' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Play Calm Piano' }));
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Pause Calm Piano' }));
    expect(within(dialog).getByRole('button', { name: 'Play Calm Piano' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Calm Piano' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(last().elements.find((e) => e.type === 'music')!.content).toBe('4');
    expect(screen.getByRole('button', { name: 'Music: Calm Piano' })).toHaveFocus();
  });

  it('keeps the music when cancelled or closed with Escape', async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Music: Happy Tune' }));
    await user.click(screen.getByRole('radio', { name: 'Calm Piano' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Music: Happy Tune' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds a music element to a design that has none', async () => {
    const { user, last } = setup(sampleElements.filter((e) => e.type !== 'music'));
    await user.click(screen.getByRole('button', { name: 'Choose a music' }));
    await user.click(screen.getByRole('radio', { name: 'Happy Tune' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(last().elements.at(-1)).toMatchObject({ type: 'music', key: 'music', content: '3' });
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Music: Happy Tune' }));
    const ok = screen.getByRole('button', { name: 'OK' });
    act(() => ok.focus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });
});

describe('given a malformed edit parameter', () => {
  it('reports it and offers no fields', () => {
    const onError = vi.fn();
    render(<GiftCardEditor editParameter='[{"type":"text"}]' onError={onError} />);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
