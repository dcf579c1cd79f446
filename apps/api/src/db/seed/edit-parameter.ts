import {
  type CardElement,
  ELEMENT_DEFAULTS as base,
  serializeEditParameter,
} from '@ugift/giftcard-renderer/model';

import { STICKERS, type SeedGiftcard } from './catalogue';

/**
 * A card's edit parameter (spec section 3) in the renderer's model: positions are ratios of the
 * 686x460 design; the renderer's codec writes text contents as the hex of their UTF-8 bytes.
 */
export function editParameterFor(card: SeedGiftcard, message = '', musicId = ''): string {
  const title: CardElement = {
    ...base,
    type: 'text',
    key: 'title',
    content: card.names.en,
    placeholder: 'Title',
    xpos: 0.08,
    ypos: 0.04,
    width: 0.84,
    height: 0.16,
    // The card's own font (Noto Sans): a named serif the phone lacks fell back to a default serif.
    fontfamily: '',
    fontcolor: '#ffffff',
    fontsize: 40,
  };
  const messageElement: CardElement = {
    ...base,
    type: 'message',
    key: 'message',
    content: message,
    placeholder: 'Write your message',
    xpos: 0.52,
    ypos: 0.3,
    width: 0.42,
    height: 0.5,
    fontcolor: '#333333',
    size: 'm',
  };
  const music: CardElement = {
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
  if (!card.editable) return serializeEditParameter([title, messageElement, music]);
  const elements: CardElement[] = [
    title,
    {
      ...base,
      type: 'custom_text',
      key: 'to',
      content: 'Dear friend',
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
      content: `/api/media/sticker/${STICKERS[card.id % STICKERS.length]}.svg`,
      xpos: 0.86,
      ypos: 0.78,
      width: 0.1,
      height: 0.15,
    },
    messageElement,
    music,
  );
  return serializeEditParameter(elements);
}
