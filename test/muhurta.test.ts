// Muhurta endpoints over HTTP: composite scores with every factor explained, optional persons,
// the best-time scan's invariants, its window edges against the transitions that
// /v1/panchang/* and /v1/chart/ascendant report for the same moments, a published list of
// marriage days, and that the scan runs off the event loop.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';

const DELHI = 'lat=28.6139&lon=77.2090&tz=%2B05:30';
const BOY = 'boy_date=1990-07-15&boy_time=14:30&boy_tz=%2B05:30&boy_lat=28.6139&boy_lon=77.2090';
const GIRL = 'girl_date=1992-03-08&girl_time=06:10&girl_tz=%2B05:30&girl_lat=19.0760&girl_lon=72.8777';
const FACTORS = ['nakshatra', 'tithi', 'lagna', 'vara', 'yoga', 'karana'];

const t = suite<{ s: TestServer; key: string; scan?: any }>('muhurta');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

t('vivah: a score 0-100 with six explained factors and the exclusions checked', async ({ s, key }) => {
  const r = await s.get(`/v1/muhurta/vivah?date=2025-02-14&time=23:30&${DELHI}`, key);
  assert.is(r.status, 200, JSON.stringify(r.body));
  const b = r.body;
  assert.is(b.purpose, 'vivah');
  assert.ok(b.score >= 0 && b.score <= 100);
  assert.equal(b.factors.map((f: any) => f.factor).sort(), [...FACTORS].sort());
  for (const f of b.factors) {
    assert.ok([-1, 0, 1].includes(f.value), `${f.factor} value ${f.value}`);
    assert.is(f.points, f.value * f.weight);
    assert.type(f.explanation, 'string');
  }
  assert.is(b.max_points, 10);
  assert.is(b.score, Math.round(((b.points + b.max_points) / (2 * b.max_points)) * 1000) / 10);
  const rules = b.exclusions.map((e: any) => e.rule);
  for (const rule of ['solar_month', 'chaturmas', 'adhika_kshaya_masa', 'guru_shukra_asta', 'vishti_karana']) assert.ok(rules.includes(rule), rule);
  // 14 Feb 2025 23:30 IST: Uttara Phalguni (a marriage nakshatra), Sun in Aquarius.
  assert.match(b.factors.find((f: any) => f.factor === 'nakshatra').element, /^Uttara Phalguni/);
  assert.is(b.factors.find((f: any) => f.factor === 'nakshatra').value, 1);
  assert.is(b.excluded, false);
  assert.is(b.conventions.ayanamsa, 'lahiri');
  assert.ok(b.sources.length > 0);
});

t('vivah with both partners adds tarabala and chandrabala; partial birth data is a 400', async ({ s, key }) => {
  const r = await s.get(`/v1/muhurta/vivah?date=2025-02-14&time=23:30&${DELHI}&${BOY}&${GIRL}`, key);
  assert.is(r.status, 200, JSON.stringify(r.body));
  assert.is(r.body.persons.length, 2);
  assert.is(r.body.max_points, 14);
  assert.match(r.body.factors.find((f: any) => f.factor === 'tarabala').explanation, /boy: .*; girl: /);
  const bad = await s.get(`/v1/muhurta/vivah?date=2025-02-14&time=23:30&${DELHI}&boy_date=1990-07-15`, key);
  assert.is(bad.status, 400);
  assert.ok(bad.body.error.details.some((d: any) => d.param === 'boy_time'), JSON.stringify(bad.body));
  const wrong = await s.get(`/v1/muhurta/naamkaran?date=2025-02-14&time=23:30&${DELHI}&${BOY}`, key);
  assert.is(wrong.status, 400);
});

t('graha-pravesh and naamkaran take an optional birth_ person', async ({ s, key }) => {
  const birth = 'birth_date=1985-03-10&birth_time=09:30&birth_tz=%2B05:30&birth_lat=28.6139&birth_lon=77.2090';
  for (const p of ['graha-pravesh', 'naamkaran']) {
    const r = await s.get(`/v1/muhurta/${p}?date=2025-05-08&time=10:00&${DELHI}&${birth}`, key);
    assert.is(r.status, 200, JSON.stringify(r.body));
    assert.is(r.body.purpose, p);
    assert.is(r.body.factors.length, 8);
    assert.is(r.body.persons[0].label, 'person');
  }
});

