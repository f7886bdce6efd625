// The in-process library (ts/library): one typed method per endpoint, computing exactly what the
// HTTP API answers for the same parameters, with the same 400 details, without keys or credits.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError, Astrology, methodName } from '../ts/library/index.js';
import { startServer } from './helpers.js';

const astro = new Astrology();
const birth = { date: '1990-07-15', time: '14:30', tz: '+05:30', lat: 28.6139, lon: 77.209 };

test('one method per endpoint of the catalog, each name once', async () => {
  const s = await startServer();
  try {
    const catalog = (await s.get('/v1/meta/endpoints')).body as { path: string }[];
    const methods = astro.methods();
    assert.equal(methods.map((m) => m.path).sort(), catalog.map((e) => e.path).sort());
    assert.is(new Set(methods.map((m) => m.method)).size, methods.length);
    assert.is(methodName('/v1/chart/planet/{name}'), 'chartPlanetName');
    assert.is(methodName('/v1/transit/small-panoti/history'), 'transitSmallPanotiHistory');
  } finally {
    await s.close();
  }
});

test('answers equal the HTTP answers for the same parameters (path parameters too)', async () => {
  const s = await startServer();
  try {
    const key = await s.key(1000);
    const q = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';
    assert.equal(await astro.chartPlanets(birth), (await s.get(`/v1/chart/planets?${q}`, key)).body);
    assert.equal(await astro.chartPlanetName({ ...birth, name: 'jupiter' }), (await s.get(`/v1/chart/planet/jupiter?${q}`, key)).body);
    assert.equal(
      await astro.westernNatalChart({ ...birth, house_system: 'koch' }),
      (await s.get(`/v1/western/natal/chart?${q}&house_system=koch`, key)).body,
    );
    const tithi = await astro.panchangTithi(birth);
    assert.is(tithi.current.name, 'Ashtami'); // published calendars: Ashtami on the afternoon of 15 July 1990
  } finally {
    await s.close();
  }
});

test('bad parameters: the same 400 details as over HTTP, as an ApiError', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10);
    const http = (await s.get('/v1/chart/planets?date=1990-02-30&time=14:30&tz=%2B05:30&lat=95&lon=77.2', key)).body;
    try {
      await astro.chartPlanets({ ...birth, date: '1990-02-30', lat: 95 });
      assert.unreachable('accepted an invalid date and latitude');
    } catch (e) {
      assert.instance(e, ApiError);
      assert.is((e as ApiError).code, 'invalid_request');
      assert.equal((e as ApiError).extra.details, http.error.details);
    }
  } finally {
    await s.close();
  }
});

test.run();
