import {
  isOperationName,
  operations,
  validateFiles,
  validateRequest,
  type OperationName,
} from '@ugift/api-client/contract';
import { trace } from '@opentelemetry/api';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Session } from '../auth/sessions';
import type { AnswerEncoding, SerializedAnswer } from '../catalogue/cache';
import { COMPRESS_THRESHOLD_BYTES } from '../lib/compression';
import { addressKey } from '../lib/address';
import { ApiError } from '../lib/errors';
import { MAX_UPLOAD_BYTES, sniffImage } from '../lib/images';
import type { UploadMemory } from '../lib/upload-memory';
import { handlers } from '../operations';
import type { ContextOf, Handler, UploadedFile } from '../operations/types';
import type { Services } from '../services';

// The one entry of the contract's operations: POST /api/external/{group}/ with the operation in
// `option`. In order: the body is read, the operation and its group checked, the api token's
// session found (401), the fields and files validated against the contract (400), the member
// required and member_id matched (403); then the operation's handler gets a context typed by
// its auth level (a member operation's handler is given the member's id).

/** Operations whose member_id may name the member create_account just made (not yet logged in). */
const OWN_MEMBER_CHECK = new Set<OperationName>(['apply_referral_code']);

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The groups whose operations take files (giftcard_to_basket, update_profile). */
const UPLOAD_GROUPS = new Set(['basket', 'profile']);
/** A body sent without a live api token: get_api_token and its like are a few hundred bytes. */
const ANONYMOUS_BODY_LIMIT = 16 * 1024;
/** All parts of one multipart body together (ten photos of a card at most). */
const MULTIPART_TOTAL_LIMIT = 25 * 1024 * 1024;
/** A multipart body as sent: its parts and their headers and boundaries (40 parts at most). */
const MULTIPART_BODY_LIMIT = MULTIPART_TOTAL_LIMIT + 64 * 1024;
const MULTIPART_LIMITS = {
  // One byte more than a file may have: the byte that tells it is too large (readBody).
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: 10,
  fields: 30,
  parts: 40,
  fieldSize: 256 * 1024,
  headerPairs: 50,
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The api token's live session, found before the body is read (undefined: not looked up). */
    apiSession?: Session | null;
    /** A multipart body's share of the upload memory: reserved before it is read, and held. */
    upload?: { reserved: number; held: number };
  }
}

/**
 * Who is calling, before any byte of the body is read: a body is read only for a live api token
 * (or, without one, a small form: get_api_token), and a multipart body only for a member on an
 * operation group that uploads. A request that may not send a large body is answered at once.
 */
function authenticateFirst(services: Services) {
  return async (request: FastifyRequest<{ Params: { group: string } }>) => {
    const token = bearer(request);
    const session = token ? await services.sessions.find(token) : null;
    request.apiSession = session;
    // The content type as sent: at this stage the multipart parser has not looked at it yet.
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) {
      if (!UPLOAD_GROUPS.has(request.params.group)) {
        throw new ApiError(415, 'Only giftcard_to_basket and update_profile take files.');
      }
      if (!session) throw new ApiError(401, 'The api token is missing or has expired.');
      if (session.memberId === null) throw new ApiError(403, 'Welcome, please login to continue');
      // The body's size as declared (a browser's FormData always declares it); a body sent in
      // chunks may be as large as any.
      const declared = Number(request.headers['content-length']);
      const size = Number.isFinite(declared) ? declared : MULTIPART_BODY_LIMIT;
      if (size > MULTIPART_BODY_LIMIT) throw tooLarge();
      if (!services.uploadMemory.reserve(size)) {
        throw new ApiError(503, 'The server is busy with other uploads. Please try again.', {
          retryAfter: 2,
        });
      }
      request.upload = { reserved: size, held: 0 };
      return;
    }
    if (!session) {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > ANONYMOUS_BODY_LIMIT || request.headers['transfer-encoding']) {
        throw new ApiError(401, 'The api token is missing or has expired.');
      }
    }
  };
}

const tooLarge = () =>
  new ApiError(413, `The upload must be at most ${MULTIPART_TOTAL_LIMIT / 1024 / 1024} MB in all.`);

/** Bytes enough to tell every image type we take by its first bytes (sniffImage). */
const SNIFF_BYTES = 12;

