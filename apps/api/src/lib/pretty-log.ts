// Logs for a person at a terminal: `npm start` in development prints one short line per event
// ("12:04:05 INFO  Ugift is running ...") instead of pino's JSON; anything else (production, a
// pipe, a file, a log collector) keeps the JSON lines.

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v']);

/** One pino JSON line as a readable one (the line itself when it is not pino's JSON). */
export function prettyLine(line: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const level = Number(entry.level);
  const time = new Date(Number(entry.time) || Date.now()).toTimeString().slice(0, 8);
  const extras = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => {
      if (key === 'err' && value && typeof value === 'object') {
        const err = value as { message?: string; stack?: string };
        return `\n${err.stack ?? err.message ?? JSON.stringify(value)}`;
      }
      return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    });
  const label = LEVELS[level] ?? String(entry.level);
  const shown = colour && COLOURS[level] ? `${COLOURS[level]}${label}\x1b[0m` : label;
  return `${time} ${shown} ${String(entry.msg ?? '')}${extras.length ? ` ${extras.join(' ')}` : ''}\n`;
}

/** Whether the api's logs should be pretty: development, on a terminal. */
export function wantsPrettyLogs(production: boolean, isTTY: boolean | undefined): boolean {
  return !production && Boolean(isTTY);
}

/** A pino destination writing readable lines to a stream. */
export function prettyStream(out: NodeJS.WriteStream): { write(line: string): void } {
  return { write: (line) => void out.write(prettyLine(line, out.hasColors?.() ?? false)) };
}
