import { afterEach, describe, expect, it, vi } from 'vitest';

import { reportError, startTelemetry } from './telemetry';

type State = Parameters<typeof startTelemetry>[0]['state'];

/** A router whose matches are these route paths, and which can move to others. */
function fakeRouter(paths: (string | undefined)[]) {
  const listeners: ((state: State) => void)[] = [];
  const router = {
    state: {
      matches: paths.map((path) => ({ route: { path } })),
      errors: null,
    } as unknown as State,
    subscribe: (listener: (state: State) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    go(next: (string | undefined)[], errors: Record<string, unknown> | null = null) {
      router.state = { matches: next.map((path) => ({ route: { path } })), errors };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

const beacon = vi.fn((_url: string, _body: Blob) => true);
Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });

async function lastReport() {
  const [url, body] = beacon.mock.lastCall!;
  return { url, body: JSON.parse(await body.text()) as Record<string, unknown> };
}

describe('given the app reporting to the api', () => {
  const router = fakeRouter([undefined, '/', '/product-details/:id']);
  startTelemetry(router);
  afterEach(() => beacon.mockClear());

  it('should send an uncaught error with the route pattern and the release', async () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('broken screen') }));
    const { url, body } = await lastReport();
    expect(url).toBe('/api/telemetry/errors');
    expect(body).toMatchObject({
      kind: 'error',
      message: 'broken screen',
      route: '/product-details/:id',
      release: 'development',
    });
  });

  it("should send a route loader's failure as the route the router moved to", async () => {
    router.go(['/', 'order/:id'], { order: new Error('no such order') });
    const { body } = await lastReport();
    expect(body).toMatchObject({ kind: 'loader', message: 'no such order', route: '/order/:id' });
  });

  it('should stop after ten errors from one page', () => {
    beacon.mockClear();
    for (let i = 0; i < 20; i++) reportError(new Error(`again ${i}`), 'render');
    // Two were sent by the tests above.
    expect(beacon.mock.calls.length).toBe(8);
  });
});
