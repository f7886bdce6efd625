// Western chart analysis over HTTP: every path answers 200 with its conventions, bad options
// are 400s naming the parameter, and the sidereal chart's positions match pyswisseph
// (western_analysis.json, made by tools/gen_western_analysis.py).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { arcsec, fixture, startServer } from './helpers.js';

const birth = { date: '1990-07-15', time: '14:30', tz: '+05:30', lat: '28.6139', lon: '77.2090' };
const q = (extra: Record<string, string> = {}) => new URLSearchParams({ ...birth, ...extra }).toString();

test('every analysis path answers with its conventions', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    const paths: [string, Record<string, string>][] = [
      ['natal/declinations', { orb: '1.5' }],
      ['natal/antiscia', { orb: '2' }],
      ['natal/harmonic', { n: '7', aspects: 'major' }],
      ['natal/heliocentric', {}],
      ['natal/draconic', { node: 'mean' }],
      ['natal/sidereal', { ayanamsa: 'lahiri', house_system: 'koch' }],
      ['natal/patterns', { orbs: 'trine:8' }],
      ['natal/balance', {}],
      ['natal/dispositors', {}],
      ['natal/almuten', {}],
      ['natal/uranian', { orb: '0.5' }],
      ['astrocartography/local-space', {}],
      ['time-lords/zodiacal-releasing', { lot: 'fortune', year: '365.25', years: '90', target_date: '2024-03-01' }],
    ];
    for (const [path, extra] of paths) {
      const res = await s.get(`/v1/western/${path}?${q(extra)}`, key);
      assert.is(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
      assert.ok(res.body.conventions, `${path} conventions`);
    }
  } finally {
    await s.close();
  }
});

test('answers carry what was asked', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    const h = (await s.get(`/v1/western/natal/harmonic?${q({ n: '5' })}`, key)).body;
    assert.is(h.harmonic, 5);
    for (const p of h.points) assert.ok(arcsec(p.longitude, (p.natal_longitude * 5) % 360) < 1e-3, p.name);
    const sid = (await s.get(`/v1/western/natal/sidereal?${q()}`, key)).body;
    assert.is(sid.frame.ayanamsa, 'fagan_bradley');
    assert.is(sid.conventions.zodiac, 'sidereal');
    assert.is(sid.planets.length, 13);
    const dr = (await s.get(`/v1/western/natal/draconic?${q()}`, key)).body;
    assert.ok(arcsec(dr.planets.find((p: any) => p.key === 'true_node').longitude, 0) < 1e-3);
    const he = (await s.get(`/v1/western/natal/heliocentric?${q()}`, key)).body;
    assert.is(he.planets[0].key, 'earth');
    const zr = (await s.get(`/v1/western/time-lords/zodiacal-releasing?${q({ target_date: '2024-03-01' })}`, key)).body;
    assert.is(zr.current.length, 4);
    assert.is(zr.conventions.year_days, 360);
    assert.ok(zr.level3.length > 0 && zr.level4.length > 0);
    const plain = (await s.get(`/v1/western/time-lords/zodiacal-releasing?${q()}`, key)).body;
    assert.is(plain.current.length, 0);
    assert.is(plain.level1[0].sign, plain.lot_sign);
  } finally {
    await s.close();
  }
});

test('sidereal chart positions match pyswisseph (Fagan/Bradley)', async () => {
  const ref = fixture('western_analysis.json');
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    // The fixture gives UT Julian days: asked here as a UTC date and time rounded to the second.
    for (const c of ref.cases.slice(0, 5)) {
      const ms = (c.jd_ut - 2440587.5) * 86400000;
      const d = new Date(Math.round(ms / 1000) * 1000);
      const iso = d.toISOString();
      const res = await s.get(`/v1/western/natal/sidereal?${new URLSearchParams({ date: iso.slice(0, 10), time: iso.slice(11, 19), tz: '+00:00', lat: String(c.lat), lon: String(c.lon) })}`, key);
      assert.is(res.status, 200, JSON.stringify(res.body));
      // The request is rounded to the second: the Moon moves 0.55″ in a second at most.
      const dt = Math.abs(d.getTime() - ms) / 1000;
      for (const p of res.body.planets) assert.ok(arcsec(p.longitude, c.sidereal.fagan_bradley.positions[p.key]) < 1 + 0.6 * dt, p.key);
    }
  } finally {
    await s.close();
  }
});

test('bad options are 400 naming the parameter', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    const bad: [string, Record<string, string>, string][] = [
      ['natal/harmonic', { n: '0' }, 'n'],
      ['natal/harmonic', { n: '181' }, 'n'],
      ['natal/harmonic', {}, 'n'],
      ['natal/declinations', { orb: '4' }, 'orb'],
      ['natal/antiscia', { orb: 'x' }, 'orb'],
      ['natal/draconic', { node: 'osculating' }, 'node'],
      ['natal/sidereal', { ayanamsa: 'nope' }, 'ayanamsa'],
      ['natal/uranian', { orb: '9' }, 'orb'],
      ['time-lords/zodiacal-releasing', { lot: 'eros' }, 'lot'],
      ['time-lords/zodiacal-releasing', { years: '200' }, 'years'],
      ['time-lords/zodiacal-releasing', { year: '365' }, 'year'],
      ['time-lords/zodiacal-releasing', { target_date: '1980-01-01' }, 'at'],
    ];
    for (const [path, extra, param] of bad) {
      const res = await s.get(`/v1/western/${path}?${q(extra)}`, key);
      assert.is(res.status, 400, `${path} ${JSON.stringify(extra)}: ${res.status}`);
      assert.ok(JSON.stringify(res.body).includes(param), `${path} names ${param}: ${JSON.stringify(res.body)}`);
    }
  } finally {
    await s.close();
  }
});

test.run();
