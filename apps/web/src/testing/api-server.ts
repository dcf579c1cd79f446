import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { apiHandler, type Reply } from './api-handler';

/** A call the screen made: its operation, its form fields and the names of its file fields. */
export interface ApiCall {
  option: string;
  fields: Record<string, string>;
  files: string[];
}

/**
 * An MSW server for one test file (any request it does not know fails the test), and `mock`,
 * which answers a test's operations from `replies` (plus `defaults`) and records every call.
 * Call once at the top of the file.
 */
export function setupApiServer(defaults: Record<string, Reply> = {}) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const mock = (replies: Record<string, Reply>): ApiCall[] => {
    const calls: ApiCall[] = [];
    const recorded: Record<string, Reply> = {};
    for (const [option, reply] of Object.entries<Reply>({ ...defaults, ...replies })) {
      recorded[option] = (fields, files) => {
        calls.push({ option, fields, files: Object.keys(files) });
        return reply(fields, files);
      };
    }
    server.use(apiHandler(recorded));
    return calls;
  };
  return { server, mock };
}
