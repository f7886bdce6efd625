// The western group over HTTP: every path answers, shapes and options, 400s naming the
// parameter, and the natal chart against pyswisseph positions (western_oracles.json).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { arcsec, fixture, qs, startServer } from './helpers.js';

const ref = fixture('western_oracles.json');
const c0 = ref.cases[0];

test('natal chart: planet entries, angles, houses, aspects; positions match pyswisseph', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    for (const c of ref.cases.slice(0, 10)) {
      const res = await s.get(`/v1/western/natal/chart?${qs(c.input)}`, key);
      assert.is(res.status, 200, JSON.stringify(res.body));
      const b = res.body;
      assert.is(b.planets.length, 13);
      for (const p of b.planets) {
        for (const f of ['name', 'longitude', 'latitude', 'speed', 'sign', 'degree', 'house', 'retrograde']) assert.ok(f in p, f);
        const k = p.key === 'lilith' ? 'mean_lilith' : p.key;
        assert.ok(arcsec(p.longitude, c.positions[k][0]) < 1, `${p.name}`);
      }
      assert.is(b.houses.length, 12);
      assert.ok(Array.isArray(b.aspects) && b.conventions.house_system === 'placidus');
    }
    const k = await s.get(`/v1/western/natal/chart?${qs(c0.input, { house_system: 'koch', lilith: 'true', aspects: 'major' })}`, key);
    assert.is(k.status, 200);
    assert.is(k.body.conventions.house_system, 'koch');
    assert.ok(arcsec(k.body.planets[12].longitude, c0.positions.true_lilith[0]) < 1);
    assert.ok(k.body.aspects.every((a: any) => a.kind === 'major'));
  } finally {
    await s.close();
  }
});

test('every western path answers; bad options are 400 naming the parameter', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  const two = {
    boy_date: '1990-07-15', boy_time: '14:30', boy_tz: '+05:30', boy_lat: '28.6', boy_lon: '77.2',
    girl_date: '1992-03-08', girl_time: '06:10', girl_tz: '+05:30', girl_lat: '19.07', girl_lon: '72.87',
  };
  try {
    const paths: [string, Record<string, string>][] = [
      ['natal/aspects', { orbs: 'conjunction:8,trine:6' }],
      ['natal/dignities', {}],
      ['natal/lots', {}],
      ['natal/asteroids', {}],
      ['transit/chart', { transit_date: '2024-03-01', transit_time: '12:00' }],
      ['transit/aspects', { transit_date: '2024-03-01', transit_time: '12:00' }],
      ['solar-return', { year: '2024', return_lat: '51.5', return_lon: '-0.12' }],
      ['cosmobiology/midpoints', { orb: '1' }],
      ['astrocartography/lines', {}],
      ['astrocartography/score', { place_lat: '40.7', place_lon: '-74' }],
      ['fixed-stars', { orb: '2' }],
      ['decans', {}],
      ['sabian', {}],
      ['time-lords/firdaria', { node_placement: 'after-mars', target_date: '2024-03-01' }],
      ['time-lords/profection', { target_date: '2024-03-01' }],
    ];
    for (const [p, extra] of paths) {
      const res = await s.get(`/v1/western/${p}?${qs(c0.input, extra)}`, key);
      assert.is(res.status, 200, `${p}: ${JSON.stringify(res.body).slice(0, 300)}`);
      assert.ok(res.body.conventions, p);
    }
    for (const p of ['synastry/aspects', 'synastry/composite']) {
      const res = await s.get(`/v1/western/${p}?${new URLSearchParams(two)}`, key);
      assert.is(res.status, 200, p);
    }
    const sr = await s.get(`/v1/western/solar-return?${qs(c0.input, { year: String(ref.cases[0].solar_return.year) })}`, key);
    assert.ok(Math.abs(sr.body.return_moment.jd_ut - c0.solar_return.jd_ut) * 86400 < 1);
    const bad: [string, Record<string, string>, string][] = [
      ['natal/aspects', { orbs: 'wobble:3' }, 'orbs'],
      ['natal/chart', { house_system: 'nope' }, 'house_system'],
      ['solar-return', {}, 'year'],
      ['time-lords/profection', {}, 'age'],
      ['time-lords/profection', { age: '5', target_date: '2024-03-01' }, 'age'],
      ['astrocartography/score', { place_lat: '95', place_lon: '0' }, 'place_lat'],
      ['fixed-stars', { orb: '11' }, 'orb'],
      ['fixed-stars', { stars: 'some' }, 'stars'],
    ];
    for (const [p, extra, param] of bad) {
      const res = await s.get(`/v1/western/${p}?${qs(c0.input, extra)}`, key);
      assert.is(res.status, 400, `${p} ${JSON.stringify(extra)}`);
      assert.ok(JSON.stringify(res.body.error.details).includes(param), `${p}: ${JSON.stringify(res.body)}`);
    }
  } finally {
    await s.close();
  }
});

