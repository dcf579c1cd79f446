import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { GiftCard } from './GiftCard';
import { OPEN_DURATION_MS } from './styles';
import { sampleParameter } from './test-fixtures';

const music = { id: '3', name: 'Happy Tune', url: 'data:audio/wav;base64,AAAA' };

function stubReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  stubReducedMotion(false);
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  pause = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('given a closed GiftCard', () => {
  it('shows the design and a Tap to open button, with the overlays not yet reachable', () => {
    const { container } = render(
      <GiftCard
        image="https://cdn.test/card.png"
        editParameter={sampleParameter}
        title="Birthday"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Gift card: Birthday' })).toHaveAttribute(
      'data-state',
      'closed',
    );
    expect(screen.getByRole('button', { name: 'Tap to open' })).toBeInTheDocument();
    expect(container.querySelector('.ugc-layer')).toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: 'Play music' })).not.toBeInTheDocument();
  });

  it('opens over 1700 ms: closed, opening, open, then calls onOpen once', () => {
    vi.useFakeTimers();
    const onOpen = vi.fn();
    const onStateChange = vi.fn();
    render(
      <GiftCard
        image="https://cdn.test/card.png"
        editParameter={sampleParameter}
        onOpen={onOpen}
        onStateChange={onStateChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tap to open' }));
    const figure = screen.getByRole('figure');
    expect(figure).toHaveAttribute('data-state', 'opening');
    expect(screen.getByRole('status')).toHaveTextContent('Opening the card');
    act(() => vi.advanceTimersByTime(OPEN_DURATION_MS - 1));
    expect(figure).toHaveAttribute('data-state', 'opening');
    expect(onOpen).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(figure).toHaveAttribute('data-state', 'open');
    expect(onStateChange.mock.calls).toEqual([['opening'], ['open']]);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(figure).toHaveFocus();
  });

  it('shows the overlay texts as real text, the message below, once open', () => {
    const { container } = render(
      <GiftCard
        image="https://cdn.test/card.png"
        editParameter={sampleParameter}
        defaultState="open"
      />,
    );
    expect(container.querySelector('.ugc-layer')).not.toHaveAttribute('inert');
    expect(screen.getByText('生日快乐')).toBeVisible();
    expect(screen.getByText('Have a lovely day')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Photo of us' })).toHaveAttribute(
      'src',
      '/api/uploads/0123456789abcdef0123456789abcdef.png',
    );
    expect(screen.getByRole('region', { name: 'Message' })).toHaveTextContent('See you soon!');
  });

  it('never draws an overlay picture from another site (a tracking pixel), only our own media', () => {
    const elements = JSON.parse(sampleParameter) as { key: string; content: string }[];
    const remote = JSON.stringify(
      elements.map((e) =>
        e.key === 'photo' ? { ...e, content: 'https://tracker.test/p.gif' } : e,
      ),
    );
    const { container } = render(<GiftCard editParameter={remote} defaultState="open" />);
    expect(container.querySelector('img[src*="tracker.test"]')).toBeNull();
    expect(screen.getByRole('img', { name: /Photo of us/ })).not.toHaveAttribute('src');
  });

  it('reads overlays in reading order, top to bottom', () => {
    const { container } = render(<GiftCard editParameter={sampleParameter} defaultState="open" />);
    const keys = [...container.querySelectorAll('[data-key]')].map((el) =>
      el.getAttribute('data-key'),
    );
    expect(keys).toEqual(['star', 'title', 'photo', 'wish']);
  });

  it('jumps straight to open when the user prefers reduced motion', () => {
    stubReducedMotion(true);
    const onOpen = vi.fn();
    render(<GiftCard editParameter={sampleParameter} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tap to open' }));
    expect(screen.getByRole('figure')).toHaveAttribute('data-state', 'open');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('does not call onOpen when it mounts already open, only when it is opened again', () => {
    stubReducedMotion(true);
    const onOpen = vi.fn();
    const { rerender } = render(<GiftCard state="open" onOpen={onOpen} />);
    render(<GiftCard defaultState="open" onOpen={onOpen} />);
    expect(onOpen).not.toHaveBeenCalled();
    rerender(<GiftCard state="closed" onOpen={onOpen} />);
    rerender(<GiftCard state="open" onOpen={onOpen} />);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('draws the valid overlays and warns when one element is invalid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <GiftCard
        defaultState="open"
        editParameter={JSON.stringify([
          { type: 'message', key: 'm', content: '4869' },
          { type: 'text', key: 'ok', content: '4869', xpos: 0, ypos: 0, width: 0.5, height: 0.2 },
          { type: 'text', key: 'bad', content: '4869', xpos: 'left', ypos: 0, width: 1, height: 1 },
        ])}
      />,
    );
    const keys = [...container.querySelectorAll('[data-key]')].map((el) =>
      el.getAttribute('data-key'),
    );
    expect(keys).toEqual(['ok']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[2].xpos'));
  });

  it('freezes a controlled opening at animationProgress', () => {
    vi.useFakeTimers();
    const onStateChange = vi.fn();
    const { container } = render(
      <GiftCard state="opening" animationProgress={0.5} onStateChange={onStateChange} />,
    );
    expect(container.querySelector('.ugc-cover')).toHaveStyle({ transform: 'rotateY(-90.00deg)' });
    act(() => vi.advanceTimersByTime(OPEN_DURATION_MS * 2));
    expect(onStateChange).not.toHaveBeenCalled();
  });
});

describe('given a GiftCard with music', () => {
  it('never autoplays, starts the music on the tap and toggles it', async () => {
    vi.useFakeTimers();
    render(<GiftCard editParameter={sampleParameter} music={music} />);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tap to open' }));
    expect(play).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(OPEN_DURATION_MS));
    const toggle = screen.getByRole('button', { name: 'Pause music' });
    expect(screen.getByText('Happy Tune')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(pause).toHaveBeenCalled();
    expect(toggle).toHaveAccessibleName('Play music');
    fireEvent.click(toggle);
    expect(play).toHaveBeenCalledTimes(2);
    expect(toggle).toHaveAccessibleName('Pause music');
  });

  it('shows Play music when the browser refuses to play', async () => {
    play.mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    stubReducedMotion(true);
    render(<GiftCard editParameter={sampleParameter} music={music} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tap to open' }));
    });
    expect(screen.getByRole('button', { name: 'Play music' })).toBeInTheDocument();
  });
});

describe('given giftcard id 0 (no design)', () => {
  it('renders open without a card graphic, and waits for a tap to play music', () => {
    const { container } = render(
      <GiftCard
        giftcardId="0"
        image="https://cdn.test/card.png"
        editParameter={sampleParameter}
        music={music}
      />,
    );
    expect(screen.getByRole('figure')).toHaveAttribute('data-state', 'open');
    expect(container.querySelector('.ugc-stage')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tap to open' })).toBeNull();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play music' })).toBeInTheDocument();
    expect(screen.getByText('See you soon!')).toBeInTheDocument();
  });
});

describe('given broken input', () => {
  it('reports a malformed edit parameter and shows the card without overlays', () => {
    const onError = vi.fn();
    const { container } = render(
      <GiftCard editParameter="[{" defaultState="open" onError={onError} />,
    );
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/^Invalid edit parameter/) }),
    );
    expect(container.querySelectorAll('[data-key]')).toHaveLength(0);
  });

  it('stands in a labelled placeholder for an image that fails to load', () => {
    const { container } = render(
      <GiftCard
        image="https://cdn.test/card.png"
        editParameter={sampleParameter}
        defaultState="open"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Photo of us' }));
    expect(screen.getByRole('img', { name: 'Photo of us: Image unavailable' })).toBeInTheDocument();
    fireEvent.error(container.querySelector('.ugc-picture')!);
    expect(screen.getByTestId('card-picture-missing')).toBeInTheDocument();
  });

  it('does not show images whose URL could run script', () => {
    render(
      <GiftCard
        defaultState="open"
        editParameter={[
          {
            type: 'sticker',
            key: 's',
            content: 'javascript:alert(1)',
            placeholder: 'Star',
            xpos: 0,
            ypos: 0,
            width: 0.1,
            height: 0.1,
            fontfamily: '',
            fontcolor: '',
            fontsize: null,
            size: null,
          },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Star: Image unavailable' }).tagName).toBe('DIV');
  });
});

describe('given labels', () => {
  it('uses the translated strings it is given', () => {
    render(<GiftCard labels={{ tapToOpen: '点击打开', giftCard: '礼品卡' }} />);
    expect(screen.getByRole('button', { name: '点击打开' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '礼品卡' })).toBeInTheDocument();
  });

  it('adds its stylesheet to the document once for many cards', () => {
    render(
      <>
        <GiftCard />
        <GiftCard />
      </>,
    );
    expect(document.querySelectorAll('style[data-href="ugift-giftcard-renderer"]')).toHaveLength(1);
  });
});
