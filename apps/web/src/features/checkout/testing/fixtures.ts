import type { Giftcard, GiftcardGroup } from '@ugift/api-client';
import { type CardElement, serializeEditParameter } from '@ugift/giftcard-renderer';

import { elementBase } from '../../../testing/data';
import { media } from '../../../testing/media';

const elements: CardElement[] = [
  {
    ...elementBase,
    type: 'custom_text',
    key: 'wish',
    content: 'Happy Birthday',
    placeholder: 'Your wishes',
    xpos: 0.1,
    ypos: 0.1,
    width: 0.8,
    height: 0.2,
  },
  {
    ...elementBase,
    type: 'message',
    key: 'message',
    content: '',
    placeholder: 'Message',
    xpos: 0,
    ypos: 0,
    width: 0,
    height: 0,
  },
];

export function cardOf(overrides: Partial<Giftcard> = {}): Giftcard {
  return {
    id: '7',
    image: media.card,
    image_thumbnail: media.card,
    is_editable: 'Yes',
    edit_parameter: serializeEditParameter(elements),
    multiple_languages: { en: { name: 'Birthday balloons' }, cn: { name: '生日气球' } },
    category_name: 'Birthday',
    ...overrides,
  };
}

export const groups: GiftcardGroup[] = [
  {
    category_name: 'Birthday',
    giftcards: [
      cardOf(),
      cardOf({
        id: '8',
        is_editable: 'No',
        edit_parameter: '',
        multiple_languages: { en: { name: 'Birthday cake' } },
      }),
    ],
  },
  {
    category_name: 'Thank you',
    giftcards: [
      cardOf({
        id: '9',
        category_name: 'Thank you',
        multiple_languages: { en: { name: 'Thank you flowers' } },
      }),
    ],
  },
];
