// The Western horoscopes over HTTP (issue 20, `system=western`): the input rules (a Vedic-only,
// Sanskrit sign name, an unknown system and the sidereal options are a 400 before any debit), the
// answer's method as stated (tropical zodiac, solar houses, rulers), the day's factors against the
// sky group's own endpoints (void-of-course Moon, planetary hours), and the PDF with its page count
// inside the range ts/http/routes/report-pages.ts states for the horoscopes, give or take its
// tolerance (poppler's pdfinfo, else the PDF's page objects, as test/report-pages.test.ts counts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORT_PAGES, pageTolerance } from '../ts/http/routes/report-pages.js';
import { startServer, type TestServer } from './helpers.js';
import { answerValidators } from './schema-validation.js';

const t = suite<{ s: TestServer; key: string }>('western horoscopes (system=western)');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

const NY = 'date=2025-01-15&tz=-05:00&lat=40.7128&lon=-74.006';

t('400 naming the parameter for a Sanskrit name, an unknown system or a sidereal option; nothing charged', async ({ s }) => {
  const key = await s.key(50);
  const cases: [string, string][] = [
    ['sign=simha&system=western', 'sign'],
    ['sign=Mesha&system=western', 'sign'],
    ['sign=leo&system=hellenistic', 'system'],
    ['sign=leo&system=western&ayanamsa=raman', 'ayanamsa'],
    ['sign=leo&system=western&node=true', 'node'],
    ['sign=ophiuchus&system=western', 'sign'],
  ];
  for (const [query, param] of cases) {
    const r = await s.get(`/v1/reports/horoscope/daily?${query}&date=2025-01-15`, key);
    assert.is(r.status, 400, query);
    assert.is(r.body.error.code, 'invalid_request', query);
    assert.ok(r.body.error.details.some((d: { param: string }) => d.param === param), `${query}: ${JSON.stringify(r.body.error.details)}`);
  }
  // The same Sanskrit name is a Vedic rashi, and every refusal above was free.
  const ok = await s.get('/v1/reports/horoscope/daily?sign=simha&date=2025-01-15', key);
  assert.is(ok.status, 200);
  assert.is(ok.headers.get('x-credits-remaining'), '48');
});

t('system=vedic is the answer without system; western states its method', async ({ s, key }) => {
  const plain = await s.get(`/v1/reports/horoscope/daily?sign=leo&${NY}`, key);
  const vedic = await s.get(`/v1/reports/horoscope/daily?sign=leo&system=vedic&${NY}`, key);
  assert.equal(vedic.body, plain.body);
  const w = await s.get(`/v1/reports/horoscope/weekly?sign=leo&system=western&${NY}`, key);
  assert.is(w.status, 200);
  const d = w.body.data;
  assert.is(d.system, 'western');
  assert.is(d.sign, 'Leo');
  assert.is(d.conventions.zodiac, 'tropical');
  assert.match(d.conventions.houses, /solar houses/);
  assert.is(d.ruler, 'Sun');
  assert.is(d.days.length, 7);
  assert.match(w.body.text_source, /Sun-sign columns/);
});

t('void-of-course periods and lucky hours are those of the sky endpoints', async ({ s, key }) => {
  const w = (await s.get(`/v1/reports/horoscope/monthly?sign=scorpio&system=western&${NY}`, key)).body.data;
  const voids = (await s.get(`/v1/sky/void-of-course?from=2025-01-15&to=2025-02-13&tz=-05:00&zodiac=tropical`, key)).body;
  assert.equal(w.void_of_course.map((v: { period: unknown }) => v.period), voids.periods.map((v: { period: unknown }) => v.period));
  assert.is(w.modern_ruler, 'Pluto');
  for (const day of w.days.slice(0, 5)) {
    const hours = (await s.get(`/v1/sky/planetary-hours?date=${day.date}&tz=-05:00&lat=40.7128&lon=-74.006`, key)).body;
    const first = hours.hours.find((h: { part: string; lord: string }) => h.part === 'day' && h.lord === 'Mars');
    assert.equal(day.lucky.time.start, first.start, day.date);
    assert.is(day.lucky.time.hour, first.number, day.date);
  }
});

t('the western answers match the published answer schema of each period', async ({ s, key }) => {
  const doc = (await s.get('/v1/meta/openapi.json')).body;
  const paths = ['daily', 'weekly', 'monthly'].map((p) => `/v1/reports/horoscope/${p}`);
  const validators = answerValidators({ ...doc, paths: Object.fromEntries(paths.map((p) => [p, doc.paths[p]])) });
  for (const path of paths) {
    const r = await s.get(`${path}?sign=aquarius&system=western&${NY}`, key);
    const validate = validators.get(path)!;
    assert.ok(validate(r.body), `${path}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
  }
});

let poppler = true;
try {
  execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
} catch {
  poppler = false;
}
const dir = mkdtempSync(join(tmpdir(), 'western-pages-'));

t('the PDFs typeset, within the pages the horoscopes state', async ({ s, key }) => {
  for (const period of ['daily', 'weekly', 'monthly']) {
    const res = await fetch(`${s.url}/v1/reports/horoscope/${period}?sign=pisces&system=western&${NY}&format=pdf`, { headers: { authorization: `Bearer ${key}` } });
    assert.is(res.status, 200, period);
    assert.is(res.headers.get('content-type'), 'application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    const file = join(dir, `${period}.pdf`);
    writeFileSync(file, bytes);
    const pages = poppler ? Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]) : (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    const [lo, hi] = REPORT_PAGES[`horoscope/${period}`]!;
    assert.ok(pages >= lo - pageTolerance(lo) && pages <= hi + pageTolerance(hi), `${period}: ${pages} pages, stated ${lo}-${hi}`);
  }
});

t.run();
