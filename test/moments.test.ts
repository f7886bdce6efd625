// Planet moments over HTTP: retrograde window, ingress and combustion window against the
// pyswisseph bisection fixture (test/fixtures/moments_reference.json, tools/gen_moments_reference.py),
// plus input errors. The full 100-per-planet comparison runs in native/core/tests/moments_events.rs.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, startServer, type TestServer } from './helpers.js';

const ref = fixture('moments_reference.json');
const iso = (jd: number) => new Date(Math.round((jd - 2440587.5) * 86400) * 1000).toISOString().replace('.000Z', '');
const q = (jd: number, extra: Record<string, string>) => {
  const [date, time] = iso(jd).split('T');
  return new URLSearchParams({ date: date!, time: time!, tz: '+00:00', ...extra }).toString();
};

const t = suite<{ s: TestServer; key: string }>('planet moments');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

t('ingress matches the independent bisection within 2 s (sidereal and tropical)', async ({ s, key }) => {
  for (const c of ref.ingresses.filter((_: unknown, i: number) => i % 8 === 0)) {
    // The query moment is rounded to the second; skip cases whose ingress lies within it.
    const res = await s.get(`/v1/planet-moments/ingress?${q(c.jd_ut, { planet: c.planet, zodiac: c.zodiac })}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    assert.ok(Math.abs(res.body.ingress.time.jd_ut - c.ingress_jd) * 86400 < 2, `${c.planet} ${c.zodiac}`);
    assert.is(res.body.ingress.to.sign_index, c.to_sign);
    assert.is(res.body.zodiac, c.zodiac);
  }
});

t('retrograde window: its opening or closing station matches the bisection within 60 s', async ({ s, key }) => {
  for (const c of ref.stations.filter((_: unknown, i: number) => i % 10 === 0)) {
    const res = await s.get(`/v1/planet-moments/retrograde-window?${q(c.jd_ut, { planet: c.planet })}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    const b = res.body;
    const station = c.turns === 'retrograde' ? b.station_retrograde : b.station_direct;
    assert.ok(Math.abs(station.time.jd_ut - c.station_jd) * 86400 < 60, `${c.planet}`);
    assert.ok(b.pre_shadow.start.jd_ut < b.retrograde.start.jd_ut && b.retrograde.end.jd_ut < b.post_shadow.end.jd_ut);
    assert.is(b.conventions.zodiac, 'tropical');
  }
});

t('combustion window: the first change after the moment matches the bisection', async ({ s, key }) => {
  for (const c of ref.combustion.filter((_: unknown, i: number) => i % 6 === 0)) {
    const res = await s.get(`/v1/planet-moments/combustion-window?${q(c.jd_ut, { planet: c.planet })}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    const ours = c.combust_before ? res.body.exit.time.jd_ut : res.body.entry.time.jd_ut;
    assert.ok(Math.abs(ours - c.change_jd) * 86400 < 2, c.planet);
    assert.is(res.body.is_combust, c.combust_before);
  }
});

t('bad planets and zodiacs are 400s naming the parameter', async ({ s, key }) => {
  const base = { date: '2024-01-01', time: '00:00', tz: '+00:00' };
  for (const [path, extra, param] of [
    ['retrograde-window', { planet: 'sun' }, 'planet'],
    ['ingress', { planet: 'chiron' }, 'planet'],
    ['ingress', { planet: 'mars', zodiac: 'draconic' }, 'zodiac'],
    ['combustion-window', { planet: 'sun' }, 'planet'],
  ] as const) {
    const res = await s.get(`/v1/planet-moments/${path}?${new URLSearchParams({ ...base, ...extra })}`, key);
    assert.is(res.status, 400);
    assert.is(res.body.error.details[0].param, param);
  }
});

t.run();
