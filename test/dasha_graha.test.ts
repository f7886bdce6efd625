// The conditional nakshatra dashas and /v1/dasha/systems over HTTP: each path answers 200 to its
// OpenAPI example with an answer its schema describes; bad inputs are 400s naming the
// parameter; /current is the chain the listing holds; the overview's periods are each system's
// own; and mahadasha lords and starts against PyJHora 4.8.7 (test/fixtures/pyjhora_graha_dasha.json,
// tools/gen_graha_dasha_pyjhora.py; the full 100-birth comparison runs in
// native/core/tests/dasha_graha_vs_pyjhora.rs; Tara and Kaala: pyjhora_tara_kaala.json,
// tools/gen_tara_kaala_pyjhora.py, native/core/tests/dasha_tara_kaala_vs_pyjhora.rs).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, qs, startServer, type TestServer } from './helpers.js';
import { assertExamplesAnswer } from './schema-validation.js';

const SYSTEMS = [
  'ashtottari',
  'shodasottari',
  'dwadasottari',
  'panchottari',
  'shatabdika',
  'chaturaseeti-sama',
  'dwisaptati-sama',
  'shashtihayani',
  'shattrimsa-sama',
];
/** Tara (first lord from the kendras) and Kaala (from the part of the day). */
const OWN_START = ['tara', 'kaala'];
const ref = fixture('pyjhora_graha_dasha.json');
const tk = fixture('pyjhora_tara_kaala.json');
const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
const MINUTE = 1 / 1440;

const t = suite<{ s: TestServer; key: string }>('dasha systems');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(1_000_000);
});
t.after(async (ctx) => ctx.s.close());

t('each new path answers 200 to its OpenAPI example, as its schema describes', async ({ s, key }) => {
  const paths = [...[...SYSTEMS, ...OWN_START, 'naisargika'].flatMap((x) => [`/v1/dasha/${x}`, `/v1/dasha/${x}/current`]), '/v1/dasha/systems'];
  await assertExamplesAnswer(s, key, paths);
});

t('bad inputs are 400s naming the parameter', async ({ s, key }) => {
  const cases: [string, string][] = [
    [`/v1/dasha/ashtottari?${birth}&levels=6`, 'levels'],
    [`/v1/dasha/shodasottari?${birth}&levels=0`, 'levels'],
    [`/v1/dasha/panchottari?${birth}&levels=5`, 'from'],
    [`/v1/dasha/shatabdika?${birth}&levels=4&from=2000-01-01&to=2030-01-01`, 'to'],
    [`/v1/dasha/dwadasottari?${birth}&from=2030-01-01&to=2020-01-01`, 'to'],
    [`/v1/dasha/shashtihayani?${birth}&year=lunar`, 'year'],
    [`/v1/dasha/chaturaseeti-sama/current?${birth}&at=1980-01-01`, 'at'],
    [`/v1/dasha/systems?${birth}&at=1980-01-01`, 'at'],
    [`/v1/dasha/systems?${birth}&levels=2`, 'levels'],
    [`/v1/dasha/naisargika/current?${birth}&at=2130-01-01`, 'at'],
    [`/v1/dasha/dwisaptati-sama?date=1990-07-15&time=14:30&tz=%2B05:30&lat=95&lon=77`, 'lat'],
  ];
  for (const [url, param] of cases) {
    const r = await s.get(url, key);
    assert.is(r.status, 400, url);
    assert.is(r.body.error.details[0].param, param, url);
  }
});

t('listing: balance, whole cycles, applicability and conventions stated', async ({ s, key }) => {
  for (const system of [...SYSTEMS, ...OWN_START]) {
    const r = await s.get(`/v1/dasha/${system}?${birth}&levels=1&from=1850-01-01`, key);
    assert.is(r.status, 200);
    const b = r.body;
    assert.is(b.system, system);
    assert.type(b.applicable.holds, 'boolean');
    assert.ok(b.applicable.condition.length > 10 && b.applicable.evidence.length > 10);
    assert.is(b.conventions.starting_point, b.starting_rule);
    assert.match(b.conventions.sub_periods, /^proportional/);
    assert.is(b.periods[0].lord, b.balance.lord);
    assert.is(b.periods[0].end.jd_ut, b.balance.end.jd_ut);
    const years = b.periods.reduce((a: number, p: { years: number }) => a + p.years, 0);
    assert.ok(Math.abs(years - b.cycle_years * b.cycles) < 1e-8, system); // a sum of figures of 9 decimals
  }
});

