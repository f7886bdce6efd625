// /v1/transit/timeline over HTTP: invariants (sorted, inside the range, houses 1..12), the range
// limit, and composition: its sade sati phase starts are those /v1/transit/sade-sati reports, its
// Saturn and Jupiter ingresses those /v1/sky/ingresses reports (sidereal).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';

const BIRTH = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';

const t = suite<{ s: TestServer; key: string }>('transit timeline');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

t('five years: sorted events inside the range, composed from the sade-sati and ingress engines', async ({ s, key }) => {
  const r = await s.get(`/v1/transit/timeline?${BIRTH}&from=2025-01-01&to=2029-12-31&mars=true`, key);
  assert.is(r.status, 200, JSON.stringify(r.body));
  const b = r.body;
  const [from, to] = [b.range.start.jd_ut, b.range.end.jd_ut];
  assert.is(b.range.start.iso, '2025-01-01T00:00:00+05:30');
  for (let i = 0; i < b.events.length; i++) {
    const e = b.events[i];
    assert.ok(e.time.jd_ut >= from && e.time.jd_ut < to, `${e.kind} ${e.time.iso}`);
    if (i > 0) assert.ok(b.events[i - 1].time.jd_ut <= e.time.jd_ut, 'sorted');
    assert.ok(e.house_from_moon >= 1 && e.house_from_moon <= 12);
    assert.match(e.time.iso, /T\d{2}:\d{2}:\d{2}\+05:30$/);
  }
  for (const k of ['ingress', 'nakshatra_transit', 'chandrashtama', 'conjunction']) assert.ok(b.counts[k] > 0, k);
  const ss = await s.get(`/v1/transit/sade-sati?${BIRTH}&from=2025-01-01&to=2029-12-31&at=2025-01-01T00:00:00%2B05:30`, key);
  assert.is(ss.status, 200);
  const phases = ss.body.periods.flatMap((p: any) => p.phases).filter((p: any) => p.start.jd_ut >= from && p.start.jd_ut < to);
  const got = b.events.filter((e: any) => e.kind === 'sade_sati_phase');
  assert.equal(got.map((e: any) => e.time.jd_ut), phases.map((p: any) => p.start.jd_ut));
  // Saturn and Jupiter ingresses of 2026 against /v1/sky/ingresses (sidereal, Lahiri).
  const sky = await s.get(`/v1/sky/ingresses?from=2026-01-01&to=2026-12-31&tz=%2B05:30`, key);
  assert.is(sky.status, 200, JSON.stringify(sky.body));
  const y2026 = (e: any) => e.time.iso.startsWith('2026');
  for (const planet of ['jupiter', 'saturn', 'rahu', 'ketu', 'mars']) {
    const mine = b.events.filter((e: any) => e.kind === 'ingress' && e.planet === planet && y2026(e)).map((e: any) => e.time.jd_ut);
    const theirs = sky.body.ingresses.filter((e: any) => e.planet === planet && y2026(e)).map((e: any) => e.time.jd_ut);
    // The same root finder started from another instant: equal to well under a second.
    assert.is(mine.length, theirs.length, planet);
    mine.forEach((jd: number, i: number) => assert.ok(Math.abs(jd - theirs[i]) * 86400 < 0.01, `${planet} ${jd} vs ${theirs[i]}`));
  }
});

t('ranges over five years or backwards are 400', async ({ s, key }) => {
  const long = await s.get(`/v1/transit/timeline?${BIRTH}&from=2025-01-01&to=2030-01-02`, key);
  assert.is(long.status, 400);
  assert.is(long.body.error.details[0].param, 'to');
  const back = await s.get(`/v1/transit/timeline?${BIRTH}&from=2025-01-01&to=2024-12-01`, key);
  assert.is(back.status, 400);
});

t.run();