const DAY_MS = 86_400_000;
/** Local YYYY-MM-DD and HH:MM:SS (+05:30) of a UT Julian day shifted by `seconds`. */
function local(jd: number, seconds: number): { date: string; time: string } {
  const iso = new Date((jd - 2440587.5) * DAY_MS + 330 * 60_000 + seconds * 1000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

t('best-time: February 2025 marriage windows, ranked, inside the range, non-overlapping', async (ctx) => {
  const { s, key } = ctx;
  const r = await s.get(`/v1/muhurta/best-time?purpose=vivah&start=2025-02-01&end=2025-03-02&${DELHI}&limit=20`, key);
  assert.is(r.status, 200, JSON.stringify(r.body));
  const b = r.body;
  ctx.scan = b;
  assert.is(b.windows.length, 20);
  const [from, to] = [b.range.start.jd_ut, b.range.end.jd_ut];
  assert.is(b.range.start.iso, '2025-02-01T00:00:00+05:30');
  assert.is(b.range.end.iso, '2025-03-03T00:00:00+05:30');
  b.windows.forEach((w: any, i: number) => {
    assert.is(w.rank, i + 1);
    assert.ok(w.score >= 0 && w.score <= 100);
    assert.ok(w.start.jd_ut >= from && w.end.jd_ut <= to);
    assert.ok(w.duration_minutes >= 30);
    if (i > 0) assert.ok(b.windows[i - 1].score >= w.score);
    assert.ok(w.reasons.length === 6);
  });
  const sorted = [...b.windows].sort((x: any, y: any) => x.start.jd_ut - y.start.jd_ut);
  for (let i = 1; i < sorted.length; i++) assert.ok(sorted[i - 1].end.jd_ut <= sorted[i].start.jd_ut, 'overlap');
  // Punjab Kesari's list of February/March 2025 marriage days (New Delhi).
  const published = [2, 3, 6, 7, 12, 13, 14, 15, 16, 18, 19, 21, 23, 25].map((d) => `2025-02-${String(d).padStart(2, '0')}`);
  published.push('2025-03-01', '2025-03-02');
  const hits = b.windows.slice(0, 10).filter((w: any) => published.includes(w.start.iso.slice(0, 10))).length;
  assert.ok(hits >= 8, `${hits}/10 top windows on published days`);
});

t('best-time: window edges are the transitions /v1/panchang and /v1/chart report', async ({ s, key, scan }) => {
  let checked = 0;
  for (const w of scan.windows.slice(0, 6)) {
    for (const [edge, kinds] of [
      [w.start.jd_ut, w.starts_at],
      [w.end.jd_ut, w.ends_at],
    ] as [number, string[]][]) {
      for (const kind of kinds) {
        if (['tithi', 'nakshatra', 'yoga', 'karana'].includes(kind)) {
          const at = local(edge, 60);
          const p = await s.get(`/v1/panchang/${kind}?date=${at.date}&time=${at.time}&${DELHI}`, key);
          assert.is(p.status, 200);
          assert.ok(Math.abs(p.body.current.start.jd_ut - edge) * 86400 < 0.5, `${kind} edge ${edge} vs ${p.body.current.start.jd_ut}`);
          checked++;
        } else if (kind === 'sunrise') {
          const at = local(edge, 60);
          const p = await s.get(`/v1/panchang/sunrise-sunset?date=${at.date}&time=${at.time}&${DELHI}`, key);
          assert.ok(Math.abs(p.body.sunrise.jd_ut - edge) * 86400 < 0.5, 'sunrise edge');
          checked++;
        } else if (kind === 'avoided_period') {
          // The start or end of a period /v1/panchang names for that Vedic day.
          const at = local(edge, 0);
          const ends: number[] = [];
          for (const part of ['rahu-kaal', 'yamaganda', 'gulika', 'durmuhurta', 'varjyam']) {
            for (const shift of [-60 * 24, 0, 60 * 24]) {
              const d = local(edge, shift);
              const p = await s.get(`/v1/panchang/${part}?date=${d.date}&time=${at.time}&${DELHI}`, key);
              const spans = p.body.periods ?? p.body.windows ?? [p.body];
              for (const x of spans) ends.push(x.start.jd_ut, x.end.jd_ut);
            }
          }
          assert.ok(ends.some((e) => Math.abs(e - edge) * 86400 < 0.5), `avoided-period edge ${edge}`);
          checked++;
        } else if (kind === 'lagna') {
          const [a, b] = [local(edge, -2), local(edge, 2)];
          const before = await s.get(`/v1/chart/ascendant?date=${a.date}&time=${a.time}&${DELHI}`, key);
          const after = await s.get(`/v1/chart/ascendant?date=${b.date}&time=${b.time}&${DELHI}`, key);
          assert.is.not(before.body.ascendant.sign, after.body.ascendant.sign, `lagna edge ${edge}`);
          checked++;
        }
      }
    }
  }
  assert.ok(checked >= 10, `only ${checked} edges checked`);
});

t('best-time: bad ranges are 400, polar places 422', async ({ s, key }) => {
  const long = await s.get(`/v1/muhurta/best-time?purpose=vivah&start=2025-01-01&end=2025-04-01&${DELHI}`, key);
  assert.is(long.status, 400);
  assert.is(long.body.error.details[0].param, 'end');
  const ok90 = await s.get(`/v1/muhurta/best-time?purpose=naamkaran&start=2025-01-01&end=2025-03-31&${DELHI}&limit=1`, key);
  assert.is(ok90.status, 200, JSON.stringify(ok90.body));
  const back = await s.get(`/v1/muhurta/best-time?purpose=vivah&start=2025-02-10&end=2025-02-01&${DELHI}`, key);
  assert.is(back.status, 400);
  const purpose = await s.get(`/v1/muhurta/best-time?purpose=engagement&start=2025-02-01&end=2025-02-02&${DELHI}`, key);
  assert.is(purpose.status, 400);
  assert.match(JSON.stringify(purpose.body), /graha-pravesh/);
  const polar = await s.get(`/v1/muhurta/best-time?purpose=vivah&start=2025-02-01&end=2025-02-02&lat=70&lon=20&tz=%2B01:00`, key);
  assert.is(polar.status, 422);
});

t('best-time runs off the event loop', async ({ s, key }) => {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  const started = Date.now();
  const r = await s.get(`/v1/muhurta/best-time?purpose=vivah&start=2025-01-01&end=2025-03-31&${DELHI}`, key);
  const elapsed = Date.now() - started;
  clearInterval(timer);
  assert.is(r.status, 200);
  // A synchronous scan would freeze the timer for its whole duration.
  assert.ok(ticks >= Math.floor(elapsed / 5 / 4), `${ticks} ticks in ${elapsed} ms`);
  console.log(`  90-day best-time over HTTP: ${elapsed} ms, ${ticks} timer ticks meanwhile`);
});

t.run();
