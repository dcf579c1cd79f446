// fast-check arbitraries for card elements, shared by the property tests (not part of the build).
import fc from 'fast-check';

import {
  type CardElement,
  ELEMENT_TYPES,
  type ElementType,
  type JsonValue,
  TEXT_SIZES,
  isTextType,
} from './edit-parameter';

const KNOWN = [
  'type',
  'key',
  'content',
  'placeholder',
  'xpos',
  'ypos',
  'width',
  'height',
  'fontfamily',
  'fontcolor',
  'fontsize',
  'size',
];

const ratio = fc.double({ min: 0, max: 1, noNaN: true });
const anyText = fc.string({ unit: 'binary', maxLength: 40 });

const extra: fc.Arbitrary<Record<string, JsonValue> | undefined> = fc.option(
  fc
    .uniqueArray(
      fc.tuple(
        fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !KNOWN.includes(name)),
        // Extra fields come from JSON text, where -0 reads back as 0.
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)) as JsonValue),
      ),
      { minLength: 1, maxLength: 3, selector: ([name]) => name },
    )
    .map((entries) => Object.fromEntries(entries) as Record<string, JsonValue>),
  { nil: undefined },
);

function elementOf(type: ElementType, key: fc.Arbitrary<string>): fc.Arbitrary<CardElement> {
  const content = isTextType(type)
    ? anyText
    : type === 'music'
      ? fc.oneof(fc.constant(''), fc.nat().map(String))
      : fc.oneof(fc.constant(''), fc.webUrl(), anyText);
  return fc
    .record({
      key,
      content,
      placeholder: anyText,
      xpos: ratio,
      ypos: ratio,
      width: ratio,
      height: ratio,
      fontfamily: fc.constantFrom('', 'serif', 'Noto Sans CJK SC', 'Georgia, serif'),
      fontcolor: fc.constantFrom('', '#fff', '#1a2b3c', 'tomato'),
      fontsize: fc.option(fc.double({ min: 1, max: 200, noNaN: true }), { nil: null }),
      size: fc.option(fc.constantFrom(...TEXT_SIZES), { nil: null }),
      extra,
    })
    .map(({ extra: fields, ...rest }) => {
      const element = { type, ...rest } as CardElement;
      if (fields) element.extra = fields;
      return element;
    });
}

const cardElement: fc.Arbitrary<CardElement> = fc
  .constantFrom(...ELEMENT_TYPES)
  .chain((type) => elementOf(type, fc.string({ minLength: 1, maxLength: 10 })));

/** Lists of elements with unique keys, as a card has. */
export const elementList: fc.Arbitrary<CardElement[]> = fc.uniqueArray(cardElement, {
  maxLength: 12,
  selector: (element) => element.key,
});
