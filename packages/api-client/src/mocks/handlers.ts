import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import {
  isOperationName,
  operations,
  validateFiles,
  validateRequest,
  type IncomingFile,
  type OperationName,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import { emptyFixture, fixtures } from './fixtures';
import { defaultResolvers, MockFailure, type Resolver } from './resolvers';

/** Matches POST {any host and prefix}/api/external/{group}/. */
export const CONTRACT_PATH = '*/api/external/:group/';

interface ParsedCall {
  name: OperationName;
  fields: [string, string][];
  files: IncomingFile[];
}

async function parse(request: Request): Promise<ParsedCall | { option: string } | null> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return null;
  }
  const fields: [string, string][] = [];
  const files: IncomingFile[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields.push([key, value]);
    else files.push({ field: key, mimeType: value.type, size: value.size });
  }
  const option = fields.find(([k]) => k === 'option')?.[1] ?? '';
  if (!isOperationName(option)) return { option };
  return { name: option, fields: fields.filter(([k]) => k !== 'option'), files };
}

const failure = (message: string, status = 200, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ success: false, message, ...extra }, { status });

/** Answers a success body after checking it against the operation's response schema. */
function answer<N extends OperationName>(name: N, body: ResponseOf<N> | MockFailure) {
  if (body instanceof MockFailure) return failure(body.message, body.status, body.extra);
  const result = v.safeParse(operations[name].response, body);
  if (!result.success) {
    const message = `Mock answer for ${name} breaks the contract: ${result.issues[0].message}`;
    console.error(message);
    return failure(message, 500);
  }
  return HttpResponse.json(body);
}

type Check =
  | { ok: true; name: OperationName; fields: unknown }
  | { ok: false; response: Response }
  | { ok: 'other' };

/** The server's checks, by the contract: path group, bearer token, fields and files. */
async function check(request: Request, group: string, only?: OperationName): Promise<Check> {
  const parsed = await parse(request);
  if (parsed === null) return { ok: false, response: failure('Expected a form body', 400) };
  if (!('name' in parsed)) {
    if (only) return { ok: 'other' };
    return {
      ok: false,
      response: failure(`option ${parsed.option || '(missing)'} is not a known operation`, 400),
    };
  }
  if (only && parsed.name !== only) return { ok: 'other' };
  const op = operations[parsed.name];
  if (op.group !== group)
    return {
      ok: false,
      response: failure(`option ${parsed.name} belongs to /api/external/${op.group}/`, 400),
    };
  if (op.auth !== 'none' && !/^Bearer \S+$/.test(request.headers.get('Authorization') ?? ''))
    return { ok: false, response: failure('Missing or invalid api token', 401) };
  const result = validateRequest(parsed.name, parsed.fields);
  if (!result.ok) return { ok: false, response: failure(`${result.field} ${result.message}`, 400) };
  const fileCheck = validateFiles(
    parsed.name,
    parsed.files,
    result.value as Record<string, unknown>,
  );
  if (!fileCheck.ok)
    return { ok: false, response: failure(`${fileCheck.field} ${fileCheck.message}`, 400) };
  return { ok: true, name: parsed.name, fields: result.value };
}

/**
 * The default mock backend: every operation answers its fixture (or a request-dependent answer
 * from the same data), after the checks the real server makes: 400 naming the bad field, 401
 * without a bearer token, 400 for an operation posted to the wrong group.
 */
export const handlers: HttpHandler[] = [
  http.post(CONTRACT_PATH, async ({ request, params }) => {
    const checked = await check(request, String(params.group));
    if (checked.ok === 'other') return undefined;
    if (checked.ok === false) return checked.response;
    const name = checked.name;
    const resolver = defaultResolvers[name] as Resolver<typeof name> | undefined;
    return answer(name, resolver ? resolver(checked.fields as never) : fixtures[name]);
  }),
];

/**
 * A handler for one operation; other operations fall through to the next handler. Put it before
 * `handlers` (server.use(...) or a story's parameters.msw.handlers).
 */
export function mockOperation<N extends OperationName>(
  name: N,
  respond: (
    fields: RequestOf<N>,
    request: Request,
  ) => Response | Promise<Response> | undefined | Promise<undefined>,
): HttpHandler {
  return http.post(CONTRACT_PATH, async ({ request, params }) => {
    const checked = await check(request, String(params.group), name);
    if (checked.ok === 'other') return undefined;
    if (checked.ok === false) return checked.response;
    return respond(checked.fields as RequestOf<N>, request);
  });
}

/**
 * Answers this success body, or one computed from the request (which may return a MockFailure),
 * checked against the schema.
 */
export function mockResponse<N extends OperationName>(
  name: N,
  body: ResponseOf<N> | ((fields: RequestOf<N>) => ResponseOf<N> | MockFailure),
): HttpHandler {
  return mockOperation(name, (fields) =>
    answer(name, typeof body === 'function' ? body(fields) : body),
  );
}

/** Answers the fixture with an empty table (null basket): the empty states. */
export function mockEmpty(name: OperationName): HttpHandler {
  return mockOperation(name, () => answer(name, emptyFixture(name)));
}

/** HTTP 200 with success false and this message (and extra body fields, e.g. insufficient_stock). */
export function mockFailure(
  name: OperationName,
  message = 'Something went wrong',
  extra: Record<string, unknown> = {},
): HttpHandler {
  return mockOperation(name, () => failure(message, 200, extra));
}

/** Another HTTP status with a failure body. */
export function mockHttpError(
  name: OperationName,
  status = 500,
  message = 'Internal Server Error',
): HttpHandler {
  return mockOperation(name, () => failure(message, status));
}

/** No answer at all: the request fails like a lost connection. */
export function mockNetworkError(name: OperationName): HttpHandler {
  return mockOperation(name, () => HttpResponse.error());
}

/** A success that breaks the response schema: the client must reject it. */
export function mockMalformed(name: OperationName): HttpHandler {
  return mockOperation(name, () =>
    HttpResponse.json({ success: true, message: '', table: 'not a table' }),
  );
}

/** Never answers: the loading state, for stories. */
export function mockLoading(name: OperationName): HttpHandler {
  return mockOperation(name, async () => {
    await delay('infinite');
    return undefined;
  });
}

/** Answers after a delay (ms), for stories that show a spinner then data. */
export function mockDelay(name: OperationName, ms: number): HttpHandler {
  return mockOperation(name, async (fields) => {
    await delay(ms);
    const resolver = defaultResolvers[name] as Resolver<typeof name> | undefined;
    return answer(name, resolver ? resolver(fields as never) : fixtures[name]);
  });
}
