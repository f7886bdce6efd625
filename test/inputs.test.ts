// Forgiving inputs (what the API writes can be fed back): enumerated parameters in any case, by
// the names the answers use, Sanskrit sign names; and error details that say what is wrong in
// plain words (a repeated parameter, a time lost to a clock change in a named zone, an unknown
// option with the allowed values).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from './helpers.js';

const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';
const couple =
  'boy_date=1990-07-15&boy_time=14:30&boy_tz=%2B05:30&boy_lat=28.6139&boy_lon=77.209&' +
  'girl_date=1992-03-02&girl_time=06:10&girl_tz=%2B05:30&girl_lat=19.076&girl_lon=72.8777';

test('enumerated inputs accept any case and the names the API writes; the answer is the same', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10_000);
    const same = async (a: string, b: string) => {
      const [x, y] = [await s.get(a, key), await s.get(b, key)];
      assert.is(x.status, 200, a);
      assert.is(y.status, 200, b);
      assert.equal(x.body, y.body, `${a} vs ${b}`);
    };
    await same(`/v1/chart/planet/Mars?${birth}`, `/v1/chart/planet/mars?${birth}`);
    await same(`/v1/chart/planets?${birth}&ayanamsa=Lahiri`, `/v1/chart/planets?${birth}&ayanamsa=lahiri`);
    // The ayanamsa as the answer names it (conventions.ayanamsa_name).
    const named = (await s.get(`/v1/chart/planets?${birth}&ayanamsa=raman`, key)).body.conventions.ayanamsa_name;
    await same(`/v1/chart/planets?${birth}&ayanamsa=${encodeURIComponent(named)}`, `/v1/chart/planets?${birth}&ayanamsa=raman`);
    await same(`/v1/western/natal/houses?${birth}&house_system=Whole%20Sign`, `/v1/western/natal/houses?${birth}&house_system=whole-sign`);
    await same(`/v1/milan/ashtakoota/Nadi?${couple}`, `/v1/milan/ashtakoota/nadi?${couple}`);
    await same(`/v1/milan/ashtakoota/Graha%20Maitri?${couple}`, `/v1/milan/ashtakoota/graha-maitri?${couple}`);
    await same(`/v1/chart/divisional/d9?${birth}`, `/v1/chart/divisional/D9?${birth}`);
    const day = 'date=2025-01-15&tz=%2B05:30';
    await same(`/v1/reports/horoscope/daily?sign=Aries&${day}`, `/v1/reports/horoscope/daily?sign=aries&${day}`);
    // Sanskrit rashi names (Mesha is Aries, Vrishchika is Scorpio).
    await same(`/v1/reports/horoscope/daily?sign=mesha&${day}`, `/v1/reports/horoscope/daily?sign=aries&${day}`);
    await same(`/v1/reports/horoscope/daily?sign=Vrishchika&${day}`, `/v1/reports/horoscope/daily?sign=scorpio&${day}`);
  } finally {
    await s.close();
  }
});

test('one ISO 8601 datetime instead of date, time and tz; tz as +0530 or Z', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10_000);
    const reference = (await s.get(`/v1/chart/planets?${birth}`, key)).body;
    const place = 'lat=28.6139&lon=77.209';
    for (const moment of [
      'datetime=1990-07-15T14:30:00%2B05:30',
      'datetime=1990-07-15T14:30%2B0530',
      'datetime=1990-07-15T09:00:00Z',
      'datetime=1990-07-15T14:30:00&timezone=Asia/Kolkata',
      'date=1990-07-15&time=14:30&tz=%2B0530',
    ]) {
      const r = await s.get(`/v1/chart/planets?${moment}&${place}`, key);
      assert.is(r.status, 200, moment);
      // The same instant (offsets differ only in how the answer writes times).
      assert.is(r.body.moment.jd_ut, reference.moment.jd_ut, moment);
      assert.equal(r.body.planets, reference.planets, moment);
    }
    const utc = (await s.get(`/v1/chart/planets?date=1990-07-15&time=09:00&tz=Z&${place}`, key)).body;
    assert.is(utc.moment.iso, '1990-07-15T09:00:00+00:00');
    // A fraction of a second moves the instant by that much (0.5 s = 0.5/86400 day).
    const half = (await s.get(`/v1/chart/planets?datetime=1990-07-15T09:00:00.5Z&${place}`, key)).body;
    assert.ok(Math.abs((half.moment.jd_ut - utc.moment.jd_ut) * 86_400 - 0.5) < 1e-4);
    // Two-person endpoints take prefixed datetimes.
    const couple2 = couple.replace('boy_date=1990-07-15&boy_time=14:30&boy_tz=%2B05:30', 'boy_datetime=1990-07-15T14:30:00%2B05:30');
    assert.equal((await s.get(`/v1/milan/ashtakoota?${couple2}`, key)).body, (await s.get(`/v1/milan/ashtakoota?${couple}`, key)).body);
    const refused = async (q: string, param: string) => {
      const r = await s.get(`/v1/chart/planets?${q}&${place}`, key);
      assert.is(r.status, 400, q);
      assert.is(r.body.error.details[0].param, param, q);
    };
    await refused('datetime=1990-07-15T14:30:00%2B05:30&date=1990-07-15', 'datetime');
    await refused('datetime=1990-07-15T14:30:00', 'datetime');
    await refused('datetime=1990-07-15T14:30:00%2B05:30&tz=%2B05:30', 'tz');
    await refused('datetime=15/07/1990', 'datetime');
  } finally {
    await s.close();
  }
});

