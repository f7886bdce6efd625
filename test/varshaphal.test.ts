// Varshaphal over HTTP: the solar return against pyswisseph bisection and the sahams against
// PyJHora saham.py (test/fixtures/varshaphal_pyjhora.json, tools/gen_varshaphal_pyjhora.py; the
// full comparison of all 100 cases runs in native/core/tests/varshaphal_vs_pyjhora.rs), the
// result shape, and 400s before any credit is spent.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { arcsec, fixture, qs, startServer, type TestServer } from './helpers.js';

const ref = fixture('varshaphal_pyjhora.json');
const t = suite<{ s: TestServer; key: string }>('varshaphal');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

t('solar return within 1 s of pyswisseph bisection; annual ascendant within 1″', async ({ s, key }) => {
  for (const c of ref.cases.slice(0, 20)) {
    const res = await s.get(`/v1/varshaphal/chart?${qs(c.input, { age: String(c.age) })}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    const b = res.body;
    assert.ok(Math.abs(b.solar_return.jd_ut - c.solar_return_jd_ut) * 86400 < 1, `${c.input.date}`);
    assert.ok(arcsec(b.chart.ascendant.longitude, c.ascendant) < 1);
    // Where PyJHora's house-point quirk does not apply, the Punya saham (Moon - Sun + Lagna) agrees.
    const punya = b.sahams.find((x: { name: string }) => x.name === 'Punya');
    if (Math.abs(c.sun_true_altitude) > 0.5) assert.ok(arcsec(punya.longitude, c.sahams.Punya) < 2, `${c.input.date} punya`);
  }
});

t('shape: muntha, year lord among its five candidates, 36 sahams, 9 mudda periods', async ({ s, key }) => {
  const res = await s.get('/v1/varshaphal/chart?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090&year=2024', key);
  assert.is(res.status, 200, JSON.stringify(res.body));
  const b = res.body;
  assert.is(b.age, 34);
  assert.ok(b.solar_return.iso.startsWith('2024-07-1'), b.solar_return.iso);
  assert.is(b.sahams.length, 36);
  assert.is(b.mudda_dasha.length, 9);
  assert.is(b.year_lord.candidates.length, 5);
  assert.ok(b.year_lord.candidates.some((c: { planet: string }) => c.planet === b.year_lord.planet));
  assert.is(b.conventions.ayanamsa, 'lahiri');
  // Muntha: natal ascendant (Scorpio for this birth, from /v1/chart/ascendant) + 34 signs.
  const natal = await s.get('/v1/chart/ascendant?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090', key);
  const natalSign = (natal.body.ascendant ?? natal.body).sign_index ?? Math.floor(natal.body.longitude / 30) + 1;
  assert.is(b.muntha.sign_index, ((natalSign - 1 + 34) % 12) + 1);
});

t('bad input is a 400 naming the parameter', async ({ s, key }) => {
  const base = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
  for (const [extra, param] of [
    ['', 'age'],
    ['&age=121', 'age'],
    ['&year=90', 'year'],
    ['&age=3&year=2024', 'year'],
    ['&age=3&annual_lat=10', 'annual_lon'],
  ]) {
    const res = await s.get(`/v1/varshaphal/chart?${base}${extra}`, key);
    assert.is(res.status, 400, `${extra}: ${JSON.stringify(res.body)}`);
    assert.ok(JSON.stringify(res.body.error).includes(param!), `${extra}: ${JSON.stringify(res.body.error)}`);
  }
});

t.run();
