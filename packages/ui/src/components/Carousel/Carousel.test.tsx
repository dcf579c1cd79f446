import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithUi } from '../../testing/render';
import { nextSlide, previousSlide, swipeDirection } from './slides';
import { Carousel } from './Carousel';

const slides = ['A', 'B', 'C'].map((label) => <p key={label}>Slide {label}</p>);

function current() {
  return screen
    .getAllByRole('group', { hidden: true })
    .findIndex((el) => el.getAttribute('aria-hidden') === 'false');
}

function setReducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

describe('slide arithmetic', () => {
  it('loops forward and backward', () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
  });
  it('stops at the ends without loop', () => {
    expect(nextSlide(2, 3, false)).toBe(2);
    expect(previousSlide(0, 3, false)).toBe(0);
  });
  it('reads a swipe only when long and mostly horizontal', () => {
    expect(swipeDirection(-60, 5)).toBe(1);
    expect(swipeDirection(60, 5)).toBe(-1);
    expect(swipeDirection(-20, 0)).toBe(0);
    expect(swipeDirection(-60, 90)).toBe(0);
  });
});

describe('given a Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should advance every 5 s and loop to the first slide', () => {
    const onIndexChange = vi.fn();
    renderWithUi(<Carousel slides={slides} onIndexChange={onIndexChange} />);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe(0);
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 0]);
  });

  it('should stop advancing when paused and resume on play', () => {
    renderWithUi(<Carousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('should hold while hovered', () => {
    renderWithUi(<Carousel slides={slides} />);
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('should not auto-advance when the user prefers reduced motion', () => {
    setReducedMotion(true);
    renderWithUi(<Carousel slides={slides} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('should change slide on a swipe and on the dots', () => {
    renderWithUi(<Carousel slides={slides} autoPlay={false} />);
    const region = screen.getByRole('region');
    fireEvent.pointerDown(region, { clientX: 200, clientY: 10 });
    fireEvent.pointerUp(region, { clientX: 100, clientY: 12 });
    expect(current()).toBe(1);
    fireEvent.pointerDown(region, { clientX: 100, clientY: 10 });
    fireEvent.pointerUp(region, { clientX: 220, clientY: 10 });
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe(2);
  });
});
