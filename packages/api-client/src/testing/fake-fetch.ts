import { decodeForm } from '../contract';

export interface RecordedCall {
  url: string;
  option: string;
  authorization: string | null;
  contentType: string | null;
  multipart: boolean;
  /** Decoded string fields, option excluded. */
  fields: Record<string, unknown>;
  /** Raw form entries in order, as sent. */
  entries: [string, string][];
  files: Record<string, Blob>;
}

export type Reply = { status?: number; body: unknown } | { status?: number; text: string };

/** A fetch double that decodes what the client sends and answers from a handler. */
export function fakeFetch(handler: (call: RecordedCall) => Reply | Promise<Reply>) {
  const calls: RecordedCall[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const entries: [string, string][] = [];
    const files: Record<string, Blob> = {};
    let multipart = false;
    if (typeof init?.body === 'string') {
      for (const [k, val] of new URLSearchParams(init.body)) entries.push([k, val]);
    } else if (init?.body instanceof FormData) {
      multipart = true;
      for (const [k, val] of init.body.entries()) {
        if (typeof val === 'string') entries.push([k, val]);
        else files[k] = val;
      }
    }
    const decoded = decodeForm(entries);
    const option = String(decoded.option);
    delete decoded.option;
    const call: RecordedCall = {
      url: String(input),
      option,
      authorization: headers.get('Authorization'),
      contentType: headers.get('Content-Type'),
      multipart,
      fields: decoded,
      entries,
      files,
    };
    calls.push(call);
    const reply = await handler(call);
    const text = 'text' in reply ? reply.text : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetchFn as typeof fetch, calls };
}
