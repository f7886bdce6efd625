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

// Classical tables, written here (not read from the engine): the 15 tithis of a paksha plus
// Amavasya, the 27 yogas (Vishkambha … Vaidhriti) and the 11 karanas, as lower-case keys.
const TITHIS = ['pratipada', 'dwitiya', 'tritiya', 'chaturthi', 'panchami', 'shashthi', 'saptami', 'ashtami', 'navami', 'dashami', 'ekadashi', 'dwadashi', 'trayodashi', 'chaturdashi', 'purnima', 'amavasya'];
const YOGAS = [
  'vishkambha', 'priti', 'ayushman', 'saubhagya', 'shobhana', 'atiganda', 'sukarma', 'dhriti', 'shula', 'ganda', 'vriddhi', 'dhruva', 'vyaghata', 'harshana',
  'vajra', 'siddhi', 'vyatipata', 'variyana', 'parigha', 'shiva', 'siddha', 'sadhya', 'shubha', 'shukla', 'brahma', 'indra', 'vaidhriti',
];
const KARANAS = ['kimstughna', 'bava', 'balava', 'kaulava', 'taitila', 'gara', 'vanija', 'vishti', 'shakuni', 'chatushpada', 'naga'];

test('tithi, nakshatra, yoga, karana and vara carry keys; graha-named records carry key or <field>_key', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10_000);
    const expect: Record<string, string[]> = { tithi: TITHIS, yoga: YOGAS, karana: KARANAS, nakshatra: NAKSHATRAS };
    for (const [kind, keys] of Object.entries(expect)) {
      const r = await s.get(`/v1/panchang/${kind}?${birth}`, key);
      assert.is(r.status, 200, kind);
      const b = r.body as { current: { key: string; name: string }; next: { key: string } };
      assert.ok(keys.includes(b.current.key), `${kind}: ${b.current.key}`);
      assert.ok(keys.includes(b.next.key), `${kind} next: ${b.next.key}`);
    }
    // 15 July 1990, 14:30 in Delhi was a Sunday (after sunrise).
    const vara = await s.get(`/v1/panchang/vara?${birth}`, key);
    assert.is((vara.body as { key: string }).key, 'sunday');
    let named = 0;
    for (const path of [`/v1/chart/dignity?${birth}`, `/v1/chart/combustion?${birth}`, `/v1/chart/shadbala?${birth}`, `/v1/chart/aspects?${birth}`]) {
      const r = await s.get(path, key);
      assert.is(r.status, 200, path);
      for (const o of objects(r.body as Json)) {
        for (const [field, value] of Object.entries(o)) {
          if (typeof value !== 'string' || !(value in GRAHA_KEYS) || !['name', 'planet'].includes(field)) continue;
          assert.is(o[field === 'name' ? 'key' : `${field}_key`], GRAHA_KEYS[value], `${path}: ${field} ${value}`);
          named++;
        }
      }
    }
    assert.ok(named >= 20, `${named} graha-named records seen`);
  } finally {
    await s.close();
  }
});

test('sahams and Tajika yogas carry keys; two-person Western answers name the people p1 and p2', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10_000);
    const v = await s.get(`/v1/varshaphal/chart?${birth}&year=2026`, key);
    assert.is(v.status, 200);
    const body = v.body as { sahams: { name: string; key: string }[]; tajika_yogas: { name: string; key: string }[] };
    assert.is(body.sahams.length, 36);
    // Neelakanthi's first saham is Punya; each key is its name in lower case.
    assert.is(body.sahams[0]?.key, 'punya');
    for (const x of [...body.sahams, ...body.tajika_yogas]) assert.is(x.key, x.name.toLowerCase());
    const two = 'p1_date=1990-07-15&p1_time=14:30&p1_tz=%2B05:30&p1_lat=28.61&p1_lon=77.2&p2_date=1992-03-02&p2_time=06:10&p2_tz=%2B05:30&p2_lat=19.07&p2_lon=72.88';
    for (const path of ['/v1/western/synastry/aspects', '/v1/western/synastry/composite']) {
      const r = await s.get(`${path}?${two}`, key);
      assert.is(r.status, 200, path);
      const b = r.body as Record<string, unknown>;
      assert.ok('p1_moment' in b && 'p2_moment' in b, path);
      assert.not.ok(Object.keys(b).some((k) => k.includes('boy') || k.includes('girl')), path);
    }
  } finally {
    await s.close();
  }
});

test.run();
