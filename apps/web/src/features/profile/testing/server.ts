import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { CONTRACT_PATH, handlers } from '@ugift/api-client/mocks';
import { http } from 'msw';

/** A call the app made: its operation and form fields (files by field name). */
export interface RecordedCall {
  option: string;
  fields: Record<string, string>;
  files: Record<string, File>;
}

/**
 * The contract's mock backend for this file's tests, recording every call the app makes. Any
 * request it does not know fails the test.
 */
export function setupMockBackend() {
  const calls: RecordedCall[] = [];
  const recorder = http.post(CONTRACT_PATH, async ({ request }) => {
    const form = await request.clone().formData();
    const call: RecordedCall = { option: String(form.get('option')), fields: {}, files: {} };
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') call.fields[key] = value;
      else call.files[key] = value;
    }
    calls.push(call);
    return undefined;
  });
  const server = setupServer(recorder, ...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
  });
  afterAll(() => server.close());
  return {
    server,
    calls,
    callsOf: (option: string) => calls.filter((call) => call.option === option),
  };
}
