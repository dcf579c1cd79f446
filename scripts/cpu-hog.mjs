// A bounded CPU hog for `pnpm test:stress`: one busy thread per core, so the tests meet a machine
// with no idle core. It stops by itself after --seconds (default 3600) and as soon as the process
// that started it is gone, so a stress run that is cut off never leaves it spinning.
// Usage: node scripts/cpu-hog.mjs [--seconds N]
import os from 'node:os';
import { isMainThread, Worker, workerData } from 'node:worker_threads';

if (isMainThread) {
  const at = process.argv.indexOf('--seconds');
  const seconds = at > 0 ? Number(process.argv[at + 1]) : 3600;
  if (!Number.isFinite(seconds) || seconds <= 0) {
    console.error('Usage: node scripts/cpu-hog.mjs [--seconds N] (N > 0)');
    process.exit(2);
  }
  const until = Date.now() + seconds * 1000;
  const threads = os.availableParallelism();
  for (let i = 0; i < threads; i++) new Worker(new URL(import.meta.url), { workerData: { until } });
  const parent = process.ppid;
  const stop = () => process.exit(0);
  setTimeout(stop, seconds * 1000).unref();
  setInterval(() => {
    // Adopted by init (or another reaper): whoever started the hog has gone.
    if (process.ppid !== parent) stop();
  }, 1000);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`cpu-hog: ${threads} busy threads for at most ${seconds} s (pid ${process.pid})`);
} else {
  const { until } = workerData;
  let x = 0;
  while (Date.now() < until) {
    for (let i = 0; i < 1e6; i++) x = (x * 31 + i) % 1_000_003;
  }
}
