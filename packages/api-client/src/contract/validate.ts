import * as v from 'valibot';
import { decodeForm, type FlatFields } from './form';
import { imageElementKeys as imageKeys } from './operations/basket';
import {
  isOperationName,
  operations,
  type OperationName,
  type RequestOf,
  type ResponseOf,
} from './registry';

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; field: string; message: string };

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The name of the first field (a[0][b] for nested ones) holding a control character. */
function withControlCharacter(value: unknown, name: string): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? name : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = withControlCharacter(item, name === '' ? key : `${name}[${key}]`);
    if (found !== undefined) return found;
  }
  return undefined;
}

function fieldName(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  let name = '';
  for (const item of path) {
    const key = (item as { key?: unknown }).key;
    name += name === '' ? String(key) : `[${String(key)}]`;
  }
  return name;
}

function messageOf(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'strict_object' && issue.expected === 'never') return 'is not a known field';
  if (issue.input === undefined && issue.kind === 'schema') return 'is required';
  if (issue.kind === 'schema') return `must be ${issue.expected ?? 'valid'}`;
  return issue.message;
}

/**
 * Validates the form fields of a request against its operation's schema. Takes flat fields
 * (`a[0]`) or decoded ones; ignores `option`. On failure names the first offending field, so
 * the server can answer 400 with it.
 */
export function validateRequest<N extends OperationName>(
  name: N,
  fields: FlatFields,
): ValidationResult<RequestOf<N>>;
export function validateRequest(name: string, fields: FlatFields): ValidationResult<unknown>;
export function validateRequest(name: string, fields: FlatFields): ValidationResult<unknown> {
  if (!isOperationName(name))
    return { ok: false, field: 'option', message: 'is not a known operation' };
  const decoded = decodeForm(fields);
  delete decoded.option;
  // No field of any operation means a control character (line breaks and tabs aside); a NUL
  // would otherwise reach the database, which refuses it with an error.
  const controlled = withControlCharacter(decoded, '');
  if (controlled !== undefined)
    return { ok: false, field: controlled, message: 'must not contain control characters' };
  const entries = operations[name].request.entries as Record<string, v.GenericSchema>;
  // Older clients send every field, empty when unset: an empty optional field counts as absent.
  for (const [key, value] of Object.entries(decoded)) {
    const entry = entries[key];
    if (value === '' && entry && v.safeParse(entry, undefined).success) delete decoded[key];
  }
  const result = v.safeParse(operations[name].request, decoded, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  return { ok: false, field: fieldName(issue) || 'body', message: messageOf(issue) };
}

/** A file part of a multipart request, as the server sees it. */
export interface IncomingFile {
  field: string;
  mimeType: string;
  size: number;
}

/**
 * Checks uploaded files against the operation's file rule. For giftcard_to_basket a file is
 * accepted only under a key of an image element of the edit parameter sent with it.
 */
export function validateFiles(
  name: OperationName,
  files: readonly IncomingFile[],
  fields: Record<string, unknown> = {},
): { ok: true } | { ok: false; field: string; message: string } {
  const rule = operations[name].files;
  if (!rule) {
    const first = files[0];
    return first
      ? { ok: false, field: first.field, message: 'files are not accepted here' }
      : { ok: true };
  }
  if (files.length > rule.maxFiles)
    return {
      ok: false,
      field: files[rule.maxFiles]?.field ?? 'files',
      message: `at most ${rule.maxFiles} files`,
    };
  let allowed: readonly string[] = rule.names ?? [];
  if (rule.kind === 'element-keys') {
    const text = fields.giftcard_edit_parameter;
    allowed = typeof text === 'string' ? imageKeys(text) : [];
  }
  const seen = new Set<string>();
  for (const file of files) {
    if (!allowed.includes(file.field))
      return { ok: false, field: file.field, message: 'is not an accepted file field' };
    if (seen.has(file.field))
      return { ok: false, field: file.field, message: 'is sent more than once' };
    seen.add(file.field);
    if (!file.mimeType.startsWith(rule.mimePrefix))
      return {
        ok: false,
        field: file.field,
        message: `must be a file of type ${rule.mimePrefix}*`,
      };
    if (file.size > rule.maxBytes)
      return { ok: false, field: file.field, message: `must be at most ${rule.maxBytes} bytes` };
  }
  return { ok: true };
}

/** Validates a success body against the operation's response schema. */
export function validateResponse<N extends OperationName>(
  name: N,
  body: unknown,
): { ok: true; value: ResponseOf<N> } | { ok: false; path: string; message: string } {
  const result = v.safeParse(operations[name].response, body);
  if (result.success) return { ok: true, value: result.output as ResponseOf<N> };
  const issue = result.issues[0];
  return { ok: false, path: fieldName(issue) || 'body', message: issue.message };
}
