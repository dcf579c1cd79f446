import type { SeedGiftcard } from './catalogue';

export function utf8Hex(text: string): string {
  return Buffer.from(text, 'utf8').toString('hex');
}

interface Element {
  type: 'message' | 'text' | 'custom_text' | 'image' | 'sticker' | 'music';
  key: string;
  content: string;
  placeholder: string;
  xpos: number;
  ypos: number;
  width: number;
  height: number;
  fontfamily: string;
  fontcolor: string;
  fontsize: number | null;
  size: 's' | 'm' | 'larger' | null;
}

const base = { fontfamily: '', fontcolor: '', fontsize: null, size: null } as const;

/**
 * A card's edit parameter (spec section 3): positions are ratios of the 686x460 design, and the
 * contents of message, text and custom_text are the hex of their UTF-8 bytes.
 */
export function editParameterFor(card: SeedGiftcard, message = '', musicId = ''): string {
  const title: Element = {
    ...base,
    type: 'text',
    key: 'title',
    content: utf8Hex(card.names.en),
    placeholder: 'Title',
    xpos: 0.08,
    ypos: 0.04,
    width: 0.84,
    height: 0.16,
    fontfamily: 'Georgia, serif',
    fontcolor: '#ffffff',
    fontsize: 40,
  };
  const messageElement: Element = {
    ...base,
    type: 'message',
    key: 'message',
    content: utf8Hex(message),
    placeholder: 'Write your message',
    xpos: 0.52,
    ypos: 0.3,
    width: 0.42,
    height: 0.5,
    fontcolor: '#333333',
    size: 'm',
  };
  const music: Element = {
    ...base,
    type: 'music',
    key: 'music',
    content: musicId,
    placeholder: 'Choose a music',
    xpos: 0,
    ypos: 0,
    width: 0,
    height: 0,
  };
  if (!card.editable) return JSON.stringify([title, messageElement, music]);
  const elements: Element[] = [
    title,
    {
      ...base,
      type: 'custom_text',
      key: 'to',
      content: utf8Hex('Dear friend'),
      placeholder: 'To',
      xpos: 0.52,
      ypos: 0.2,
      width: 0.42,
      height: 0.08,
      fontcolor: '#ffffff',
      size: 's',
    },
    {
      ...base,
      type: 'image',
      key: 'photo1',
      content: '',
      placeholder: 'Add a photo',
      xpos: 0.06,
      ypos: 0.24,
      width: 0.42,
      height: 0.62,
    },
  ];
  if (card.id % 2 === 0) {
    elements.push({
      ...base,
      type: 'image',
      key: 'photo2',
      content: '',
      placeholder: 'Add another photo',
      xpos: 0.3,
      ypos: 0.7,
      width: 0.18,
      height: 0.24,
    });
  }
  elements.push(
    {
      ...base,
      type: 'sticker',
      key: 'sticker1',
      content: `/api/media/sticker/${['star', 'heart', 'balloon'][card.id % 3]}.svg`,
      placeholder: '',
      xpos: 0.86,
      ypos: 0.78,
      width: 0.1,
      height: 0.15,
    },
    messageElement,
    music,
  );
  return JSON.stringify(elements);
}
