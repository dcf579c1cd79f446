import type { OperationName, RequestOf } from '@ugift/api-client/contract';

import type { Session } from '../auth/sessions';
import type { Failure } from '../lib/errors';
import type { Services } from '../services';

/** An uploaded file, read into memory (size-limited by the multipart parser). */
export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
}

export interface OperationContext {
  services: Services;
  /** The bearer token's session; null only for get_api_token. */
  session: Session | null;
  /** The logged-in member of the session, or null for a guest. */
  memberId: number | null;
  clientIp: string;
  files: UploadedFile[];
}

export type Handler<N extends OperationName> = (
  ctx: OperationContext,
  input: RequestOf<N>,
) => Promise<Record<string, unknown> | Failure>;

export type HandlerMap = { [N in OperationName]?: Handler<N> };

export const ok = <T extends Record<string, unknown>>(rest: T = {} as T) => ({
  success: true as const,
  message: 'Success',
  ...rest,
});
