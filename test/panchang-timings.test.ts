// Panchang timings through HTTP: rise and set against pyswisseph rise_trans
// (test/fixtures/riseset_reference.json, tools/gen_riseset_fixtures.py), hora and choghadiya
// against PyJHora 4.8.7 (test/fixtures/pyjhora_panchang.json), the summary against the
// individual endpoints, and the polar and bad-input answers.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, qs, startServer, type TestServer } from './helpers.js';

const riseset = fixture('riseset_reference.json');
const jhora = fixture('pyjhora_panchang.json');

const t = suite<{ s: TestServer; key: string }>('panchang timings');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(1_000_000);
});
t.after(async (ctx) => ctx.s.close());

const seconds = (a: number, b: number) => Math.abs(a - b) * 86400;

t('sunrise-sunset and moonrise-moonset of the civil date within 5 s of pyswisseph (both definitions)', async ({ s, key }) => {
  let checked = 0;
  for (const c of riseset.cases.slice(0, 60)) {
    for (const def of ['upper-limb', 'disc-center']) {
      const sun = (await s.get(`/v1/panchang/sunrise-sunset?${qs(c.input, { sunrise: def })}`, key)).body;
      const moon = (await s.get(`/v1/panchang/moonrise-moonset?${qs(c.input, { sunrise: def })}`, key)).body;
      const expSun = c.sun[def];
      const expMoon = c.moon[def];
      assert.is(sun.sun_rises, expSun.rise.on_date);
      assert.is(sun.sun_sets, expSun.set.on_date);
      if (expSun.rise.on_date) assert.ok(seconds(sun.sunrise.jd_ut, expSun.rise.jd_ut) < 5);
      if (expSun.set.on_date) assert.ok(seconds(sun.sunset.jd_ut, expSun.set.jd_ut) < 5);
      assert.is(moon.moon_rises, expMoon.rise.on_date, JSON.stringify(c.input));
      assert.is(moon.moon_sets, expMoon.set.on_date);
      if (expMoon.rise.on_date) assert.ok(seconds(moon.moonrise.jd_ut, expMoon.rise.jd_ut) < 5);
      if (expMoon.set.on_date) assert.ok(seconds(moon.moonset.jd_ut, expMoon.set.jd_ut) < 5);
      checked++;
    }
  }
  assert.is(checked, 120);
});

t('polar day and night are stated, never invented', async ({ s, key }) => {
  for (const c of riseset.polar_cases.slice(0, 20)) {
    const exp = c.sun['upper-limb'];
    const res = await s.get(`/v1/panchang/sunrise-sunset?${qs(c.input)}`, key);
    assert.is(res.status, 200);
    assert.is(res.body.sun_rises, exp.rise.on_date);
    if (!exp.rise.on_date && !exp.set.on_date) {
      assert.is(res.body.sunrise, null);
      assert.is(res.body.polar, exp.polar);
      // Day-division timings cannot exist there: 422, and the summary marks them unavailable.
      const rahu = await s.get(`/v1/panchang/rahu-kaal?${qs(c.input)}`, key);
      assert.is(rahu.status, 422);
      const summary = await s.get(`/v1/panchang/summary?${qs(c.input)}`, key);
      assert.is(summary.status, 200);
      assert.type(summary.body.rahu_kaal.unavailable, 'string');
    }
  }
});

t('hora lord and choghadiya at the moment equal PyJHora on 300 days', async ({ s, key }) => {
  let compared = 0;
  for (const c of jhora.cases) {
    if (c.margin_s.hora < 60 || c.margin_s.choghadiya < 60) continue;
    const hora = (await s.get(`/v1/panchang/hora?${qs(c.input, { sunrise: 'disc-center' })}`, key)).body;
    assert.is(hora.current.lord, c.hora.lord, JSON.stringify(c.input));
    assert.is(hora.current.number, c.hora.index);
    const ch = (await s.get(`/v1/panchang/choghadiya?${qs(c.input, { sunrise: 'disc-center' })}`, key)).body;
    assert.is(ch.current.name, c.choghadiya.standard_name, JSON.stringify(c.input));
    compared++;
  }
  assert.ok(compared >= 280, `${compared}`);
});

t('summary holds all 22 answers, equal to the individual endpoints', async ({ s, key }) => {
  const input = { date: '2024-01-11', time: '10:00', tz: '+05:30', lat: '28.6139', lon: '77.2090' };
  const summary = (await s.get(`/v1/panchang/summary?${qs(input)}`, key)).body;
  const paths: [string, string][] = [
    ['tithi', 'tithi'], ['nakshatra', 'nakshatra'], ['yoga', 'yoga'], ['karana', 'karana'], ['vara', 'vara'],
    ['sunrise-sunset', 'sunrise_sunset'], ['moonrise-moonset', 'moonrise_moonset'], ['rahu-kaal', 'rahu_kaal'],
    ['yamaganda', 'yamaganda'], ['gulika', 'gulika'], ['abhijit', 'abhijit'], ['brahma-muhurat', 'brahma_muhurat'],
    ['pradosh-kaal', 'pradosh_kaal'], ['hora', 'hora'], ['choghadiya', 'choghadiya'], ['durmuhurta', 'durmuhurta'],
    ['varjyam', 'varjyam'], ['amrit-kalam', 'amrit_kalam'], ['siddha-yoga', 'siddha_yoga'], ['panchaka', 'panchaka'],
    ['hindu-month', 'hindu_month'], ['sankranti', 'sankranti'],
  ];
  assert.is(paths.length, 22);
  for (const [path, field] of paths) {
    const one = (await s.get(`/v1/panchang/${path}?${qs(input)}`, key)).body;
    if (field !== 'hindu_month') delete one.conventions;
    assert.equal(summary[field], one, path);
  }
  // Published: new moon 2024-01-11 11:57 UTC (NASA) ends Amavasya at 17:27 IST.
  assert.is(summary.tithi.current.name, 'Amavasya');
  assert.match(summary.tithi.current.end.iso, /^2024-01-11T17:2[67]/);
});

t('bad panchang input is a 400 naming the parameter', async ({ s, key }) => {
  const input = { date: '2024-01-11', time: '10:00', tz: '+05:30', lat: '28.6139', lon: '77.2090' };
  const res = await s.get(`/v1/panchang/summary?${qs(input, { sunrise: 'dawn' })}`, key);
  assert.is(res.status, 400);
  assert.is(res.body.error.details[0].param, 'sunrise');
});

t.run();
