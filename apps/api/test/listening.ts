import type { ChildProcess } from 'node:child_process';

/**
 * Resolves when the api started as `child` (stdout and stderr piped) says it listens: Fastify's
 * "Server listening at" line, logged once the database is migrated and seeded. Rejects with the
 * output's end when the process exits first, or after `timeoutMs`, a bound for a machine far
 * slower than usual, not a wait: no test polls for the api to come up.
 */
export function whenListening(child: ChildProcess, timeoutMs = 240_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) done();
    };
    const onExit = (code: number | null) =>
      done(new Error(`the api exited (${code}) before it listened:\n${output.slice(-2000)}`));
    const timer = setTimeout(
      () => done(new Error(`the api did not listen in ${timeoutMs} ms:\n${output.slice(-2000)}`)),
      timeoutMs,
    );
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}
