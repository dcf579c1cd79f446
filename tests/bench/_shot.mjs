import { devices } from '@playwright/test';
import { launchChromium, startApp } from './app.mjs';
const { origin, stop } = await startApp(4397);
const browser = await launchChromium();
for (const js of [false, true]) {
  const ctx = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: js });
  const page = await ctx.newPage();
  await page.goto(origin + '/ugift/home');
  if (js) { await page.waitForSelector('a[href*="/product-details"]'); await page.keyboard.press('Escape'); await page.waitForTimeout(800); }
  await page.screenshot({ path: `/tmp/home-${js ? 'app' : 'shell'}.png` });
  if (js) console.log(await page.evaluate(() => JSON.stringify([...document.querySelectorAll('nav, header, main, #root > div')].map(e => [e.tagName, e.getAttribute('aria-label'), JSON.stringify(e.getBoundingClientRect()), getComputedStyle(e).backgroundColor, getComputedStyle(e).borderTop, getComputedStyle(e).boxShadow, getComputedStyle(e).position]))));
  await ctx.close();
}
await browser.close(); stop(); process.exit(0);
