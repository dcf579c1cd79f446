import * as v from 'valibot';

// The merchant api (issue 44): a brand's outlet checks and redeems the codes Ugift issued. It is
// apart from the shoppers' operations: JSON under /api/merchant/{operation}, with the merchant key
// (`pnpm ops merchants add`) as the bearer instead of an api token. Described once here, as the
// shoppers' operations are, for the client, the api's validation and the mocks.

export const MERCHANT_CODE_STATUSES = ['valid', 'used', 'expired', 'void'] as const;
export type MerchantCodeStatus = (typeof MERCHANT_CODE_STATUSES)[number];

/** The api's messages, which the page and the mocks rely on. */
export const MERCHANT_MESSAGES = {
  badKey: 'A valid merchant key is required.',
  unknownCode: 'This code is not known.',
  /** The start of a 429's message; the rate limiter adds when to try again. */
  tooMany: 'Too many unknown codes or keys',
  used: 'This code has already been used.',
  expired: 'This code has expired.',
  void: 'This code is void.',
  notAnOutlet: 'This outlet is not one of the product’s outlets.',
  keyForAnotherCode: 'This idempotency key was already used for another code.',
  noIdempotencyKey:
    'idempotency_key: 8 to 100 characters are required (or the Idempotency-Key header)',
} as const;

/** Who holds the key: the outlet or till's name and its brand. */
export const merchantIdentitySchema = v.object({ name: v.string(), brand: v.string() });

/** What the api tells a merchant of one of its brand's codes. */
export const merchantCodeSchema = v.object({
  code: v.string(),
  status: v.picklist(MERCHANT_CODE_STATUSES),
  product: v.object({ id: v.number(), name: v.string() }),
  value: v.object({ amount: v.string(), currency: v.string() }),
  /** YYYY-MM-DD, the last valid day. */
  expiry_date: v.string(),
  /** ISO time, when used. */
  used_at: v.nullable(v.string()),
  /** Where a merchant redeemed it (null when the member marked it used). */
  outlet: v.nullable(v.string()),
  /** The product's outlets; empty when the product names none (the outlet is then typed). */
  outlets: v.array(v.string()),
});

/** A refusal: any status but 200; a redeem refused for the code's state (409) adds the code. */
export const merchantFailureSchema = v.looseObject({
  success: v.literal(false),
  message: v.string(),
  code: v.optional(merchantCodeSchema),
});

const required = (name: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${name} is required`), v.maxLength(200));

/** The statuses an operation may answer besides 200, and when. */
type MerchantErrors = Readonly<Partial<Record<400 | 401 | 404 | 409 | 429, string>>>;

// Requests are not strict: the api has always ignored fields it does not know here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type MerchantRequestSchema = v.ObjectSchema<v.ObjectEntries, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type MerchantResponseSchema = v.GenericSchema<unknown, any>;

export interface MerchantOperationDefinition<
  Req extends MerchantRequestSchema = MerchantRequestSchema,
  Res extends MerchantResponseSchema = MerchantResponseSchema,
> {
  /** GET has no body; POST sends the request as JSON. */
  readonly method: 'GET' | 'POST';
  /** One line saying what the call does, for docs/contract.json. */
  readonly summary: string;
  readonly request: Req;
  readonly response: Res;
  readonly errors: MerchantErrors;
}

const defineMerchantOperation = <
  Req extends MerchantRequestSchema,
  Res extends MerchantResponseSchema,
>(
  definition: MerchantOperationDefinition<Req, Res>,
) => definition;

/** Every operation answers these besides its own. */
const ALWAYS: MerchantErrors = {
  401: 'No valid merchant key (unknown or revoked); counts as a failure.',
  429: 'Too many failures from this key or address: wait Retry-After seconds.',
};

export const merchantOperations = {
  me: defineMerchantOperation({
    method: 'GET',
    summary: 'Who holds the key: the outlet or till, and its brand.',
    request: v.object({}),
    response: v.object({ success: v.literal(true), merchant: merchantIdentitySchema }),
    errors: ALWAYS,
  }),
  check: defineMerchantOperation({
    method: 'POST',
    summary: "A code of the key's brand and its state: valid, used, expired or void.",
    request: v.object({ code: required('code') }),
    response: v.object({ success: v.literal(true), code: merchantCodeSchema }),
    errors: {
      ...ALWAYS,
      400: 'A field breaks the request schema.',
      404: "An unknown code, or another brand's (answered alike); counts as a failure.",
    },
  }),
  redeem: defineMerchantOperation({
    method: 'POST',
    summary:
      'Redeems a valid code at an outlet, once per idempotency_key (or Idempotency-Key header): the same request again answers the first redemption with replay true.',
    request: v.object({
      code: required('code'),
      outlet: required('outlet'),
      idempotency_key: v.optional(v.pipe(v.string(), v.minLength(8), v.maxLength(100))),
    }),
    response: v.object({
      success: v.literal(true),
      replay: v.boolean(),
      code: merchantCodeSchema,
    }),
    errors: {
      ...ALWAYS,
      400: "A field breaks the request schema, no idempotency key, or not one of the product's outlets.",
      404: "An unknown code, or another brand's (answered alike); counts as a failure.",
      409: 'The code is used, expired or void (the body has the code), or the idempotency key was used for another code.',
    },
  }),
};

export type MerchantOperations = typeof merchantOperations;
export type MerchantOperationName = keyof MerchantOperations;
/** The validated request body. */
export type MerchantRequestOf<N extends MerchantOperationName> = v.InferInput<
  MerchantOperations[N]['request']
>;
/** The validated success body. */
export type MerchantResponseOf<N extends MerchantOperationName> = v.InferOutput<
  MerchantOperations[N]['response']
>;
export type MerchantIdentity = v.InferOutput<typeof merchantIdentitySchema>;
export type MerchantCode = v.InferOutput<typeof merchantCodeSchema>;

export const MERCHANT_OPERATION_NAMES = Object.keys(merchantOperations) as MerchantOperationName[];

/** The path an operation is sent to: `/api/merchant/{operation}`. */
export function merchantOperationPath<N extends MerchantOperationName>(
  name: N,
): `/api/merchant/${N}` {
  return `/api/merchant/${name}`;
}

/**
 * Validates a request body against its operation's schema; on failure names the first offending
 * field (dotted) with the schema's message, which the api answers with 400 as `field: message`.
 */
export function validateMerchantRequest<N extends MerchantOperationName>(
  name: N,
  body: unknown,
):
  | { ok: true; value: v.InferOutput<MerchantOperations[N]['request']> }
  | { ok: false; field: string; message: string } {
  const result = v.safeParse(merchantOperations[name].request, body ?? {});
  if (result.success)
    return { ok: true, value: result.output as v.InferOutput<MerchantOperations[N]['request']> };
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String((p as { key?: unknown }).key)).join('.') || 'body';
  return { ok: false, field, message: issue.message };
}