/**
 * One file of a multipart body, read as it arrives and refused at the first byte that breaks a
 * rule: its first bytes must be a PNG, JPEG, GIF or WebP picture, and it must end within
 * MAX_UPLOAD_BYTES. A refused file's remaining bytes (and the rest of the body) are not read.
 */
async function readFile(
  part: MultipartFile,
  hold: (bytes: number) => void,
  totalSoFar: number,
): Promise<Buffer> {
  const field = part.fieldname;
  const notImage = () =>
    new ApiError(400, `${field} must be a PNG, JPEG, GIF or WebP image.`, { field });
  const chunks: Buffer[] = [];
  let size = 0;
  let sniffed = false;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES || part.file.truncated) {
      throw new ApiError(400, `${field} must be at most ${MAX_UPLOAD_BYTES} bytes`, { field });
    }
    if (totalSoFar + size > MULTIPART_TOTAL_LIMIT) throw tooLarge();
    chunks.push(chunk);
    hold(chunk.length);
    if (!sniffed && size >= SNIFF_BYTES) {
      if (!sniffImage(Buffer.concat(chunks))) throw notImage();
      sniffed = true;
    }
  }
  const data = Buffer.concat(chunks);
  if (!sniffed && !sniffImage(data)) throw notImage();
  return data;
}

async function readBody(
  request: FastifyRequest,
  memory: UploadMemory,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (request.isMultipart()) {
    const fields: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    let total = 0;
    const upload = request.upload;
    const hold = (bytes: number) => {
      if (upload) upload.held += bytes;
      memory.hold(bytes);
    };
    try {
      for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
        if (part.type === 'file') {
          const data = await readFile(part, hold, total);
          total += data.length;
          files.push({
            field: part.fieldname,
            filename: part.filename,
            mimeType: part.mimetype,
            data,
          });
          continue;
        }
        const value = String(part.value);
        total += value.length;
        hold(value.length);
        if (total > MULTIPART_TOTAL_LIMIT) throw tooLarge();
        const previous = fields[part.fieldname];
        fields[part.fieldname] =
          previous === undefined
            ? value
            : Array.isArray(previous)
              ? [...previous, value]
              : [previous, value];
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // @fastify/multipart's limits (too many parts, fields or files, a field too long).
      const code = (error as { code?: string }).code ?? '';
      if (code.startsWith('FST_')) {
        throw new ApiError(
          413,
          `The upload has too many or too large parts (${(error as Error).message}).`,
        );
      }
      throw error;
    }
    return { fields, files };
  }
  const type = request.headers['content-type'] ?? '';
  if (type && !type.startsWith('application/x-www-form-urlencoded')) {
    throw new ApiError(
      415,
      'Send the fields as application/x-www-form-urlencoded or multipart/form-data',
    );
  }
  const body = request.body;
  if (body === undefined || body === null || body === '') return { fields: {}, files: [] };
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(
      415,
      'Send the fields as application/x-www-form-urlencoded or multipart/form-data',
    );
  }
  return { fields: body as Record<string, unknown>, files: [] };
}

