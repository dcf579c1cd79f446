// `pnpm ops <command>`: the operator's command line, on the database of DATABASE_URL or the
// embedded one in DATA_DIR (the api's own), with the commands of ops/commands (the operator api
// runs the same ones). Exit codes: 0 done, 1 refused or failed, 2 not understood.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ConfigError, loadOperatorConfig, type ApiConfig } from '../config';
import { migrate, openDatabase, type Db } from '../db';
import { seedIfEmpty } from '../db/seed';
import type { Cashier } from '../payments/cashier';
import { SandboxCashier } from '../payments/sandbox';
import { StripeCashier } from '../payments/stripe';
import { DiskStorage, createS3Storage } from '../storage';
import { opsRegistry } from './commands';
import {
  OpsRefusal,
  formatProblems,
  runCommand,
  type OpsCommand,
  type OpsRegistry,
} from './registry';

/**
 * The payment provider refunds go through: the api's own (services.ts) with the same settings.
 * Production never refunds through the sandbox: no money was taken there.
 */
function cashierOf(config: ApiConfig, db: Db, production: boolean): Cashier | undefined {
  if (config.stripe) return new StripeCashier(db, config.stripe);
  return production ? undefined : new SandboxCashier(db);
}

export interface ParsedArgs {
  words: string[];
  flags: Record<string, string | true>;
}

/** Words and --flags (`--name value`, `--name=value`, `--name` alone is true). */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const words: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '-h') flags.help = true;
    else if (arg.startsWith('--')) {
      const [name, value] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      const key = name.replace(/-/g, '_');
      if (value !== undefined) flags[key] = value;
      else if (
        argv[i + 1] !== undefined &&
        !argv[i + 1]!.startsWith('--') &&
        VALUE_FLAGS.has(key)
      ) {
        flags[key] = argv[i + 1]!;
        i += 1;
      } else flags[key] = true;
    } else words.push(arg);
  }
  return { words, flags };
}

/** Flags that take the next word as their value (the others are switches). */
const VALUE_FLAGS = new Set(['out', 'format', 'threshold', 'country', 'brand', 'name']);

export function overview(registry: OpsRegistry): string {
  const rows = registry
    .all()
    .map((c) => `  ${`${c.name} ${c.usage ?? ''}`.trim().padEnd(36)} ${c.summary}`);
  return [
    'Usage: pnpm ops <command> [arguments] [--json] [--help]',
    '',
    'Runs on the database of DATABASE_URL, or the embedded one in DATA_DIR (apps/api/.data).',
    'Every run is written to the operator_audit table. docs/operations.md has the day-one guide.',
    '',
    'Commands:',
    ...rows,
    '',
    'pnpm ops <command> --help tells more about one.',
  ].join('\n');
}

export function commandHelp(command: OpsCommand): string {
  return [
    `Usage: pnpm ops ${command.name}${command.usage ? ` ${command.usage}` : ''} [--json]`,
    '',
    command.summary,
    ...(command.help ? ['', command.help] : []),
  ].join('\n');
}

/** The command's input from the words after its name and the flags; files are read. */
export function inputOf(
  command: OpsCommand,
  rest: readonly string[],
  flags: ParsedArgs['flags'],
  cwd: string,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const args = command.args ?? [];
  if (rest.length > args.length) {
    throw new UsageError(
      `${command.name}: too many arguments (${rest.slice(args.length).join(' ')})`,
    );
  }
  args.forEach((name, i) => {
    if (rest[i] !== undefined) input[name] = rest[i];
  });
  for (const [name, value] of Object.entries(flags)) {
    if (name === 'json' || name === 'help') continue;
    input[name] = value;
  }
  for (const name of command.files ?? []) {
    const given = input[name];
    if (typeof given !== 'string') continue;
    const file = path.resolve(cwd, given);
    if (!fs.existsSync(file)) throw new UsageError(`${given}: no such file`);
    input[name] = { name: path.basename(file), text: fs.readFileSync(file, 'utf8') };
  }
  return input;
}

export class UsageError extends Error {}

/** Runs one command line; resolves to the exit code. */
export async function main(
  argv: readonly string[],
  io: {
    out: (text: string) => void;
    err: (text: string) => void;
    env?: NodeJS.ProcessEnv;
    cwd?: string;
  },
  registry: OpsRegistry = opsRegistry,
): Promise<number> {
  const { words, flags } = parseArgs(argv);
  if (words.length === 0) {
    io[flags.help ? 'out' : 'err'](overview(registry));
    return flags.help ? 0 : 2;
  }
  const found = registry.match(words);
  if (!found) {
    io.err(`No command "${words.join(' ')}".\n\n${overview(registry)}`);
    return 2;
  }
  const { command, rest } = found;
  if (flags.help) {
    io.out(commandHelp(command));
    return 0;
  }
  // The api's own settings, without production's checks of the web app's providers.
  let operator;
  try {
    operator = loadOperatorConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 2;
  }
  const { config, production } = operator;
  const cwd = io.cwd ?? operator.invokedIn;
  let input: Record<string, unknown>;
  let fileDir = cwd;
  try {
    input = inputOf(command, rest, flags, cwd);
    const firstFile = command.files
      ?.map((f) => rest[(command.args ?? []).indexOf(f)])
      .find(Boolean);
    if (firstFile) fileDir = path.dirname(path.resolve(cwd, firstFile));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${commandHelp(command)}`);
    return 2;
  }

  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  const storage =
    config.storage.kind === 's3'
      ? await createS3Storage(config.storage)
      : new DiskStorage(path.join(config.dataDir, 'uploads'));
  try {
    await migrate(db);
    // A database the api has not started on yet gets what its first start would give it.
    await seedIfEmpty(db, new Date(), { demoMembers: config.seedDemo, catalogue: config.seedDemo });
    const result = await runCommand(
      {
        db,
        storage,
        cashier: cashierOf(config, db, production),
        now: () => new Date(),
        production,
        via: 'cli',
        actor: `${os.userInfo().username}@${os.hostname()}`,
        readLocalFile: (relative) => fs.promises.readFile(path.resolve(fileDir, relative)),
      },
      command,
      input,
    );
    io.out(flags.json ? JSON.stringify(result.data ?? null, null, 2) : result.summary);
    return 0;
  } catch (error) {
    if (error instanceof OpsRefusal) {
      io.err(formatProblems(error));
      return 1;
    }
    io.err(`${command.name} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await storage.close();
    await db.destroy();
  }
}

// Run as a program (not imported by a test).
if (
  process.argv[1] &&
  path.resolve(process.argv[1]).replace(/\.[cm]?[jt]s$/, '') ===
    import.meta.filename.replace(/\.[cm]?[jt]s$/, '')
) {
  const code = await main(process.argv.slice(2), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
  process.exitCode = code;
}
