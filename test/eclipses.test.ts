// Eclipses over HTTP against pyswisseph (test/fixtures/eclipse_reference.json, written by
// tools/gen_eclipse_reference.py with pyswisseph 2.10.3.2): every eclipse 2000-2040 and those seen
// from New Delhi and Dallas, to the second; the sutak window by its rule (12 h / 9 h / 3 h before
// the first contact, to the last); natal contacts recomputed from the answer's own longitudes;
// and the input errors (400 naming the parameter, the 50-year cap). The global lists come from the
// engine's eclipse table (native/core/data/eclipses-*.txt), so these also check its rows 2000-2040.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, startServer, type TestServer } from './helpers.js';

const ref = fixture('eclipse_reference.json');
const SECOND = 1 / 86_400;
const near = (a: number | undefined, b: number | null, what: string) => {
  if (b === null) return assert.is(a, undefined, `${what}: absent in the reference`);
  assert.ok(a !== undefined && Math.abs(a - b) < SECOND, `${what}: ${a} vs ${b}`);
};

const t = suite<{ s: TestServer; key: string }>('eclipses');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

t('every solar eclipse 2000-2040: times within 1 s, types and Saros as pyswisseph', async ({ s, key }) => {
  const res = await s.get('/v1/eclipses/solar?from=2000-01-01&to=2040-12-31', key);
  assert.is(res.status, 200, JSON.stringify(res.body).slice(0, 300));
  assert.is(res.body.eclipses.length, ref.solar.length);
  ref.solar.forEach((r: any, i: number) => {
    const e = res.body.eclipses[i];
    near(e.maximum.jd_ut, r.maximum, `solar ${i} maximum`);
    near(e.first_contact.jd_ut, r.first_contact, `solar ${i} first contact`);
    near(e.last_contact.jd_ut, r.last_contact, `solar ${i} last contact`);
    assert.is(e.type, r.type);
    assert.equal(e.saros, { series: r.saros, member: r.member });
  });
  assert.match(res.body.eclipses[0].maximum.iso, /^2000-02-05T\d\d:\d\d:\d\d\+00:00$/);
});

t('every lunar eclipse 2000-2040: contacts within 1 s, types and Saros as pyswisseph', async ({ s, key }) => {
  const res = await s.get('/v1/eclipses/lunar?from=2000-01-01&to=2040-12-31&tz=%2B05:30', key);
  assert.is(res.status, 200, JSON.stringify(res.body).slice(0, 300));
  assert.is(res.body.eclipses.length, ref.lunar.length);
  ref.lunar.forEach((r: any, i: number) => {
    const e = res.body.eclipses[i];
    for (const k of ['p1', 'u1', 'u2', 'u3', 'u4', 'p4']) near(e.contacts[k]?.jd_ut, r[k], `lunar ${i} ${k}`);
    near(e.maximum.jd_ut, r.maximum, `lunar ${i} maximum`);
    assert.is(e.type, r.type);
    assert.equal(e.saros, { series: r.saros, member: r.member });
  });
  assert.match(res.body.eclipses[0].maximum.iso, /\+05:30$/);
});

t('eclipses seen from New Delhi (solar) and Dallas (lunar) as pyswisseph', async ({ s, key }) => {
  const delhi = ref.solar_local.filter((r: any) => r.place === 'New Delhi');
  const solar = await s.get('/v1/eclipses/solar/local?from=2000-01-01&to=2040-12-31&lat=28.6139&lon=77.209', key);
  assert.is(solar.status, 200, JSON.stringify(solar.body).slice(0, 300));
  assert.is(solar.body.eclipses.length, delhi.length);
  delhi.forEach((r: any, i: number) => {
    const e = solar.body.eclipses[i];
    near(e.first_contact.jd_ut, r.c1, 'C1');
    near(e.second_contact?.jd_ut, r.c2, 'C2');
    near(e.last_contact.jd_ut, r.c4, 'C4');
    assert.ok(Math.abs(e.obscuration - r.obscuration) < 1e-6);
  });
  const dallas = ref.lunar_local.filter((r: any) => r.place === 'Dallas');
  const lunar = await s.get('/v1/eclipses/lunar/local?from=2000-01-01&to=2040-12-31&lat=32.7767&lon=-96.797', key);
  assert.is(lunar.status, 200);
  assert.is(lunar.body.eclipses.length, dallas.length);
  dallas.forEach((r: any, i: number) => near(lunar.body.eclipses[i].greatest_seen.jd_ut, r.maximum, 'greatest eclipse seen'));
});

