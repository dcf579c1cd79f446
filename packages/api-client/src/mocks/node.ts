import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * An MSW server for Node tests over the contract's handlers. Any request it does not handle
 * fails the test (onUnhandledRequest: 'error'). Call listen/resetHandlers/close around tests.
 */
export function setupMockServer(...overrides: HttpHandler[]) {
  const server = setupServer(...overrides, ...handlers);
  return {
    server,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
    reset: () => server.resetHandlers(),
    use: (...h: HttpHandler[]) => server.use(...h),
  };
}
