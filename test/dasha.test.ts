// Dasha endpoints over HTTP: shapes, windows and limits, current = the listing at that moment,
// and the listing's dates against PyJHora (test/fixtures/pyjhora_dasha.json; the full 200-birth
// comparison runs in native/core/tests/dasha_vs_pyjhora.rs).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, qs, startServer, type TestServer } from './helpers.js';

const ref = fixture('pyjhora_dasha.json');
const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
const t = suite<{ s: TestServer; key: string }>('dasha');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

t('vimshottari: balance, 9 mahadashas of 120 years, 3 levels by default, year length stated', async ({ s, key }) => {
  const r = await s.get(`/v1/dasha/vimshottari?${birth}`, key);
  assert.is(r.status, 200);
  const b = r.body;
  assert.is(b.levels, 3);
  assert.is(b.conventions.year_days, 365.25);
  assert.is(b.conventions.year_length, 'julian');
  assert.is(b.periods.length, 9);
  const years = b.periods.reduce((a: number, p: { years: number }) => a + p.years, 0);
  assert.ok(Math.abs(years - 120) < 1e-8); // a sum of numbers written to 9 decimals
  assert.is(b.periods[0].lord, b.balance.lord);
  assert.is(b.periods[0].end.jd_ut, b.balance.end.jd_ut);
  for (const md of b.periods) {
    assert.is(md.periods.length <= 9, true);
    assert.is(md.periods[0].periods.length > 0, true);
    // Sub-periods tile their parent (the first one may be cut by the window at birth).
    assert.ok(Math.abs(md.periods.at(-1).end.jd_ut - md.end.jd_ut) < 1e-6);
  }
  const sid = await s.get(`/v1/dasha/vimshottari?${birth}&year=sidereal&levels=1`, key);
  assert.is(sid.body.conventions.year_days, 365.256363);
  assert.ok(sid.body.periods[5].start.jd_ut > b.periods[5].start.jd_ut);
});

t('vimshottari: 5 levels need a window of at most 2 years; 400 before any debit', async ({ s, key }) => {
  const none = await s.get(`/v1/dasha/vimshottari?${birth}&levels=5`, key);
  assert.is(none.status, 400);
  assert.is(none.body.error.details[0].param, 'from');
  const wide = await s.get(`/v1/dasha/vimshottari?${birth}&levels=5&from=2020-01-01&to=2025-01-01`, key);
  assert.is(wide.status, 400);
  assert.is(wide.body.error.details[0].param, 'to');
  const bad = await s.get(`/v1/dasha/vimshottari?${birth}&levels=6`, key);
  assert.is(bad.status, 400);
  const ok = await s.get(`/v1/dasha/vimshottari?${birth}&levels=5&from=2024-01-01&to=2025-01-01`, key);
  assert.is(ok.status, 200);
  let deepest = 0;
  const walk = (ps: any[], d: number) => ps.forEach((p) => { deepest = Math.max(deepest, d); if (p.periods) walk(p.periods, d + 1); });
  walk(ok.body.periods, 1);
  assert.is(deepest, 5);
  const badDate = await s.get(`/v1/dasha/vimshottari?${birth}&from=2023-02-30`, key);
  assert.is(badDate.status, 400);
  assert.is(badDate.body.error.details[0].param, 'from');
});

t('current: five running periods nested in each other and containing `at`', async ({ s, key }) => {
  const at = '2024-05-01T10:00:00+05:30';
  const r = await s.get(`/v1/dasha/vimshottari/current?${birth}&at=${encodeURIComponent(at)}`, key);
  assert.is(r.status, 200);
  const ps = r.body.periods;
  assert.equal(ps.map((p: { level: string }) => p.level), ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshma', 'prana']);
  for (const p of ps) assert.ok(p.start.jd_ut <= r.body.at.jd_ut && r.body.at.jd_ut < p.end.jd_ut);
  // The same chain appears in the 5-level listing around `at`.
  const l = await s.get(`/v1/dasha/vimshottari?${birth}&levels=5&from=2024-05-01&to=2024-05-02`, key);
  let node = { periods: l.body.periods };
  for (const p of ps) {
    const hit = node.periods.find((q: { lord: string; start: { jd_ut: number } }) => q.lord === p.lord && q.start.jd_ut === p.start.jd_ut);
    assert.ok(hit, p.level);
    node = hit;
  }
  const y = await s.get(`/v1/dasha/yogini/current?${birth}&at=2024-05-01`, key);
  assert.is(y.status, 200);
  assert.is(y.body.periods.length, 3);
  assert.type(y.body.periods[0].yogini, 'string');
  const before = await s.get(`/v1/dasha/vimshottari/current?${birth}&at=1980-01-01`, key);
  assert.is(before.status, 400);
  assert.is(before.body.error.details[0].param, 'at');
});

t('yogini: 24 mahadashas (three 36-year cycles), antardashas proportional', async ({ s, key }) => {
  const r = await s.get(`/v1/dasha/yogini?${birth}`, key);
  assert.is(r.status, 200);
  assert.is(r.body.periods.length, 24);
  const md = r.body.periods[3];
  assert.is(md.periods.length, 8);
  for (const ad of md.periods) {
    const own = r.body.periods.find((p: { yogini: string }) => p.yogini === ad.yogini).years;
    assert.ok(Math.abs(ad.years - (md.years * own) / 36) < 2e-9); // both written to 9 decimals
  }
});

t('listing dates against PyJHora (first 20 births of the fixture, both year lengths)', async ({ s, key }) => {
  for (const c of ref.cases.slice(0, 20)) {
    for (const year of ['julian', 'sidereal']) {
      const r = await s.get(`/v1/dasha/vimshottari?${qs(c.input, { year, levels: '1', from: '1850-01-01' })}`, key);
      assert.is(r.status, 200);
      const md = r.body.periods;
      c.years[year].mahadasha.forEach(([lord, jd]: [string, number], i: number) => {
        assert.is(md[i].lord, lord);
        assert.ok(Math.abs(md[i].start.jd_ut - jd) < 1, `${lord} ${md[i].start.jd_ut - jd}`);
      });
    }
  }
});

t.run();