t('next eclipses from Dallas on 2024-01-01: the total solar eclipse of 2024-04-08 (C2 and C3 there)', async ({ s, key }) => {
  const res = await s.get('/v1/eclipses/next?date=2024-01-01&time=00:00&tz=-06:00&lat=32.7767&lon=-96.797', key);
  assert.is(res.status, 200, JSON.stringify(res.body).slice(0, 300));
  const r = ref.solar_local.find((x: any) => x.place === 'Dallas' && x.maximum > 2460310.5);
  near(res.body.solar.maximum.jd_ut, r.maximum, 'maximum');
  assert.is(res.body.solar.type, 'total');
  assert.ok(res.body.solar.second_contact && res.body.solar.third_contact);
  assert.match(res.body.solar.maximum.iso, /^2024-04-08T.*-06:00$/);
  const l = ref.lunar_local.find((x: any) => x.place === 'Dallas' && x.maximum > 2460310.5);
  near(res.body.lunar.greatest_seen.jd_ut, l.maximum, 'lunar greatest eclipse seen');
});

t('sutak: the total lunar eclipse of 2025-09-07 seen in New Delhi, 9 h before U1 to U4; 3 h for the weak', async ({ s, key }) => {
  const res = await s.get('/v1/eclipses/sutak?date=2025-09-01&lat=28.6139&lon=77.209&tz=%2B05:30', key);
  assert.is(res.status, 200, JSON.stringify(res.body).slice(0, 300));
  const b = res.body;
  const r = ref.lunar.find((x: any) => x.maximum > 2460920 && x.maximum < 2460930);
  assert.is(b.eclipse.kind, 'lunar');
  assert.is(b.eclipse.type, 'total');
  near(b.eclipse.first_contact.jd_ut, r.u1, 'U1');
  near(b.eclipse.last_contact.jd_ut, r.u4, 'U4');
  assert.ok(b.grahan_visible);
  near(b.sutak.window.start.jd_ut, r.u1 - 9 / 24, 'sutak start');
  near(b.sutak.window.end.jd_ut, r.u4, 'sutak end');
  near(b.sutak.children_elderly_sick.start.jd_ut, r.u1 - 3 / 24, 'shorter window start');
  assert.is(b.sutak.prahars, 3);
});

t('sutak: a solar eclipse counts 12 h before its local first contact; a penumbral lunar eclipse has none', async ({ s, key }) => {
  const solar = await s.get('/v1/eclipses/sutak?date=2024-04-01&lat=32.7767&lon=-96.797&tz=-05:00', key);
  const c1 = ref.solar_local.find((x: any) => x.place === 'Dallas' && x.maximum > 2460400).c1;
  assert.is(solar.body.eclipse.kind, 'solar');
  near(solar.body.sutak.window.start.jd_ut, c1 - 12 / 24, 'solar sutak start');
  assert.is(solar.body.sutak.prahars, 4);
  // 2024-03-25: a penumbral lunar eclipse, seen from Dallas (NASA canon: penumbral, Saros 113).
  const pen = await s.get('/v1/eclipses/sutak?date=2024-03-01&lat=32.7767&lon=-96.797&tz=-05:00', key);
  assert.is(pen.status, 200);
  assert.is(pen.body.eclipse.type, 'penumbral');
  assert.is(pen.body.sutak, null);
  assert.not.ok(pen.body.grahan_visible);
  assert.match(pen.body.note, /penumbral/);
});

