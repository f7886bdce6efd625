// Vedic transit endpoints over HTTP. The sade sati dates are the published Lahiri Saturn
// ingresses (also recorded in PyJHora 4.8.7's pvr_tests.py): Sagittarius 2017-01-26,
// Capricorn 2020-01-24, Aquarius 2022-04-29, Pisces 2025-03-29.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';

// Sidereal Moon at 280° (Capricorn, Lahiri; pyswisseph).
const birth = { date: '1989-12-30', time: '12:00', tz: '+05:30', lat: '28.6139', lon: '77.2090' };
const qs = (extra: Record<string, string> = {}) => new URLSearchParams({ ...birth, ...extra }).toString();

const t = suite<{ s: TestServer; key: string }>('vedic transit');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

t('sade sati of a Capricorn Moon: 2017-01-26 to 2025-03-29, in the at offset', async ({ s, key }) => {
  const res = await s.get(`/v1/transit/sade-sati?${qs({ at: '2021-06-01T00:00:00+05:30' })}`, key);
  assert.is(res.status, 200, JSON.stringify(res.body));
  const p = res.body.periods.find((x: any) => x.in_progress);
  assert.ok(p.start.iso.startsWith('2017-01-26') && p.start.iso.endsWith('+05:30'));
  assert.ok(p.end.iso.startsWith('2025-03-29'));
  assert.is(res.body.current_phase, 'peak');
  assert.is(res.body.conventions.ayanamsa, 'lahiri');
  assert.is(res.headers.get('x-credits-charged'), '1');
});

t('small panoti now and history; history costs 2', async ({ s, key }) => {
  const now = await s.get(`/v1/transit/small-panoti?${qs({ at: '2008-01-01T00:00:00Z' })}`, key);
  assert.is(now.status, 200, JSON.stringify(now.body));
  assert.is(now.body.active, true); // Saturn in Leo, 8th from Capricorn
  assert.is(now.body.kind, 'ashtama');
  const h = await s.get(`/v1/transit/small-panoti/history?${qs({ from: '2000-01-01', to: '2040-01-01' })}`, key);
  assert.is(h.status, 200);
  assert.is(h.headers.get('x-credits-charged'), '2');
  for (const w of h.body.windows) assert.ok([4, 8].includes(w.house_from_moon));
});

t('tarabala, vedha and double transit answer with their definitions', async ({ s, key }) => {
  for (const path of ['tarabala', 'vedha', 'double-transit']) {
    const res = await s.get(`/v1/transit/${path}?${qs({ at: '2024-01-11T06:00:00+05:30' })}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    assert.type(res.body.definition, 'string');
  }
  const d = await s.get(`/v1/transit/double-transit?${qs({ at: '2024-01-11T06:00:00+05:30' })}`, key);
  assert.equal(d.body.from_moon.activated_houses, [4, 8]);
});

t('ashtakavarga overlay: 337 natal bindus, each transit read off its own bhinna table; costs 2', async ({ s, key }) => {
  const res = await s.get(`/v1/transit/ashtakavarga?${qs({ at: '2024-01-11T06:00:00+05:30' })}`, key);
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.is(res.headers.get('x-credits-charged'), '2');
  assert.is(res.body.sarva_total, 337);
  assert.is(res.body.transits.length, 7);
  for (const p of res.body.transits) {
    assert.is(p.bhinna_bindus, res.body.bhinna[p.planet][p.sign_index - 1], p.planet);
    assert.is(p.sarva_bindus, res.body.sarva[p.sign_index - 1], p.planet);
  }
});

t('bad at, from and to are 400s naming the parameter', async ({ s, key }) => {
  for (const [extra, param, path] of [
    [{ at: '2024-13-01T00:00:00Z' }, 'at', 'tarabala'],
    [{ at: 'yesterday' }, 'at', 'vedha'],
    [{ from: '2030-01-01', to: '2020-01-01' }, 'to', 'sade-sati'],
    [{ from: '2030-02-30' }, 'from', 'small-panoti/history'],
  ] as const) {
    const res = await s.get(`/v1/transit/${path}?${qs(extra)}`, key);
    assert.is(res.status, 400, JSON.stringify(res.body));
    assert.is(res.body.error.details[0].param, param);
  }
});

t.run();
