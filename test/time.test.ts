// /v1/time/convert against pyswisseph (test/fixtures/time_convert_reference.json, written by
// tools/gen_time_convert_reference.py): ΔT, apparent sidereal time, the equation of time, local
// mean and apparent time, and the ghatis since the last sunrise, for 120 moments 1800-2399.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, startServer } from './helpers.js';

interface Case {
  jd_ut: number;
  lat: number;
  lon: number;
  offset_minutes: number;
  delta_t_seconds: number;
  greenwich_hours: number;
  local_hours: number;
  equation_of_time_minutes: number;
  local_mean_jd: number;
  local_apparent_jd: number;
  sunrise_jd: number;
  ghatis: number;
}
const ref = fixture<{ cases: Case[] }>('time_convert_reference.json');
const UNIX_EPOCH_JD = 2440587.5;
const ms = (jd: number) => Math.round((jd - UNIX_EPOCH_JD) * 86_400_000);

/** The moment as ISO 8601 in its offset, to the millisecond. */
function isoIn(jd: number, offset: number): string {
  const local = new Date(ms(jd) + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset < 0 ? '-' : '+';
  const a = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}
/** A calendar time without offset, to the millisecond, as a Julian day. */
const jdOf = (naive: string) => Date.parse(naive + 'Z') / 86_400_000 + UNIX_EPOCH_JD;
const hoursApart = (a: number, b: number) => Math.abs(((a - b + 36) % 24) - 12);

test('every clock at 120 moments and places equals pyswisseph', async () => {
  const s = await startServer();
  try {
    const key = await s.key(1000);
    let worst = { dt: 0, st: 0, eot: 0, local: 0, sunrise: 0 };
    for (const c of ref.cases) {
      const q = new URLSearchParams({ datetime: isoIn(c.jd_ut, c.offset_minutes), lat: String(c.lat), lon: String(c.lon) });
      const r = await s.get(`/v1/time/convert?${q}`, key);
      assert.is(r.status, 200, JSON.stringify(r.body));
      const a = r.body;
      assert.ok(Math.abs(a.jd_ut - c.jd_ut) * 86_400 < 0.001, 'the moment sent');
      worst.dt = Math.max(worst.dt, Math.abs(a.delta_t_seconds - c.delta_t_seconds));
      worst.st = Math.max(worst.st, hoursApart(a.sidereal_time.greenwich_hours, c.greenwich_hours) * 3600, hoursApart(a.sidereal_time.local_hours, c.local_hours) * 3600);
      worst.eot = Math.max(worst.eot, Math.abs(a.equation_of_time_minutes - c.equation_of_time_minutes) * 60);
      worst.local = Math.max(worst.local, Math.abs(jdOf(a.local_mean_time) - c.local_mean_jd) * 86_400, Math.abs(jdOf(a.local_apparent_time) - c.local_apparent_jd) * 86_400);
      worst.sunrise = Math.max(worst.sunrise, Math.abs(a.since_sunrise.sunrise.jd_ut - c.sunrise_jd) * 86_400, Math.abs(a.since_sunrise.ghatis - c.ghatis) * 24 * 60);
      assert.is(a.since_sunrise.ghati, Math.floor(a.since_sunrise.ghatis));
      assert.ok(Math.abs(a.jd_tt - a.jd_ut - a.delta_t_seconds / 86_400) < 2e-9); // Julian days written to 9 decimals
      assert.is(a.moment.iso.slice(19), isoIn(c.jd_ut, c.offset_minutes).slice(23), 'answered in the request offset');
    }
    console.log(`    worst: ΔT ${worst.dt.toExponential(1)} s, sidereal time ${worst.st.toExponential(1)} s, equation of time ${worst.eot.toExponential(1)} s, local times ${worst.local.toExponential(1)} s, sunrise/ghatis ${worst.sunrise.toExponential(1)} s`);
    assert.ok(worst.dt < 1e-3 && worst.st < 0.01 && worst.eot < 0.01 && worst.local < 0.002 && worst.sunrise < 1, JSON.stringify(worst));
  } finally {
    await s.close();
  }
});

test('the ghati count: 1 ghati = 24 minutes = 60 palas, 1 pala = 60 vipalas; polar days have none', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10);
    const r = await s.get('/v1/time/convert?date=2024-03-20&time=12:00&tz=%2B05:30&lat=28.6139&lon=77.2090', key);
    const g = r.body.since_sunrise;
    const minutes = (r.body.jd_ut - g.sunrise.jd_ut) * 1440;
    assert.ok(Math.abs(g.ghati * 24 + g.pala * 0.4 + g.vipala * (0.4 / 60) - minutes) < 1e-6);
    assert.ok(g.pala < 60 && g.vipala < 60);
    // Tromsø at the June solstice: the Sun does not set.
    const polar = await s.get('/v1/time/convert?date=2024-06-21&time=12:00&tz=%2B02:00&lat=69.65&lon=18.96', key);
    assert.is(polar.status, 200);
    assert.is(polar.body.since_sunrise, null);
    const bad = await s.get('/v1/time/convert?date=2024-06-21&time=12:00&tz=%2B02:00&lat=95&lon=18.96', key);
    assert.is(bad.status, 400);
    assert.is(bad.body.error.details[0].param, 'lat');
  } finally {
    await s.close();
  }
});

test.run();
