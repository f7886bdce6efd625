// Report page counts: each of the 12 report PDFs is rendered for the three births of
// test/report-births.ts and its page count (poppler's pdfinfo, else the PDF's page objects) must
// lie within the range the catalog states (ts/http/routes/report-pages.ts, measured by
// tools/measure_report_pages.ts), give or take pageTolerance. Source of truth: the rendered documents.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportsEndpoints } from '../ts/http/routes/reports.js';
import { REPORT_PAGES, pageTolerance } from '../ts/http/routes/report-pages.js';
import { startServer, type TestServer } from './helpers.js';
import { BIRTH_COUNT, REPORT_KINDS, reportQuery } from './report-births.js';

const t = suite<{ s: TestServer }>('report pages');
t.before(async (ctx) => {
  ctx.s = await startServer();
});
t.after(async (ctx) => {
  await ctx.s.close();
});

let poppler = true;
try {
  execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
} catch {
  poppler = false;
}
const dir = mkdtempSync(join(tmpdir(), 'report-pages-'));

function pageCount(file: string, bytes: Buffer): number {
  if (poppler) return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);
  return (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

t('every report endpoint states its measured page count in the published description', async ({ s }) => {
  assert.equal(reportsEndpoints.map((e) => e.path).sort(), REPORT_KINDS.map((k) => `/v1/reports/${k}`).sort());
  assert.equal(Object.keys(REPORT_PAGES).sort(), [...REPORT_KINDS].sort());
  const spec = (await s.get('/v1/meta/openapi.json')).body;
  for (const kind of REPORT_KINDS) {
    const [lo, hi] = REPORT_PAGES[kind]!;
    const description: string = spec.paths[`/v1/reports/${kind}`].get.description;
    assert.ok(description.includes(lo === hi ? `has ${lo} pages` : `has ${lo} to ${hi} pages`), `${kind}: ${description}`);
  }
});

t('each PDF, on three births, has the stated number of pages within the tolerance', async ({ s }) => {
  const key = await s.key(100000);
  const off: string[] = [];
  for (const kind of REPORT_KINDS) {
    const [lo, hi] = REPORT_PAGES[kind]!;
    for (let i = 0; i < BIRTH_COUNT; i++) {
      const res = await fetch(`${s.url}/v1/reports/${kind}?${reportQuery(kind, i)}&format=pdf`, { headers: { authorization: `Bearer ${key}` } });
      assert.is(res.status, 200, `${kind} birth ${i}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      const file = join(dir, `${kind.replace('/', '-')}-${i}.pdf`);
      writeFileSync(file, bytes);
      const n = pageCount(file, bytes);
      if (n < lo - pageTolerance(lo) || n > hi + pageTolerance(hi)) off.push(`${kind} birth ${i}: ${n} pages, stated ${lo}-${hi}`);
    }
  }
  assert.equal(off, [], `re-measure with tools/measure_report_pages.ts: ${off.join('; ')}`);
});

t.run();
