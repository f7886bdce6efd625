// Lal Kitab over HTTP: the chart's houses are the whole-sign houses of /v1/chart/planets with the
// signs fixed (house 1 = Aries), the published tables reach the answer, the sleeping rules hold,
// the cost is charged, and bad input is a 400 with nothing charged.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';

const t = suite<{ s: TestServer; key: string }>('lalkitab');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(10_000);
});
t.after(async (ctx) => ctx.s.close());

const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';
const signs = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];

t('chart: houses equal the birth chart\'s whole-sign houses, signs fixed to houses', async ({ s, key }) => {
  const lk = await s.get(`/v1/lalkitab/chart?${birth}`, key);
  assert.is(lk.status, 200, JSON.stringify(lk.body));
  assert.is(lk.headers.get('x-credits-charged'), '1');
  const chart = await s.get(`/v1/chart/planets?${birth}`, key);
  const planets = chart.body.planets ?? chart.body;
  for (const p of lk.body.planets) {
    const natal = planets.find((q: any) => q.key === p.key);
    assert.is(p.house, natal.house, p.key);
    assert.is(p.house_sign_key, signs[p.house - 1]);
    assert.is(p.natal_sign_key, natal.sign_key);
  }
  assert.equal(lk.body.houses.map((h: any) => h.sign_key), signs);
  assert.match(lk.body.conventions.school, /1952/);
  assert.is(lk.body.conventions.ayanamsa, 'lahiri');
});

t('chart: published tables (pakka ghar, exaltation) and the sleeping rules reach the answer', async ({ s, key }) => {
  const lk = await s.get(`/v1/lalkitab/chart?${birth}`, key);
  const by = (k: string) => lk.body.planets.find((p: any) => p.key === k);
  // aryabhatt.com (Y. Prabhakar): Jupiter 2, 5, 9, 11; Rahu exalted in 3 and 6.
  assert.equal(by('jupiter').pakka_ghar, [2, 5, 9, 11]);
  assert.equal(by('rahu').exaltation_houses, [3, 6]);
  assert.equal(by('rahu').debilitation_houses, [9, 12]);
  for (const p of lk.body.planets) {
    assert.is(p.exalted, p.exaltation_houses.includes(p.house));
    assert.is(p.in_pakka_ghar, p.pakka_ghar.includes(p.house));
    if (p.in_pakka_ghar) assert.not.ok(p.sleeping, p.key);
  }
  for (const h of lk.body.houses) assert.is(h.sleeping, h.planets.length === 0 && h.aspected_from.length === 0);
});

t('400 for a bad latitude, naming it, charging nothing', async ({ s, key }) => {
  const res = await s.get('/v1/lalkitab/chart?date=1990-07-15&time=14:30&tz=%2B05:30&lat=95&lon=77', key);
  assert.is(res.status, 400, JSON.stringify(res.body));
  assert.ok(res.body.error.details.some((d: any) => d.param === 'lat'));
  assert.is(res.headers.get('x-credits-charged'), null);
});

t.run();