t('natal: every contact is within the orb of the eclipse degree or its opposite, recomputed', async ({ s, key }) => {
  for (const zodiac of ['sidereal', 'tropical']) {
    const q = `date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209&from=2000-01-01&to=2039-12-31&orb=4&zodiac=${zodiac}`;
    const res = await s.get(`/v1/eclipses/natal?${q}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    const points = new Map<string, number>(res.body.natal_points.map((p: any) => [p.name, p.longitude]));
    assert.is(points.size, 11);
    assert.ok(res.body.eclipses.length > 10);
    for (const e of res.body.eclipses) {
      for (const c of e.contacts) {
        // Separation 0..180 of the eclipse degree from the point; an opposition counts from 180.
        const sep = Math.abs(((((e.longitude - points.get(c.point)!) % 360) + 540) % 360) - 180);
        const want = c.aspect === 'conjunction' ? sep : 180 - sep;
        assert.ok(Math.abs(want - c.orb) < 3e-9 && c.orb <= 4, `${e.maximum.iso} ${c.point}`);
      }
    }
  }
});

t('bad input: 400 naming the parameter; ranges capped at 50 years', async ({ s, key }) => {
  const cases: [string, string][] = [
    ['/v1/eclipses/solar?from=2000-01-01&to=2051-01-02', 'to'],
    ['/v1/eclipses/lunar?from=2020-01-01&to=2019-01-01', 'to'],
    ['/v1/eclipses/solar?from=2020-02-30', 'from'],
    ['/v1/eclipses/solar/local?from=2020-01-01&lat=95&lon=0', 'lat'],
    ['/v1/eclipses/lunar/local?lat=10&lon=0', 'from'],
    ['/v1/eclipses/next?date=2024-01-01&time=00:00&tz=%2B00:00&lat=10', 'lon'],
    ['/v1/eclipses/sutak?date=2024-01-01&lat=10&lon=0&tz=5', 'tz'],
    ['/v1/eclipses/natal?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6&lon=77.2&from=2020-01-01&orb=20', 'orb'],
    ['/v1/eclipses/natal?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6&lon=77.2&from=2020-01-01&zodiac=draconic', 'zodiac'],
  ];
  for (const [url, param] of cases) {
    const res = await s.get(url, key);
    assert.is(res.status, 400, `${url}: ${JSON.stringify(res.body)}`);
    assert.is(res.body.error.code, 'invalid_request');
    assert.ok(JSON.stringify(res.body.error).includes(param), `${url} names ${param}: ${JSON.stringify(res.body.error)}`);
  }
});

t('a 50-year list: the same answer again, both read from the eclipse table (timings are measured, not asserted)', async ({ s, key }) => {
  const url = '/v1/eclipses/solar?from=2041-01-01&to=2090-12-31';
  let started = performance.now();
  const cold = await s.get(url, key);
  const coldMs = performance.now() - started;
  assert.is(cold.status, 200);
  assert.ok(cold.body.eclipses.length > 100);
  started = performance.now();
  const warm = await s.get(url, key);
  const warmMs = performance.now() - started;
  assert.equal(warm.body, cold.body);
  console.log(`  50-year solar list over HTTP: first ${coldMs.toFixed(0)} ms, again ${warmMs.toFixed(1)} ms`);
});

t('the last day served is a valid end of range; the day after is a 400', async ({ s, key }) => {
  // Invariant: a range ending a day later holds the same eclipses plus any on that day.
  const last = await s.get('/v1/eclipses/lunar?from=2399-01-01&to=2399-12-31', key);
  assert.is(last.status, 200, JSON.stringify(last.body).slice(0, 300));
  const before = await s.get('/v1/eclipses/lunar?from=2399-01-01&to=2399-12-30', key);
  assert.is(before.status, 200);
  const onLastDay = last.body.eclipses.filter((e: any) => e.maximum.iso.startsWith('2399-12-31'));
  assert.is(last.body.eclipses.length, before.body.eclipses.length + onLastDay.length);
  assert.ok(last.body.eclipses.length >= 1, 'an eclipse season falls in any year');
  const after = await s.get('/v1/eclipses/lunar?from=2399-01-01&to=2400-01-01', key);
  assert.is(after.status, 400);
});

t.run();
