import { hexToUtf8, utf8ToHex } from './hex';
import { type Result, err, ok } from './result';

/** Element types of a card edit parameter (spec section 3). */
export const ELEMENT_TYPES = [
  'message',
  'text',
  'custom_text',
  'image',
  'sticker',
  'music',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Types whose content is text, kept on the wire as the hex of its UTF-8 bytes. */
export const TEXT_TYPES = ['message', 'text', 'custom_text'] as const;
export type TextType = (typeof TEXT_TYPES)[number];

/** Text size presets. */
export const TEXT_SIZES = ['s', 'm', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

interface ElementFields {
  /** Unique within the card; uploaded photos travel under this key. */
  key: string;
  /** Hint shown while the element is empty (plain text, not hex). */
  placeholder: string;
  /** Left edge, as a ratio (0..1) of the 686 px design width. */
  xpos: number;
  /** Top edge, as a ratio (0..1) of the 460 px design height. */
  ypos: number;
  /** Width, as a ratio (0..1) of the design width. */
  width: number;
  /** Height, as a ratio (0..1) of the design height. */
  height: number;
  /** CSS font family; '' for the default. */
  fontfamily: string;
  /** CSS colour; '' for the default. */
  fontcolor: string;
  /** Font size in design pixels (686 px wide card); null for the size preset or default. */
  fontsize: number | null;
  /** Size preset used when fontsize is null. */
  size: TextSize | null;
  /**
   * Fields this renderer does not know, kept so that serialising gives them back to the server.
   * Absent when there are none.
   */
  extra?: Record<string, JsonValue>;
}

/**
 * What an element holds when its source says nothing of a field: empty texts, no size. Spread it
 * under the fields you set (`{ ...ELEMENT_DEFAULTS, type, key, xpos, ypos, width, height }`).
 */
export const ELEMENT_DEFAULTS = {
  content: '',
  placeholder: '',
  fontfamily: '',
  fontcolor: '',
  fontsize: null,
  size: null,
} as const satisfies Partial<Omit<ElementFields, 'key'>> & { content: string };

/** message, text or custom_text; content is the decoded text. */
export interface TextElement extends ElementFields {
  type: TextType;
  content: string;
}

/** A photo slot; content is the image URL, or '' for an empty slot. */
export interface ImageElement extends ElementFields {
  type: 'image';
  content: string;
}

/** A fixed decoration; content is the image URL. */
export interface StickerElement extends ElementFields {
  type: 'sticker';
  content: string;
}

/** The card's music; content is the music id ('' for none). */
export interface MusicElement extends ElementFields {
  type: 'music';
  content: string;
}

export type CardElement = TextElement | ImageElement | StickerElement | MusicElement;

/** One problem found in an edit parameter, located by a path such as `[2].xpos`. */
export interface EditParameterIssue {
  path: string;
  message: string;
}

export interface EditParameterError {
  /** A one-line summary for logs and error displays. */
  message: string;
  issues: EditParameterIssue[];
}

export interface ParseEditParameterOptions {
  /**
   * Strict: any invalid element makes the whole parameter an error (for tests and editors).
   * Lenient (the default, for drawing): invalid elements are dropped and listed in `warnings`,
   * so the others still draw.
   */
  strict?: boolean;
}

/** The parsed elements; in lenient mode, `warnings` lists what was dropped (absent when nothing). */
export type ParsedEditParameter = Result<CardElement[], EditParameterError> & {
  warnings?: EditParameterIssue[];
};

/** Types the card does not draw (the message shows under the card, music plays): no geometry. */
const UNDRAWN_TYPES: readonly string[] = ['message', 'music'];

const KNOWN_FIELDS = [
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
] as const;
const KNOWN = new Set<string>(KNOWN_FIELDS);

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export function isTextType(type: ElementType): type is TextType {
  return (TEXT_TYPES as readonly string[]).includes(type);
}

/** Servers send numbers as strings ("0.25"); both are accepted. */
function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : undefined;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n + 0 : undefined;
  }
  return undefined;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** An element's key as a string (servers may send a number), or undefined when it has none. */
function keyOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const key = (raw as Record<string, unknown>).key;
  if (typeof key === 'string' && key !== '') return key;
  if (typeof key === 'number' && Number.isInteger(key)) return String(key);
  return undefined;
}

