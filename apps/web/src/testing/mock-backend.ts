import { matchRequestUrl } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { CONTRACT_PATH, handlers } from '@ugift/api-client/mocks';

/** A call the app made: its operation and form fields (files by field name). */
export interface RecordedCall {
  option: string;
  fields: Record<string, string>;
  files: Record<string, File>;
}

/**
 * The route tests' one network helper: the contract's mock backend for one test file, recording
 * every call the app makes, so a test can check what was sent (`callsOf(option)`). Calls are
 * recorded as the network sees them, whichever handler answers, so a test's own handlers
 * (`server.use(mockResponse(...))`) are recorded too. Any request no handler knows fails the
 * test. Call once at the top of the file.
 */
export function setupMockBackend() {
  const calls: RecordedCall[] = [];
  const server = setupServer(...handlers);
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    if (!matchRequestUrl(new URL(request.url), CONTRACT_PATH).matches) return;
    // Kept in the order the app sent them; the form is read just after.
    const call: RecordedCall = { option: '', fields: {}, files: {} };
    calls.push(call);
    void request
      .clone()
      .formData()
      .then((form) => {
        call.option = String(form.get('option'));
        for (const [key, value] of form.entries()) {
          if (typeof value === 'string') call.fields[key] = value;
          else call.files[key] = value;
        }
      });
  });
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