test('two-person Western endpoints take p1_/p2_, and still boy_/girl_', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10_000);
    const p = couple.replace(/boy_/g, 'p1_').replace(/girl_/g, 'p2_');
    for (const path of ['/v1/western/synastry/aspects', '/v1/western/synastry/composite']) {
      const a = await s.get(`${path}?${p}`, key);
      assert.is(a.status, 200, path);
      assert.equal(a.body, (await s.get(`${path}?${couple}`, key)).body, path);
    }
    const mixed = await s.get(`/v1/western/synastry/aspects?${p}&boy_lat=10`, key);
    assert.is(mixed.status, 400);
    assert.is(mixed.body.error.details[0].param, 'boy_');
    const missing = await s.get(`/v1/western/synastry/aspects?${p.replace('&p2_lat=19.076', '')}`, key);
    assert.equal(missing.body.error.details, [{ param: 'p2_lat', message: 'is required' }]);
    // The document names p1_/p2_ (with examples) and marks boy_/girl_ as their alternatives.
    const doc = (await s.get('/v1/meta/openapi.json')).body;
    const params = doc.paths['/v1/western/synastry/aspects'].get.parameters as { name: string; example?: unknown; 'x-alternative-to'?: string }[];
    assert.is(params.find((x) => x.name === 'p1_lat')!.example, 28.6139);
    assert.is(params.find((x) => x.name === 'boy_lat')!['x-alternative-to'], 'p1_lat');
  } finally {
    await s.close();
  }
});

test('error details in plain words: repeated parameter, the zone of a lost local time, the allowed values', async () => {
  const s = await startServer();
  try {
    const key = await s.key(100);
    const twice = await s.get(`/v1/chart/planets?${birth}&date=1990-07-16`, key);
    assert.is(twice.status, 400);
    assert.equal(twice.body.error.details, [{ param: 'date', message: 'given more than once' }]);
    // 02:30 on 14 March 2021 did not exist in New York (clocks went from 02:00 to 03:00).
    const lost = await s.get('/v1/chart/planets?date=2021-03-14&time=02:30&timezone=America/New_York&lat=40.7&lon=-74', key);
    assert.is(lost.status, 400);
    assert.match(lost.body.error.message, /America\/New_York/);
    assert.not.match(lost.body.error.message, /\(value\)/);
    const unknown = await s.get(`/v1/chart/planets?${birth}&ayanamsa=lahirii`, key);
    assert.is(unknown.status, 400);
    assert.match(unknown.body.error.details[0].message, /^must be one of: lahiri, krishnamurti, raman, /);
    const strays = await s.get(`/v1/chart/planets?${birth}&colour=red&size=9`, key);
    assert.equal(strays.body.error.details, [
      { param: 'colour', message: 'is not a parameter of this endpoint' },
      { param: 'size', message: 'is not a parameter of this endpoint' },
    ]);
    // Nothing was charged for the refusals.
    const ok = await s.get(`/v1/chart/ascendant?${birth}`, key);
    assert.is(ok.headers.get('x-credits-remaining'), '99');
  } finally {
    await s.close();
  }
});

test.run();
