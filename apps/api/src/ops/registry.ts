// The operator's commands, described once: `pnpm ops` (ops/cli.ts) and the operator api
// (routes/operator.ts) both read this registry, so a command added to commands/index.ts is on
// the command line, in --help and behind POST /api/ops/<words> at once.
import * as v from 'valibot';

import type { Db } from '../db';
import type { Cashier } from '../payments/cashier';
import type { UploadStorage } from '../storage';

/** What a command runs with. */
export interface OpsContext {
  db: Db;
  /** The api's upload storage (DATA_DIR/uploads or the bucket): imported pictures go there. */
  storage: UploadStorage;
  /** The payment provider the api takes payments with: refunds go back through it. */
  cashier?: Cashier;
  now: () => Date;
  /** NODE_ENV=production: commands that would only make sense in development refuse. */
  production: boolean;
  via: 'cli' | 'api';
  /** Who runs it: the system user (cli) or the client's address (api); written to the audit. */
  actor: string;
  /**
   * Reads a file named relative to the command's input file (pictures beside a catalogue file).
   * Only the command line has one; through the api such files come inline (data: URLs).
   */
  readLocalFile?: (relativePath: string) => Promise<Buffer>;
}

/** What a command answers: lines for a person, and data for a program (--json, the api). */
export interface OpsResult {
  summary: string;
  data?: unknown;
}

/** One problem a person can act on: where (row, field) and what. */
export interface OpsProblem {
  /** The row of the input file (1 is the first data row), when the problem is in one. */
  row?: number;
  field?: string;
  message: string;
}

/** The command refused its input: nothing was written. */
export class OpsRefusal extends Error {
  constructor(
    message: string,
    readonly problems: OpsProblem[] = [],
  ) {
    super(message);
  }
}

/** An input field that names a file: the command line reads it; the api takes it inline. */
export const fileInput = v.object({
  /** The file's name (its extension tells CSV from JSON). */
  name: v.pipe(v.string(), v.minLength(1)),
  text: v.string(),
});
export type FileInput = v.InferOutput<typeof fileInput>;

export interface OpsCommand<S extends v.GenericSchema = v.GenericSchema> {
  /** The words that call it: 'catalogue import' (`pnpm ops catalogue import`, POST /api/ops/catalogue/import). */
  name: string;
  /** One line for the list of commands. */
  summary: string;
  /** The arguments after the name, as --help shows them: 'FILE [--dry-run]'. */
  usage?: string;
  /** More help: what it does, what it writes, examples. */
  help?: string;
  /** The positional arguments of the command line, in order, as input fields. */
  args?: readonly string[];
  /** Input fields that are files (fileInput): the command line reads the path it is given. */
  files?: readonly string[];
  /** The whole input, validated before run (flags: --dry-run becomes dry_run). */
  input: S;
  run(ctx: OpsContext, input: v.InferOutput<S>): Promise<OpsResult>;
}

/** Keeps a command's input type tied to its schema. */
export function defineCommand<S extends v.GenericSchema>(command: OpsCommand<S>): OpsCommand<S> {
  return command;
}

/** A flag given on the command line as --name (true) or in the api's body as a boolean. */
export const flag = v.optional(
  v.union([
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((s) => s === 'true'),
    ),
  ]),
  false,
);

export class OpsRegistry {
  private readonly byName = new Map<string, OpsCommand>();

  constructor(commands: readonly OpsCommand[]) {
    for (const command of commands) this.add(command);
  }

  add(command: OpsCommand): void {
    if (!/^[a-z][a-z0-9-]*( [a-z][a-z0-9-]*)*$/.test(command.name))
      throw new Error(`an operator command's name is lower-case words: "${command.name}"`);
    if (this.byName.has(command.name)) throw new Error(`two commands named "${command.name}"`);
    this.byName.set(command.name, command);
  }

  get(name: string): OpsCommand | undefined {
    return this.byName.get(name);
  }

  all(): OpsCommand[] {
    return [...this.byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The command named by the longest run of leading words, and the words after it. */
  match(words: readonly string[]): { command: OpsCommand; rest: string[] } | undefined {
    for (let n = Math.min(words.length, 4); n > 0; n -= 1) {
      const command = this.byName.get(words.slice(0, n).join(' '));
      if (command) return { command, rest: words.slice(n) };
    }
    return undefined;
  }
}

/** Problems of a valibot parse, one per field. */
function problemsOf(issues: readonly v.BaseIssue<unknown>[]): OpsProblem[] {
  return issues.map((issue) => {
    const field = v.getDotPath(issue) ?? undefined;
    return field ? { field, message: issue.message } : { message: issue.message };
  });
}

/** The input as the audit keeps it: file contents replaced by their name and size. */
function auditedInput(command: OpsCommand, input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (command.files?.includes(key) && value && typeof value === 'object') {
      const file = value as Partial<FileInput>;
      out[key] = { name: file.name, bytes: Buffer.byteLength(String(file.text ?? '')) };
    } else if (typeof value === 'string' && value.length > 500) {
      out[key] = `${value.slice(0, 500)}…`;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Validates the input, runs the command and writes its audit row, whatever the outcome. */
export async function runCommand(
  ctx: OpsContext,
  command: OpsCommand,
  rawInput: unknown,
): Promise<OpsResult> {
  const audit = async (outcome: 'ok' | 'failed' | 'refused', message: string) => {
    await ctx.db
      .insertInto('operator_audit')
      .values({
        via: ctx.via,
        actor: ctx.actor,
        command: command.name,
        input: JSON.stringify(auditedInput(command, rawInput)),
        outcome,
        message: message.slice(0, 2000),
      })
      .execute();
  };
  const parsed = v.safeParse(command.input, rawInput ?? {});
  if (!parsed.success) {
    const refusal = new OpsRefusal(
      `${command.name}: the input is not valid`,
      problemsOf(parsed.issues),
    );
    await audit('refused', formatProblems(refusal));
    throw refusal;
  }
  try {
    const result = await command.run(ctx, parsed.output);
    await audit('ok', result.summary);
    return result;
  } catch (error) {
    if (error instanceof OpsRefusal) await audit('refused', formatProblems(error));
    else await audit('failed', (error as Error).message ?? String(error));
    throw error;
  }
}

/** A refusal as lines for a person: the message, then one line per problem. */
export function formatProblems(refusal: OpsRefusal): string {
  const lines = refusal.problems.map((p) => {
    const where = [p.row !== undefined ? `row ${p.row}` : '', p.field ?? '']
      .filter(Boolean)
      .join(', ');
    return where ? `  ${where}: ${p.message}` : `  ${p.message}`;
  });
  return [refusal.message, ...lines].join('\n');
}
