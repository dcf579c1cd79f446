import { http, HttpResponse } from 'msw';

/** A reply to one operation: a body (sent as JSON with status 200) or a whole Response. */
export type Reply = (fields: Record<string, string>, files: Record<string, File>) => unknown;

/** Far in the future, so a stored token never expires during a test or story. */
const TOKEN_EXPIRY = 4_102_444_800;

/**
 * One MSW handler for the backend's form-encoded POST calls: answers each `option` from
 * `replies`, the token call by itself, and any other operation with a 500 naming it.
 */
export function apiHandler(replies: Record<string, Reply>) {
  return http.post('*/api/external/:group/', async ({ request }) => {
    const form = await request.formData();
    const option = String(form.get('option'));
    const fields: Record<string, string> = {};
    const files: Record<string, File> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else files[key] = value;
    }
    if (option === 'get_api_token' && !replies[option]) {
      return HttpResponse.json({
        success: true,
        message: '',
        api_token: 'story-token-0123456789abcdef',
        api_token_expiry: TOKEN_EXPIRY,
      });
    }
    const reply = replies[option];
    if (!reply) {
      return HttpResponse.json({ success: false, message: `unmocked ${option}` }, { status: 500 });
    }
    const body = await reply(fields, files);
    return body instanceof Response ? body : HttpResponse.json(body as object);
  });
}

/** A failure answer: HTTP 200 with success false and the server's message. */
export const failure = (message: string, extra: object = {}) => ({
  success: false,
  message,
  ...extra,
});

/** A success answer with nothing else. */
export const done = (message = '') => ({ success: true, message });

/** Never answers: the loading state. */
export const pending = () => new Promise<never>(() => {});