export async function registerExternalRoutes(app: FastifyInstance, services: Services) {
  const handle = async (
    request: FastifyRequest<{ Params: { group: string } }>,
    reply: FastifyReply,
  ) => {
    try {
      let body: Awaited<ReturnType<typeof readBody>>;
      try {
        body = await readBody(request, services.uploadMemory);
      } catch (error) {
        // A multipart body refused part way: the rest of it is not read, the connection closes.
        if (request.upload) void reply.header('connection', 'close');
        throw error;
      }
      const { fields, files } = body;
      const option = fields.option;
      if (typeof option !== 'string' || !isOperationName(option)) {
        throw new ApiError(400, 'option is not a known operation', { field: 'option' });
      }
      const operation = operations[option];
      request.operation = option;
      // The handler's span (tracing) takes the operation's name; its queries are under it.
      trace
        .getActiveSpan()
        ?.updateName(`operation ${option}`)
        .setAttribute('ugift.operation', option);
      if (operation.group !== request.params.group) {
        throw new ApiError(400, `option ${option} belongs to /api/external/${operation.group}/`, {
          field: 'option',
        });
      }

      // Who is calling comes before what they sent: an expired token is 401 whatever the body
      // (the session was found before the body was read: authenticateFirst).
      let session: Session | null = null;
      if (operation.auth !== 'none') {
        session = request.apiSession ?? null;
        if (!session) throw new ApiError(401, 'The api token is missing or has expired.');
      }

      const validated = validateRequest(option, fields);
      if (!validated.ok) {
        throw new ApiError(400, `${validated.field} ${validated.message}`, {
          field: validated.field,
        });
      }
      const fileCheck = validateFiles(
        option,
        files.map((f) => ({ field: f.field, mimeType: f.mimeType, size: f.data.length })),
        validated.value as Record<string, unknown>,
      );
      if (!fileCheck.ok)
        throw new ApiError(400, `${fileCheck.field} ${fileCheck.message}`, {
          field: fileCheck.field,
        });

      const memberId = session?.memberId ?? null;
      if (operation.auth === 'member' && memberId === null) {
        throw new ApiError(403, 'Welcome, please login to continue');
      }
      const claimed = (validated.value as { member_id?: string }).member_id;
      if (
        claimed !== undefined &&
        claimed !== '0' &&
        !OWN_MEMBER_CHECK.has(option) &&
        Number(claimed) !== memberId
      ) {
        throw new ApiError(403, 'member_id does not match the logged-in member.');
      }

      // The checks above make the context what the operation's auth level promises (ContextOf).
      const handler = handlers[option] as Handler<typeof option>;
      const clientIp = addressKey(request.ip);
      const context = { services, session, memberId, clientIp, files };
      const run = () => handler(context as ContextOf<typeof option>, validated.value as never);
      // Catalogue reads answer from memory while the catalogue has not changed.
      const cacheKey = services.catalogue.keyFor(
        option,
        validated.value as Record<string, unknown>,
        memberId,
      );
      if (cacheKey) {
        const cached = await services.catalogue.through(cacheKey, run);
        if ((cached.answer as { success?: unknown }).success === false)
          request.operationFailed = true;
        return sendSerialized(request, reply, cached);
      }
      const result = await run();
      if ((result as { success?: unknown }).success === false) request.operationFailed = true;
      return reply.status(200).send(result);
    } catch (error) {
      if (error instanceof ApiError) {
        if (typeof error.extra.retryAfter === 'number')
          void reply.header('retry-after', String(error.extra.retryAfter));
        const { retryAfter: _retryAfter, ...extra } = error.extra;
        void _retryAfter;
        return reply
          .status(error.statusCode)
          .send({ success: false, message: error.message, ...extra });
      }
      throw error;
    }
  };
  const onRequest = authenticateFirst(services);
  const respond = async (error: unknown, reply: FastifyReply) => {
    if (!(error instanceof ApiError)) throw error;
    if (typeof error.extra.retryAfter === 'number')
      void reply.header('retry-after', String(error.extra.retryAfter));
    // The body was not read: close the connection rather than read what the client still sends.
    void reply.header('connection', 'close');
    return reply.status(error.statusCode).send({ success: false, message: error.message });
  };
  // An upload's share of the memory goes back once its answer is sent, or the client went away.
  const releaseUpload = async (request: FastifyRequest) => {
    const upload = request.upload;
    if (!upload) return;
    request.upload = undefined;
    services.uploadMemory.release(upload.reserved, upload.held);
  };
  const options = {
    onResponse: releaseUpload,
    onRequestAbort: releaseUpload,
    // Runs before the body is parsed (onRequest): nothing is read for a caller refused here.
    onRequest: async (
      request: FastifyRequest<{ Params: { group: string } }>,
      reply: FastifyReply,
    ) => {
      try {
        await onRequest(request);
      } catch (error) {
        return respond(error, reply);
      }
    },
  };
  app.post('/api/external/:group/', options, handle);
  app.post('/api/external/:group', options, handle);
}

/** The encoding to send: brotli, else gzip, when the client accepts it (q above 0). */
function acceptedEncoding(header: string | undefined): AnswerEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) <= 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * A cached answer as it was serialised (and compressed) once, instead of again per request;
 * what the api's per-request compression would have sent otherwise.
 */
function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer) {
  void reply.status(200).header('content-type', 'application/json; charset=utf-8');
  if (answer.json.length < COMPRESS_THRESHOLD_BYTES) return reply.send(answer.json);
  void reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
