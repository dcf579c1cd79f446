import { act } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { UgiftCardElement, defineUgiftCard } from './element';
import { sampleElements, sampleParameter } from './test-fixtures';

beforeAll(() => {
  defineUgiftCard();
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

async function mount(attributes: Record<string, string>) {
  const element = document.createElement('ugift-card');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  return element;
}

const shadow = (element: HTMLElement) => element.shadowRoot!;

describe('given <ugift-card>', () => {
  it('renders the card from its attributes into its shadow root, with its stylesheet', async () => {
    const element = await mount({
      image: 'https://cdn.test/card.png',
      'edit-parameter': sampleParameter,
      'card-title': 'Birthday',
    });
    expect(element).toBeInstanceOf(UgiftCardElement);
    const root = shadow(element);
    expect(root.querySelector('figure')?.getAttribute('data-state')).toBe('closed');
    expect(root.querySelector('button')?.textContent).toBe('Tap to open');
    expect(root.querySelector('figcaption')?.textContent).toBe('Gift card: Birthday');
    // React hoists the stylesheet into the shadow root, where it applies.
    expect(root.querySelector('style[data-href="ugift-giftcard-renderer"]')).not.toBeNull();
  });

  it('opens on a tap and dispatches ugift-statechange and ugift-open', async () => {
    vi.useFakeTimers();
    const element = await mount({ 'edit-parameter': sampleParameter });
    const states: string[] = [];
    const opened = vi.fn();
    element.addEventListener('ugift-statechange', (event) => states.push(event.detail.state));
    document.addEventListener('ugift-open', opened);
    await act(async () => shadow(element).querySelector('button')!.click());
    await act(async () => vi.advanceTimersByTime(1700));
    vi.useRealTimers();
    expect(states).toEqual(['opening', 'open']);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(shadow(element).textContent).toContain('生日快乐');
    document.removeEventListener('ugift-open', opened);
  });

  it('follows attribute changes and takes parsed elements and labels as properties', async () => {
    const element = await mount({ 'default-state': 'open', 'edit-parameter': sampleParameter });
    expect(shadow(element).textContent).toContain('Have a lovely day');
    await act(async () => {
      element.editParameter = sampleElements.map((e) =>
        e.key === 'wish' ? { ...e, content: 'Changed' } : e,
      );
      element.labels = { message: '留言' };
    });
    expect(shadow(element).textContent).toContain('Changed');
    expect(shadow(element).textContent).toContain('留言');
  });

  it('plays music only from the tap', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(window, 'matchMedia').mockReturnValue({
      matches: true,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList);
    const element = await mount({
      'music-url': 'data:audio/wav;base64,AAAA',
      'music-name': 'Tune',
    });
    expect(play).not.toHaveBeenCalled();
    await act(async () => shadow(element).querySelector('button')!.click());
    expect(play).toHaveBeenCalledTimes(1);
    expect(shadow(element).textContent).toContain('Pause music');
  });

  it('reports a malformed edit parameter with ugift-error', async () => {
    const errors: string[] = [];
    document.addEventListener('ugift-error', (event) => errors.push(event.detail.message), {
      once: true,
    });
    // Not a list: an error. (An invalid element inside a list is only skipped, with a warning.)
    await mount({ 'edit-parameter': '{"type":"text"}' });
    expect(errors).toEqual(['Invalid edit parameter: expected a list of elements, got an object']);
  });

  it('unmounts when removed', async () => {
    const element = await mount({ 'default-state': 'open' });
    await act(async () => element.remove());
    expect(shadow(element).childNodes).toHaveLength(0);
  });

  it('registers a tag name once', () => {
    expect(defineUgiftCard()).toBe(customElements.get('ugift-card'));
    expect(defineUgiftCard('my-card')).not.toBe(defineUgiftCard());
  });
});
