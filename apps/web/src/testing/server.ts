import { afterAll, afterEach, beforeAll } from 'vitest';

import { setupMockServer } from '@ugift/api-client/mocks/node';

/**
 * The mocked network of the route tests: the contract's handlers from the api-client, and any
 * request they do not handle fails the test. Call once at the top of a test file.
 */
export function setupRouteMocks() {
  const mock = setupMockServer();
  beforeAll(() => mock.listen());
  afterEach(() => mock.reset());
  afterAll(() => mock.close());
  return mock;
}