t('current is the chain the listing holds at that moment', async ({ s, key }) => {
  const at = '2024-05-01T10:00:00+05:30';
  for (const system of ['ashtottari', 'shattrimsa-sama']) {
    const c = await s.get(`/v1/dasha/${system}/current?${birth}&at=${encodeURIComponent(at)}`, key);
    assert.is(c.status, 200);
    assert.equal(c.body.periods.map((p: { level: string }) => p.level), ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshma', 'prana']);
    const l = await s.get(`/v1/dasha/${system}?${birth}&levels=5&from=2024-05-01&to=2024-05-02`, key);
    let node = { periods: l.body.periods };
    for (const p of c.body.periods) {
      assert.ok(p.start.jd_ut <= c.body.at.jd_ut && c.body.at.jd_ut < p.end.jd_ut);
      const hit = node.periods.find((q: { lord: string; start: { jd_ut: number } }) => q.lord === p.lord && q.start.jd_ut === p.start.jd_ut);
      assert.ok(hit, `${system} ${p.level}`);
      node = hit;
    }
  }
});

t('systems: every system once, its running periods those of its own /current', async ({ s, key }) => {
  const at = '2031-02-03T04:05:00+05:30';
  const o = await s.get(`/v1/dasha/systems?${birth}&at=${encodeURIComponent(at)}&year=sidereal`, key);
  assert.is(o.status, 200);
  const names = o.body.systems.map((x: { system: string }) => x.system);
  // The sign dashas follow (their periods are checked in dasha_rasi.test.ts).
  assert.equal(names.slice(0, SYSTEMS.length + 5), ['vimshottari', 'yogini', ...SYSTEMS, 'tara', 'kaala', 'naisargika']);
  for (const summary of o.body.systems.slice(0, SYSTEMS.length + 5)) {
    const c = await s.get(`/v1/dasha/${summary.system}/current?${birth}&at=${encodeURIComponent(at)}&year=sidereal`, key);
    assert.equal(summary.periods, c.body.periods.slice(0, 3), summary.system);
    // Kaala has no condition: the overview leaves `applicable` out, as for Vimshottari.
    if (summary.system !== 'kaala') assert.equal(summary.applicable, c.body.applicable, summary.system);
  }
});

t('mahadasha lords and starts against PyJHora (first 5 births, both year lengths)', async ({ s, key }) => {
  for (const c of ref.cases.slice(0, 5)) {
    for (const year of ['julian', 'sidereal']) {
      for (const system of SYSTEMS) {
        const r = await s.get(`/v1/dasha/${system}?${qs(c.input, { year, levels: '1', from: '1850-01-01' })}`, key);
        assert.is(r.status, 200, JSON.stringify(r.body).slice(0, 300));
        c.years[year][system].mahadasha.forEach(([lord, jd]: [string, number], i: number) => {
          assert.is(r.body.periods[i].lord, lord, `${system} ${i}`);
          assert.ok(Math.abs(r.body.periods[i].start.jd_ut - jd) < MINUTE, `${system} ${lord}`);
        });
      }
    }
  }
});

t('Tara and Kaala mahadashas against PyJHora and the BPHS part of the day (first 5 births)', async ({ s, key }) => {
  for (const c of tk.cases.slice(0, 5)) {
    const q = qs(c.input, { levels: '1', from: '1850-01-01' });
    const tara = await s.get(`/v1/dasha/tara?${q}`, key);
    assert.is(tara.status, 200, JSON.stringify(tara.body).slice(0, 300));
    assert.is(tara.body.periods[0].lord, c.tara.classical_first_lord);
    if (c.tara.mahadasha[0][0] === c.tara.classical_first_lord) {
      c.tara.mahadasha.forEach(([lord, jd]: [string, number], i: number) => {
        assert.is(tara.body.periods[i].lord, lord, `tara ${i}`);
        assert.ok(Math.abs(tara.body.periods[i].start.jd_ut - jd) < MINUTE, `tara ${lord}`);
      });
    }
    const kaala = await s.get(`/v1/dasha/kaala?${q}`, key);
    assert.is(kaala.status, 200, JSON.stringify(kaala.body).slice(0, 300));
    assert.match(kaala.body.applicable.evidence, new RegExp(`^born in the ${c.kaala.part} `));
    const expected = c.kaala.mahadasha.filter((_: unknown, i: number) => i < 9 ? c.kaala.fraction > 0 : true);
    expected.forEach(([lord, jd]: [string, number], i: number) => {
      assert.is(kaala.body.periods[i].lord, lord, `kaala ${i}`);
      assert.ok(Math.abs(kaala.body.periods[i].start.jd_ut - jd) < MINUTE, `kaala ${lord} ${kaala.body.periods[i].start.jd_ut - jd}`);
    });
  }
});

t.run();
