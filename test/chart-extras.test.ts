// Chart extras over HTTP: pancha-pakshi, longevity and sarvatobhadra-chakra against their PyJHora
// fixtures (tools/gen_pancha_pakshi_pyjhora.py, gen_longevity_pyjhora.py,
// gen_sarvatobhadra_pyjhora.py), with the 400s. The rules themselves are checked on every fixture
// row in native/core/tests/{pancha_pakshi,longevity,sarvatobhadra}_vs_pyjhora.rs.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, qs, startServer, type TestServer } from './helpers.js';

const pakshi = fixture('pancha_pakshi_reference.json');
const longevityRef = fixture('longevity_reference.json');
const sbc = fixture('sarvatobhadra_reference.json');
const BIRTH = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const t = suite<{ s: TestServer; key: string }>('chart-extras');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

t('/v1/chart/pancha-pakshi: bird = PyJHora, yamas = its database, on 10 births', async ({ s, key }) => {
  for (const c of pakshi.births.slice(0, 10)) {
    const res = await s.get(`/v1/chart/pancha-pakshi?${qs(c.input)}&day=2026-11-26`, key);
    if (res.status === 422) continue; // polar day or night at the drawn place
    assert.is(res.status, 200, JSON.stringify(res.body));
    const b = res.body;
    assert.is(b.bird, c.bird);
    const row = pakshi.yamas.find(
      (y: any) => y.bird === b.bird && WEEKDAYS[y.weekday] === b.day.weekday && y.paksha === b.day.paksha,
    );
    assert.equal(b.day_yamas.map((y: any) => y.activity), row.day);
    assert.equal(b.night_yamas.map((y: any) => y.activity), row.night);
    assert.is(b.day_yamas[0].start.jd_ut, b.day.sunrise.jd_ut);
  }
});

t('/v1/chart/longevity: base years = PyJHora aayu.py on 5 births', async ({ s, key }) => {
  for (const c of longevityRef.cases.slice(0, 5)) {
    const res = await s.get(`/v1/chart/longevity?${qs(c.input)}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    res.body.planets.forEach((p: any, i: number) => {
      assert.ok(Math.abs(p.pindayu.base_years - c.pindayu_base[SEVEN[i]!]) < 1e-4, `${p.name} pindayu`);
      assert.ok(Math.abs(p.nisargayu.base_years - c.nisargayu_base[SEVEN[i]!]) < 1e-4, `${p.name} nisargayu`);
    });
    assert.ok(['pindayu', 'nisargayu', 'amsayu'].includes(res.body.applies.method));
    assert.is(res.body.applies.years, res.body.totals[res.body.applies.method]);
  }
});

t('/v1/chart/sarvatobhadra-chakra: the grid = PyJHora, planets on their stars', async ({ s, key }) => {
  const res = await s.get(`/v1/chart/sarvatobhadra-chakra?${BIRTH}&at=2026-11-26T12:00:00%2B05:30`, key);
  assert.is(res.status, 200, JSON.stringify(res.body));
  const grid = res.body.grid;
  for (const c of sbc.cells) {
    const ours = grid[c.row][c.col];
    if (c.kind === 'star') assert.is(ours.kind, 'nakshatra', `${c.row},${c.col}`);
    if (c.kind === 'sign') assert.is(ours.kind, 'sign', `${c.row},${c.col}`);
  }
  assert.is(grid.flat().reduce((n: number, c: any) => n + c.natal.length, 0), 10);
  assert.is(res.body.vedhas.length, 9);
  for (const v of res.body.vedhas) assert.equal(v.lines.map((l: any) => l.direction), ['front', 'left', 'right']);
});

t('bad input: 400 naming the parameter', async ({ s, key }) => {
  for (const [path, param] of [
    [`/v1/chart/pancha-pakshi?${BIRTH}&day=2026-13-01`, 'day'],
    [`/v1/chart/pancha-pakshi?${BIRTH}&day=tomorrow`, 'day'],
    [`/v1/chart/pancha-pakshi?${BIRTH}&sunrise=dawn`, 'sunrise'],
    [`/v1/chart/sarvatobhadra-chakra?${BIRTH}&at=2026-11-26`, 'at'],
    [`/v1/chart/longevity?date=1990-07-15&time=14:30&tz=%2B05:30&lat=95&lon=77`, 'lat'],
  ]) {
    const res = await s.get(path!, key);
    assert.is(res.status, 400, path);
    assert.ok(JSON.stringify(res.body.error).includes(param!), `${path} names ${param}`);
  }
});

t.run();
