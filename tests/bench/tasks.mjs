// Where a first load's main thread goes, task by task: the measured routes (bench:web's) loaded
// cold at 1x in chromium with a trace; each task of the page's main thread of at least MIN ms
// (default 15) with its heaviest parts by self time, then the parts summed over the loads, and
// the synchronous font lookups Chromium on Linux makes of its browser process (a phone does not).
// A guide for where to look, not a judgement: a single load on a busy machine varies widely.
// Usage: pnpm bench:tasks [loads=3] [route name...]; MIN=ms shows shorter tasks; TRACES=folder
// keeps each load's trace there (route-load.json, for chromium's trace viewer or a script).
import { devices } from '@playwright/test';

import { keepJson, launchChromium, startApp } from './app.mjs';
import { routes, shareLink } from './routes.mjs';

const [loadsArg, ...names] = process.argv.slice(2);
const loads = Number(loadsArg ?? 3);
const MIN_MS = Number(process.env.MIN ?? 15);
const port = Number(process.env.BENCH_PORT ?? 4396);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink',
  'loading',
  'fonts',
].join(',');
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const FONT_LOOKUP = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';

/** The trace events of one cold load of `url`. */
async function traceLoad(browser, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url);
  await page.waitForTimeout(Number(process.env.WAIT_MS ?? 6000));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

/** The complete events of the page's main thread, and the outermost tasks among them. */
function mainThread(events) {
  const committed = events.find(
    (e) => e.name === 'FrameCommittedInBrowser' && /^http/.test(e.args?.data?.url ?? ''),
  );
  const pid = committed?.args.data.processId;
  const tid = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  )?.tid;
  const complete = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  for (const event of complete) {
    if (!TASK_NAMES.has(event.name)) continue;
    const last = tasks.at(-1);
    if (!last || event.ts >= last.ts + last.dur) tasks.push(event);
  }
  // navigationStart is a mark, not a complete event: looked for among all of the thread's events.
  const start =
    events.find((e) => e.pid === pid && e.tid === tid && e.name === 'navigationStart')?.ts ??
    tasks[0]?.ts ??
    0;
  return { complete, tasks, start };
}

/** Self time (µs) by event name inside `task`: each event's length less its children's. */
function selfTimes(task, complete) {
  const inside = complete.filter(
    (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
  );
  const self = new Map();
  const stack = [];
  let covered = 0;
  for (const event of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur);
    else covered += event.dur;
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur);
    stack.push(event);
  }
  self.set('(the task itself)', task.dur - covered);
  return self;
}

const ms = (us) => (us / 1000).toFixed(1);
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${name} ${ms(us)}`)
    .join(', ');

const { origin, stop } = await startApp(port);
const browser = await launchChromium();
try {
  const chosen = routes(await shareLink(origin)).filter(
    (route) => names.length === 0 || names.includes(route.name),
  );
  for (const route of chosen) {
    const summed = new Map();
    const fontLookups = [];
    for (let load = 1; load <= loads; load++) {
      const events = await traceLoad(browser, origin + route.path);
      keepJson(process.env.TRACES, `${route.name}-${load}.json`, { traceEvents: events });
      const { complete, tasks, start } = mainThread(events);
      const long = tasks.filter((task) => task.dur >= MIN_MS * 1000);
      const inAll = long.reduce((sum, task) => sum + task.dur, 0);
      console.log(
        `\n${route.name}, load ${load}: ${long.length} tasks of ${MIN_MS} ms or more, ${ms(inAll)} ms in all`,
      );
      for (const task of long) {
        const self = selfTimes(task, complete);
        for (const [name, us] of self) summed.set(name, (summed.get(name) ?? 0) + us);
        console.log(`  at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms: ${top(self, 5)}`);
      }
      fontLookups.push(...complete.filter((e) => e.name === FONT_LOOKUP).map((e) => e.dur));
    }
    console.log(`\n${route.name}, ${loads} loads, summed over those tasks: ${top(summed, 12)}`);
    const total = fontLookups.reduce((sum, us) => sum + us, 0);
    console.log(
      `${route.name}: ${fontLookups.length} font lookups of the browser process, ${ms(total)} ms in all, the longest ${ms(Math.max(0, ...fontLookups))} ms`,
    );
  }
} finally {
  await browser.close();
  stop();
}