function parseElement(
  raw: unknown,
  path: string,
  issues: EditParameterIssue[],
): CardElement | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    issues.push({ path, message: `expected an element object, got ${describe(raw)}` });
    return undefined;
  }
  const record = raw as Record<string, unknown>;
  const start = issues.length;
  const issue = (field: string, message: string) =>
    issues.push({ path: `${path}.${field}`, message });

  const type = record.type;
  if (typeof type !== 'string' || !(ELEMENT_TYPES as readonly string[]).includes(type)) {
    issue('type', `expected one of ${ELEMENT_TYPES.join(', ')}, got ${describe(type)}`);
  }

  const key = keyOf(record) ?? '';
  if (key === '') issue('key', `expected a non-empty string, got ${describe(record.key)}`);

  const text = (field: 'placeholder' | 'fontfamily' | 'fontcolor'): string => {
    const value = record[field];
    if (value === undefined || value === null) return '';
    if (typeof value === 'string') return value;
    issue(field, `expected a string, got ${describe(value)}`);
    return '';
  };
  const placeholder = text('placeholder');
  const fontfamily = text('fontfamily');
  const fontcolor = text('fontcolor');

  const undrawn = typeof type === 'string' && UNDRAWN_TYPES.includes(type);
  const ratio = (field: 'xpos' | 'ypos' | 'width' | 'height'): number => {
    const value = record[field];
    // The spec lets a message or music element leave out positions: 0 keeps the wire form whole.
    if (undrawn && (value === undefined || value === null || value === '')) return 0;
    const n = readNumber(value);
    if (n === undefined || n < 0 || n > 1) {
      issue(field, `expected a ratio from 0 to 1, got ${describe(record[field])}`);
      return 0;
    }
    return n;
  };
  const xpos = ratio('xpos');
  const ypos = ratio('ypos');
  const width = ratio('width');
  const height = ratio('height');

  let fontsize: number | null = null;
  if (record.fontsize !== undefined && record.fontsize !== null && record.fontsize !== '') {
    const n = readNumber(record.fontsize);
    if (n === undefined || n <= 0) {
      issue('fontsize', `expected a positive number, got ${describe(record.fontsize)}`);
    } else fontsize = n;
  }

  let size: TextSize | null = null;
  if (record.size !== undefined && record.size !== null && record.size !== '') {
    if ((TEXT_SIZES as readonly unknown[]).includes(record.size)) size = record.size as TextSize;
    else issue('size', `expected one of ${TEXT_SIZES.join(', ')}, got ${describe(record.size)}`);
  }

  let content = '';
  const rawContent = record.content;
  if (rawContent === undefined || rawContent === null) content = '';
  else if (typeof rawContent === 'string') content = rawContent;
  else if (type === 'music' && typeof rawContent === 'number' && Number.isInteger(rawContent)) {
    content = String(rawContent);
  } else issue('content', `expected a string, got ${describe(rawContent)}`);

  if (typeof type === 'string' && isTextType(type as ElementType) && content !== '') {
    const decoded = hexToUtf8(content);
    if (decoded.ok) content = decoded.value;
    else issue('content', `expected the hex of UTF-8 text: ${decoded.error.message}`);
  }

  if (issues.length > start) return undefined;

  const element = {
    type: type as ElementType,
    key,
    content,
    placeholder,
    xpos,
    ypos,
    width,
    height,
    fontfamily,
    fontcolor,
    fontsize,
    size,
  } as CardElement;
  const extraEntries = Object.entries(record).filter(([name]) => !KNOWN.has(name));
  // fromEntries defines own properties, so even a "__proto__" field is kept as data.
  if (extraEntries.length > 0) element.extra = Object.fromEntries(extraEntries) as never;
  return element;
}

