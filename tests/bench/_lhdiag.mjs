import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApp } from './app.mjs';
const { origin, stop } = await startApp(4398);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--no-first-run','--disable-quic'] });
for (const p of (process.argv[2] ?? '/ugift/home').split(',')) {
const { lhr } = await lighthouse(origin + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = (id) => lhr.audits[id];
console.log(p, 'score', lhr.categories.performance.score, 'FCP', a('first-contentful-paint').displayValue, 'LCP', a('largest-contentful-paint').displayValue, 'TBT', a('total-blocking-time').displayValue, 'SI', a('speed-index').displayValue, 'CLS', a('cumulative-layout-shift').displayValue);
const lcpEl = a('largest-contentful-paint-element')?.details?.items;
console.log(JSON.stringify(lcpEl, null, 0).slice(0, 1500));
const chains = a('critical-request-chains')?.details?.longestChain; console.log('longest chain', JSON.stringify(chains));
for (const id of ['render-blocking-resources','unused-javascript','bootup-time','mainthread-work-breakdown','network-rtt','server-response-time']) { const x = a(id); if (x) console.log(id, x.displayValue ?? '', x.score); }
}
await chrome.kill(); stop(); process.exit(0);
