// The framework-free entry: <ugift-card> renders <GiftCard> into its shadow root, for pages that
// do not use React themselves (React still runs inside, as this package's peer dependency).
import { createElement } from 'react';
import { type Root, createRoot } from 'react-dom/client';

import type { CardElement, EditParameterError } from './edit-parameter';
import { GiftCard, type GiftCardProps, type GiftCardState } from './GiftCard';
import type { Labels } from './labels';

/** Attributes <ugift-card> reads; each maps to a GiftCard prop. */
export const UGIFT_CARD_ATTRIBUTES = [
  'image',
  'edit-parameter',
  'giftcard-id',
  'music-url',
  'music-name',
  'card-title',
  'description',
  'default-state',
  'labels',
  'show-message',
] as const;

/** Event names: `ugift-open` when the card has opened, `ugift-statechange` on every state. */
export interface UgiftCardEventMap {
  'ugift-open': CustomEvent<void>;
  'ugift-statechange': CustomEvent<{ state: GiftCardState }>;
  'ugift-error': CustomEvent<EditParameterError>;
}

// On a server (no DOM) the module still loads; the class is only usable in a browser.
const Base: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * <ugift-card image="…" edit-parameter='[…]' music-url="…" card-title="…">: the gift card as
 * a custom element. Theme it with the --ugift-card-* custom properties on the element.
 * The `editParameter` and `labels` properties also take parsed values.
 */
export class UgiftCardElement extends Base {
  static get observedAttributes(): readonly string[] {
    return UGIFT_CARD_ATTRIBUTES;
  }

  #root: Root | undefined;
  #scheduled = false;
  #elements: readonly CardElement[] | undefined;
  #labels: Partial<Labels> | undefined;

  /** Parsed elements, instead of the `edit-parameter` attribute's JSON text. */
  get editParameter(): readonly CardElement[] | string | undefined {
    return this.#elements ?? this.getAttribute('edit-parameter') ?? undefined;
  }

  set editParameter(value: readonly CardElement[] | string | undefined) {
    if (typeof value === 'string') {
      this.#elements = undefined;
      this.setAttribute('edit-parameter', value);
    } else {
      this.#elements = value;
      this.#schedule();
    }
  }

  /** Translated labels, instead of the `labels` attribute's JSON text. */
  get labels(): Partial<Labels> | undefined {
    return this.#labels;
  }

  set labels(value: Partial<Labels> | undefined) {
    this.#labels = value;
    this.#schedule();
  }

  connectedCallback() {
    if (!this.#root) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const container = this.ownerDocument.createElement('div');
      shadow.append(container);
      this.#root = createRoot(container);
    }
    this.#schedule();
  }

  disconnectedCallback() {
    // Moving the element fires disconnect then connect: only unmount if it stays out.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = undefined;
      this.shadowRoot?.replaceChildren();
    });
  }

  attributeChangedCallback() {
    this.#schedule();
  }

  /** Batches attribute changes made together into one render. */
  #schedule() {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      this.#render();
    });
  }

  #labelsFromAttribute(): Partial<Labels> | undefined {
    const text = this.getAttribute('labels');
    if (!text) return undefined;
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' ? (value as Partial<Labels>) : undefined;
    } catch {
      console.warn('<ugift-card>: the labels attribute is not JSON; using the defaults');
      return undefined;
    }
  }

  #render() {
    if (!this.#root) return;
    const attr = (name: (typeof UGIFT_CARD_ATTRIBUTES)[number]) =>
      this.getAttribute(name) ?? undefined;
    const musicUrl = attr('music-url');
    const defaultState = attr('default-state') === 'open' ? 'open' : 'closed';
    const props: GiftCardProps = {
      image: attr('image'),
      editParameter: this.#elements ?? attr('edit-parameter'),
      giftcardId: attr('giftcard-id'),
      music: musicUrl ? { url: musicUrl, name: attr('music-name') } : undefined,
      title: attr('card-title'),
      description: attr('description'),
      defaultState,
      showMessage: attr('show-message') !== 'false',
      labels: this.#labels ?? this.#labelsFromAttribute(),
      onOpen: () =>
        this.dispatchEvent(new CustomEvent('ugift-open', { bubbles: true, composed: true })),
      onStateChange: (state) =>
        this.dispatchEvent(
          new CustomEvent('ugift-statechange', {
            detail: { state },
            bubbles: true,
            composed: true,
          }),
        ),
      onError: (error) =>
        this.dispatchEvent(
          new CustomEvent('ugift-error', { detail: error, bubbles: true, composed: true }),
        ),
    };
    // A changed default state starts the card over in that state.
    this.#root.render(createElement(GiftCard, { ...props, key: defaultState }));
  }
}

/**
 * Registers <ugift-card> (or another tag name) once; returns the element class.
 * Call it before using the tag: `defineUgiftCard()`.
 */
export function defineUgiftCard(tagName = 'ugift-card'): typeof UgiftCardElement {
  const registry = globalThis.customElements;
  if (!registry) throw new Error('defineUgiftCard needs a browser with custom elements');
  const existing = registry.get(tagName);
  if (existing) return existing as typeof UgiftCardElement;
  // A subclass per tag name: one class may be registered under only one name.
  const element = class extends UgiftCardElement {};
  registry.define(tagName, element);
  return element;
}

declare global {
  interface HTMLElementTagNameMap {
    'ugift-card': UgiftCardElement;
  }
  // The card's events bubble and cross the shadow boundary, up to the document.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends UgiftCardEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends UgiftCardEventMap {}
}
