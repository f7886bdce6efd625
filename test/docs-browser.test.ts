// The docs page as a new user meets it, in a real browser (Debian's Chromium driven by
// playwright-core): authorize with a key, then "Try it out" and "Execute" on one endpoint of every
// group, and read the 200 on the page. Skipped with a visible NOTE where Chromium is missing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { startServer } from './helpers.js';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (!CHROMIUM) console.log('NOTE: Chromium is not installed: the docs page is not checked in a browser (apt-get install chromium)');

async function authorize(page: Page, key: string) {
  await page.click('button.authorize');
  await page.fill('.modal-ux input[type="text"], .modal-ux input[type="password"]', key);
  await page.click('.modal-ux .auth-btn-wrapper button.authorize');
  await page.click('.modal-ux button.btn-done');
}

/** Picks a group in the top bar, expands one operation, runs it with its examples, and returns the status shown. */
async function tryItOut(page: Page, group: string, path: string): Promise<string> {
  await page.selectOption('.topbar select', { label: group });
  const op = page.locator('.opblock', { has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });
  await op.locator('.opblock-summary').first().click(); // operations start folded (docExpansion 'list')
  await op.locator('button.try-out__btn').click();
  await op.locator('button.execute').click();
  const status = op.locator('.live-responses-table .response .response-col_status').first();
  await status.waitFor({ timeout: 60_000 });
  return (await status.innerText()).trim();
}

test('docs page: authorize, then pick each group, Try it out and Execute on one of its endpoints: 200', async () => {
  if (!CHROMIUM) return;
  const s = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // The cheapest endpoint of each group (its answer is small enough for the page to render fast).
    const catalog = (await s.get('/v1/meta/endpoints')).body as { path: string; group: string; cost: number }[];
    const cheapest = new Map<string, { path: string; cost: number }>();
    for (const e of catalog) if ((cheapest.get(e.group)?.cost ?? Infinity) > e.cost) cheapest.set(e.group, e);
    const firstOfGroup = new Map([...cheapest].map(([g, e]) => [g, e.path]));
    const page = await browser.newPage();
    await page.goto(`${s.url}/docs`);
    await page.waitForSelector('.opblock', { timeout: 60_000 });
    await authorize(page, await s.key(100_000));
    const seen: Record<string, string> = {};
    for (const [group, path] of firstOfGroup) seen[`${group} ${path}`] = await tryItOut(page, group, path);
    if (process.env.DOCS_SCREENSHOT) await page.screenshot({ path: process.env.DOCS_SCREENSHOT, fullPage: false });
    const expected = Object.fromEntries(Object.keys(seen).map((k) => [k, '200']));
    assert.equal(seen, expected);
    assert.ok(firstOfGroup.size >= 15, `${firstOfGroup.size} groups`);

    // A link to one group opens that group, and the key given under Authorize is still there.
    const [group, path] = [...firstOfGroup].find(([g]) => g === 'chart')!;
    await page.goto(`${s.url}/docs?urls.primaryName=${group}`);
    await page.waitForSelector(`.opblock-summary-path[data-path="${path}"]`, { timeout: 60_000 });
    const op = page.locator('.opblock', { has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });
    await op.locator('.opblock-summary').first().click();
    await op.locator('button.try-out__btn').click();
    await op.locator('button.execute').click();
    const status = op.locator('.live-responses-table .response .response-col_status').first();
    await status.waitFor({ timeout: 60_000 });
    assert.is((await status.innerText()).trim(), '200', 'authorized after a reload on a deep link');
  } finally {
    await browser.close();
    await s.close();
  }
});

test.run();
