/* eslint-disable no-console -- a benchmark reports on the terminal */
// How long rendering a card with 20 overlays takes: server markup (react-dom/server) and a
// client render into a DOM (jsdom, createRoot + flushSync). Run: pnpm --filter
// @ugift/giftcard-renderer bench. Not part of the test run.
import { JSDOM } from 'jsdom';
import { performance } from 'node:perf_hooks';

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>');
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  navigator: dom.window.navigator,
  HTMLElement: dom.window.HTMLElement,
  IS_REACT_ACT_ENVIRONMENT: false,
});

// React is imported after NODE_ENV is set by the script (production build of React).
const { createElement } = await import('react');
const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');
const { renderToStaticMarkup } = await import('react-dom/server');
const { GiftCard } = await import('../src/GiftCard');
const { serializeEditParameter } = await import('../src/edit-parameter');
const { designs, twentyOverlays } = await import('../src/story-fixtures');

const elements = twentyOverlays();
const props = {
  image: designs.festive,
  editParameter: serializeEditParameter(elements),
  defaultState: 'open' as const,
  title: 'Benchmark card',
};

function measure(name: string, runs: number, once: () => void) {
  for (let i = 0; i < 50; i += 1) once(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / runs;
  const median = times[Math.floor(runs / 2)]!;
  const p95 = times[Math.floor(runs * 0.95)]!;
  console.log(
    `${name}: mean ${mean.toFixed(3)} ms, median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (${runs} runs)`,
  );
}

console.log(
  `card with ${elements.length} overlays (parse + layout + render), NODE_ENV=${process.env.NODE_ENV ?? ''}, node ${process.version}`,
);
measure('server markup (renderToStaticMarkup)', 1000, () => {
  renderToStaticMarkup(createElement(GiftCard, props));
});
measure('client mount into jsdom (createRoot + flushSync)', 300, () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(createElement(GiftCard, props)));
  root.unmount();
  container.remove();
});
