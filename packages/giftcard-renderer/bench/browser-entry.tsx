// Runs in Chromium (see browser-bench.ts): mounts the 20-overlay card many times, forcing a
// layout each time, and leaves the timings on window.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { serializeEditParameter } from '../src/edit-parameter';
import { GiftCard } from '../src/GiftCard';
import { designs, twentyOverlays } from '../src/story-fixtures';

const props = {
  image: designs.festive,
  editParameter: serializeEditParameter(twentyOverlays()),
  defaultState: 'open' as const,
  title: 'Benchmark card',
};

function once(): number {
  const container = document.createElement('div');
  container.style.width = '448px';
  document.body.append(container);
  const start = performance.now();
  const root = createRoot(container);
  flushSync(() => root.render(createElement(GiftCard, props)));
  void container.offsetHeight; // style and layout included
  const time = performance.now() - start;
  root.unmount();
  container.remove();
  return time;
}

for (let i = 0; i < 50; i += 1) once();
const times = Array.from({ length: 500 }, once);
(window as unknown as { benchResult: number[] }).benchResult = times;
