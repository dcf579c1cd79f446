import { toJsonSchema } from '@valibot/to-json-schema';
import { GROUPS } from './define';
import { failureSchema } from './entities';
import {
  MERCHANT_OPERATION_NAMES,
  merchantFailureSchema,
  merchantOperationPath,
  merchantOperations,
} from './merchant';
import { OPERATION_NAMES, operationPath, operations } from './registry';

/**
 * The machine-readable contract for other teams: one JSON Schema per request and response,
 * with the operation's group, path and access level. Written to docs/contract.json by
 * `pnpm --filter @ugift/api-client contract`; a test keeps the file equal to this.
 */
export function contractDocument() {
  // Custom checks (v.check) have no JSON Schema form; their rule is in the summary and README.
  const convert = (schema: Parameters<typeof toJsonSchema>[0]) =>
    toJsonSchema(schema, { errorMode: 'ignore', target: 'draft-07' });
  const list = [...OPERATION_NAMES].sort();
  return {
    title: 'Ugift backend contract',
    description:
      'POST {host}/api/external/{group}/ with a form body (application/x-www-form-urlencoded, or multipart/form-data where marked) whose `option` field names the operation. Arrays are sent as name[0]=..&name[1]=... Every call but get_api_token carries `Authorization: Bearer {api_token}`. Success is HTTP 200 with success true; anything else is a failure body.',
    groups: Object.fromEntries(
      GROUPS.map((g) => [g, list.filter((n) => operations[n].group === g)]),
    ),
    failure: convert(failureSchema),
    operations: Object.fromEntries(
      list.map((name) => {
        const op = operations[name];
        return [
          name,
          {
            group: op.group,
            path: operationPath(name),
            auth: op.auth,
            summary: op.summary,
            encoding: op.multipart
              ? 'multipart/form-data'
              : op.files
                ? 'application/x-www-form-urlencoded, or multipart/form-data with files'
                : 'application/x-www-form-urlencoded',
            ...(op.files ? { files: op.files } : {}),
            ...(op.extension ? { extension: true } : {}),
            request: convert(op.request),
            response: convert(op.response),
          },
        ];
      }),
    ),
    merchant: {
      description:
        'The merchant api (issue 44), apart from the operations above: {method} {host}/api/merchant/{operation}, a POST with a JSON body, every call with `Authorization: Bearer {merchant_key}` (a key per brand from `pnpm ops merchants add`, not an api token). Success is HTTP 200 with success true; a refusal has its status (listed per operation) and a failure body. Failures (401, 404) are counted per key and address; past the limit every call answers 429 with Retry-After.',
      failure: convert(merchantFailureSchema),
      operations: Object.fromEntries(
        [...MERCHANT_OPERATION_NAMES].sort().map((name) => {
          const op = merchantOperations[name];
          return [
            name,
            {
              method: op.method,
              path: merchantOperationPath(name),
              auth: 'merchant_key',
              summary: op.summary,
              errors: op.errors,
              ...(op.method === 'POST' ? { request: convert(op.request) } : {}),
              response: convert(op.response),
            },
          ];
        }),
      ),
    },
  };
}