/**
 * Checks an already-parsed value (for example the `edit_parameter` of a response that was decoded
 * as a whole) and returns typed elements, or every problem found.
 */
export function parseEditElements(
  value: unknown,
  options: ParseEditParameterOptions = {},
): ParsedEditParameter {
  if (!Array.isArray(value)) {
    const issues = [{ path: '', message: `expected a list of elements, got ${describe(value)}` }];
    return err({ message: `Invalid edit parameter: ${issues[0]!.message}`, issues });
  }
  const issues: EditParameterIssue[] = [];
  const elements: CardElement[] = [];
  const seen = new Map<string, number>();
  value.forEach((raw, index) => {
    const element = parseElement(raw, `[${index}]`, issues);
    // Keys are checked even on invalid elements, so one pass reports every problem.
    const key = keyOf(raw);
    const first = key === undefined ? undefined : seen.get(key);
    if (key !== undefined && first !== undefined) {
      issues.push({
        path: `[${index}].key`,
        message: `duplicate key ${JSON.stringify(key)} (also at [${first}])`,
      });
      return;
    }
    if (key !== undefined) seen.set(key, index);
    if (element) elements.push(element);
  });
  if (issues.length > 0 && !options.strict) return { ok: true, value: elements, warnings: issues };
  if (issues.length > 0) {
    const [first] = issues;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    return err({
      message: `Invalid edit parameter: ${first!.path} ${first!.message}${more}`,
      issues,
    });
  }
  return ok(elements);
}

/**
 * Parses the edit parameter's JSON text into typed elements; text contents come back decoded.
 * An empty or blank string is a card without elements. Text that is not a JSON list is an error;
 * an invalid element is dropped with a warning (or, with `strict`, an error that lists every
 * problem by path). This never throws.
 */
export function parseEditParameter(
  json: string,
  options: ParseEditParameterOptions = {},
): ParsedEditParameter {
  if (typeof json !== 'string') return parseEditElements(json, options);
  if (json.trim() === '') return ok([]);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return err({
      message: `Invalid edit parameter: not JSON (${detail})`,
      issues: [{ path: '', message: `not JSON: ${detail}` }],
    });
  }
  return parseEditElements(value, options);
}

/** The wire form of one element: text contents hex-encoded, every known field present. */
export function toWireElement(element: CardElement): Record<string, JsonValue> {
  const known: [string, JsonValue][] = [
    ['type', element.type],
    ['key', element.key],
    ['content', isTextType(element.type) ? utf8ToHex(element.content) : element.content],
    ['placeholder', element.placeholder],
    ['xpos', element.xpos],
    ['ypos', element.ypos],
    ['width', element.width],
    ['height', element.height],
    ['fontfamily', element.fontfamily],
    ['fontcolor', element.fontcolor],
    ['fontsize', element.fontsize ?? ''],
    ['size', element.size ?? ''],
  ];
  const extra = Object.entries(element.extra ?? {}).filter(([name]) => !KNOWN.has(name));
  return Object.fromEntries([...known, ...extra]);
}

/** Serialises elements back to the edit parameter's JSON text (the inverse of parsing). */
export function serializeEditParameter(elements: readonly CardElement[]): string {
  return JSON.stringify(elements.map(toWireElement));
}

/** The message element's text, or '' when the card has none. */
export function getMessage(elements: readonly CardElement[]): string {
  return elements.find((element) => element.type === 'message')?.content ?? '';
}

/** The chosen music id, or '' when the card has none. */
export function getMusicId(elements: readonly CardElement[]): string {
  return elements.find((element) => element.type === 'music')?.content ?? '';
}
