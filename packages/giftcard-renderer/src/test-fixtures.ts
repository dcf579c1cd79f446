// Edit parameters for the unit tests (not part of the build).
import {
  type CardElement,
  ELEMENT_DEFAULTS as base,
  serializeEditParameter,
} from './edit-parameter';

export const sampleElements: CardElement[] = [
  {
    ...base,
    type: 'text',
    key: 'title',
    content: '生日快乐',
    xpos: 0.1,
    ypos: 0.1,
    width: 0.8,
    height: 0.2,
    size: 'larger',
  },
  {
    ...base,
    type: 'image',
    key: 'photo',
    content: '/api/uploads/0123456789abcdef0123456789abcdef.png',
    placeholder: 'Photo of us',
    xpos: 0.1,
    ypos: 0.4,
    width: 0.3,
    height: 0.4,
  },
  {
    ...base,
    type: 'custom_text',
    key: 'wish',
    content: 'Have a lovely day',
    placeholder: 'Your wishes',
    xpos: 0.45,
    ypos: 0.45,
    width: 0.45,
    height: 0.3,
  },
  {
    ...base,
    type: 'sticker',
    key: 'star',
    content: '/api/media/sticker/star.svg',
    xpos: 0.8,
    ypos: 0.05,
    width: 0.15,
    height: 0.15,
  },
  {
    ...base,
    type: 'message',
    key: 'msg',
    content: 'See you soon!',
    xpos: 0,
    ypos: 0,
    width: 0,
    height: 0,
  },
  { ...base, type: 'music', key: 'music', content: '3', xpos: 0, ypos: 0, width: 0, height: 0 },
];

export const sampleParameter = serializeEditParameter(sampleElements);
