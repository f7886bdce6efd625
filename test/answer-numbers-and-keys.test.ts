// Answers are for programs as well as people: every number is written to at most 9 decimal places
// (no binary noise such as 0.33999999999999997), and every planet, sign and nakshatra a Vedic answer
// names carries a stable lower-case key beside the name. Checked on live answers of several groups;
// the expected keys are the classical names written here, not read from the engine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from './helpers.js';

const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';
const PATHS = [
  `/v1/chart/planets?${birth}`,
  `/v1/chart/dignity?${birth}`,
  `/v1/panchang/summary?${birth}`,
  `/v1/dasha/vimshottari?${birth}`,
  `/v1/transit/positions?date=2026-01-01&time=12:00&tz=%2B05:30`,
  `/v1/western/natal/chart?${birth}`,
  `/v1/ashtakavarga/sarva?${birth}`,
  `/v1/sky/moon?date=2026-01-01&time=12:00&tz=%2B05:30`,
];
const GRAHA_KEYS: Record<string, string> = {
  Sun: 'sun', Moon: 'moon', Mars: 'mars', Mercury: 'mercury', Jupiter: 'jupiter',
  Venus: 'venus', Saturn: 'saturn', Rahu: 'rahu', Ketu: 'ketu',
};
// 1 = Aries … 12 = Pisces; 1 = Ashwini … 27 = Revati (classical order).
const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
const NAKSHATRAS = [
  'ashwini', 'bharani', 'krittika', 'rohini', 'mrigashira', 'ardra', 'punarvasu', 'pushya', 'ashlesha', 'magha',
  'purva_phalguni', 'uttara_phalguni', 'hasta', 'chitra', 'swati', 'vishakha', 'anuradha', 'jyeshtha', 'mula',
  'purva_ashadha', 'uttara_ashadha', 'shravana', 'dhanishta', 'shatabhisha', 'purva_bhadrapada', 'uttara_bhadrapada', 'revati',
];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every object in an answer, depth first. */
function* objects(x: Json): Generator<{ [k: string]: Json }> {
  if (Array.isArray(x)) for (const y of x) yield* objects(y);
  else if (x && typeof x === 'object') {
    yield x;
    for (const y of Object.values(x)) yield* objects(y);
  }
}

test('no number in an answer has more than 9 decimal places', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10_000);
    for (const path of PATHS) {
      const res = await fetch(s.url + path, { headers: { Authorization: `Bearer ${key}` } });
      assert.is(res.status, 200, path);
      const text = await res.text();
      // A number token (outside strings: names and ISO times have no 10-digit fractions).
      const long = text.match(/[-\d]\.\d{10,}/g);
      assert.is(long, null, `${path}: ${long?.slice(0, 3).join(', ')}`);
    }
  } finally {
    await s.close();
  }
});

test('Vedic planet positions carry key; sign and nakshatra placements carry sign_key and nakshatra_key', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10_000);
    let planets = 0;
    let signs = 0;
    let stars = 0;
    for (const path of PATHS.filter((p) => !p.includes('/western/'))) {
      const r = await s.get(path, key);
      for (const o of objects(r.body as Json)) {
        if (typeof o.name === 'string' && o.name in GRAHA_KEYS && 'longitude' in o && 'nakshatra_index' in o) {
          assert.is(o.key, GRAHA_KEYS[o.name], `${path}: ${o.name}`);
          planets++;
        }
        if (typeof o.sign_index === 'number' && typeof o.sign === 'string') {
          assert.is(o.sign_key, SIGNS[o.sign_index - 1], `${path}: ${o.sign}`);
          signs++;
        }
        if (typeof o.nakshatra_index === 'number' && typeof o.nakshatra === 'string') {
          assert.is(o.nakshatra_key, NAKSHATRAS[o.nakshatra_index - 1], `${path}: ${o.nakshatra}`);
          stars++;
        }
      }
    }
    assert.ok(planets >= 18 && signs >= 20 && stars >= 18, `${planets} planets, ${signs} signs, ${stars} nakshatras seen`);
    // What the API writes can be fed back: a key, or the Sanskrit name, selects the sign.
    const a = await s.get('/v1/reports/horoscope/daily?sign=mesha&date=2026-01-01', key);
    const b = await s.get('/v1/reports/horoscope/daily?sign=aries&date=2026-01-01', key);
    assert.is(a.status, 200);
    assert.equal(a.body, b.body);
  } finally {
    await s.close();
  }
});

test.run();