const stars = fixture('western_swisseph.json');

test('fixed stars: default set positions match pyswisseph fixstar2_ut; conjunctions within the orb; stars=all', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    // The fixture's charts are given in UT as a Julian day: pass the same instant as a UTC date and time.
    const c = stars.cases[0];
    const ms = (c.jd_ut - 2440587.5) * 86_400_000;
    const iso = new Date(Math.round(ms / 1000) * 1000).toISOString();
    const q = { date: iso.slice(0, 10), time: iso.slice(11, 19), tz: '+00:00', lat: String(c.lat), lon: String(c.lon) };
    const dt = (Math.round(ms / 1000) * 1000 - ms) / 86_400_000; // seconds dropped, in days
    const res = await s.get(`/v1/western/fixed-stars?${new URLSearchParams({ ...q, orb: '3' })}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    const b = res.body;
    assert.is(b.star_set, 'default');
    assert.is(b.stars.length, 36);
    for (const name of ['Aldebaran', 'Regulus', 'Antares', 'Fomalhaut', 'Algol', 'Spica', 'Sirius', 'Facies']) {
      assert.ok(b.stars.some((x: any) => x.name === name), name);
    }
    for (const st of b.stars) {
      const e = c.stars[st.nomenclature];
      // Stars move ~0.14"/day in longitude (precession): the sub-second rounding of the time is negligible.
      assert.ok(arcsec(st.longitude, e[0]) < 1 + Math.abs(dt) * 0.2, `${st.name}`);
      assert.is(st.magnitude, e[2]);
    }
    for (const x of b.conjunctions) {
      assert.ok(x.orb <= 3 && arcsec(x.point_longitude, x.star_longitude) <= 3 * 3600 + 1e-6, JSON.stringify(x));
      for (const f of ['point', 'star', 'nomenclature', 'star_latitude', 'magnitude', 'point_after_star']) assert.ok(f in x, f);
    }
    const all = await s.get(`/v1/western/fixed-stars?${new URLSearchParams({ ...q, orb: '1', stars: 'all' })}`, key);
    assert.is(all.status, 200);
    assert.is(all.body.star_set, 'all');
    assert.ok(all.body.stars_checked > 1000, String(all.body.stars_checked));
    assert.ok(all.body.stars.every((st: any) => all.body.conjunctions.some((x: any) => x.star === st.name)));
  } finally {
    await s.close();
  }
});

test('sabian: symbol number, sign degree and an original keynote for each point', async () => {
  const s = await startServer();
  const key = await s.key(10_000);
  try {
    const res = await s.get(`/v1/western/sabian?${qs(c0.input)}`, key);
    assert.is(res.status, 200);
    const keynotes = new Set<string>();
    for (const p of res.body.planets) {
      assert.is(p.symbol, Math.floor(((p.longitude % 360) + 360) % 360) + 1, p.name);
      assert.ok(typeof p.keynote === 'string' && p.keynote.length > 10, p.name);
      keynotes.add(p.keynote);
    }
    assert.ok(keynotes.size > 1);
  } finally {
    await s.close();
  }
});

test.run();
