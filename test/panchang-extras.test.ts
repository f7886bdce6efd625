// Panchang extras and the porutham endpoint over HTTP, against PyJHora 4.8.7:
// test/fixtures/panchang_extras_pyjhora.json (tools/gen_panchang_extras_pyjhora.py; drik.muhurthas,
// vijaya/godhuli/nishita_muhurtha, sandhya_periods, disha_shool, shiva/agni/yogini_vaasa,
// anandhaadhi_yoga, chandrashtama, next_ascendant_entry_date) and test/fixtures/porutham_pyjhora.json
// (tools/gen_porutham_pyjhora.py; compatibility.Ashtakoota(..., method="South")). The core's test
// native/core/tests/panchang_extras_vs_pyjhora.rs covers all 300 days; here the first 40 go through
// the API (routing, validation, serialisation). PyJHora's sunrise is the disc centre without
// refraction, so the requests say sunrise=disc-center; times within 60 s (observed ~1 s). Where
// PyJHora and the rule differ (docs/panchang-extras.md, docs/porutham.md) the difference itself is
// asserted.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, qs, startServer, type TestServer } from './helpers.js';

const ref = fixture('panchang_extras_pyjhora.json');
const poruthams = fixture('porutham_pyjhora.json');
const CASES = ref.cases.slice(0, 40);
const TOL_S = 60;
const DIRECTIONS = ['east', 'south', 'west', 'north'];
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

const t = suite<{ s: TestServer; key: string }>('panchang extras vs PyJHora');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(1_000_000);
});
t.after(async (ctx) => ctx.s.close());

async function answer(s: TestServer, key: string, element: string, c: any) {
  const res = await s.get(`/v1/panchang/${element}?${qs(c.input, { sunrise: 'disc-center' })}`, key);
  assert.is(res.status, 200, `${element} ${JSON.stringify(c.input)}: ${JSON.stringify(res.body).slice(0, 300)}`);
  assert.ok(res.body.conventions?.sunrise === 'disc-center', `${element} states its conventions`);
  return res.body;
}

const near = (got: number, want: number, what: string) =>
  assert.ok(Math.abs(got - want) * 86400 < TOL_S, `${what}: ${((got - want) * 86400).toFixed(1)} s`);

t('muhurtas: the 30 named muhurtas and the windows equal PyJHora', async ({ s, key }) => {
  for (const c of CASES) {
    const b = await answer(s, key, 'muhurtas', c);
    const all = [...b.day, ...b.night];
    assert.is(all.length, 30);
    all.forEach((m: any, i: number) => {
      const [, good, start, end] = c.muhurtas[i];
      assert.is(m.auspicious, good === 1, m.name);
      near(m.window.start.jd_ut, start, m.name);
      near(m.window.end.jd_ut, end, m.name);
    });
    for (const [ours, theirs] of [
      [b.vijaya, c.vijaya_day], [b.vijaya_night, c.vijaya_night], [b.godhuli, c.godhuli], [b.nishita, c.nishita],
      [b.sandhya.pratah, c.sandhya[0]], [b.sandhya.madhyahna, c.sandhya[1]], [b.sandhya.sayam, c.sandhya[2]],
    ]) {
      near(ours.start.jd_ut, theirs[0], 'window start');
      near(ours.end.jd_ut, theirs[1], 'window end');
    }
  }
});

t('disha shool and nivas equal PyJHora (Yogini vasa on the 4th and 12th: the rule, south-west)', async ({ s, key }) => {
  const yogini = ['east', 'south', 'west', 'north', 'south-west', 'north-west', 'north-east', 'south-east'];
  for (const c of CASES) {
    const at = c.at_moment;
    assert.is((await answer(s, key, 'disha-shool', c)).direction, DIRECTIONS[at.disha_shool]);
    const n = await answer(s, key, 'nivas', c);
    assert.is(n.tithi, at.tithi);
    assert.is(n.agni_vasa.favourable, at.agni_vaasa === 1);
    assert.is(n.shiva_vasa.favourable, [2, 5, 6].includes(at.shiva_vaasa));
    const expected = n.tithi % 15 === 4 || n.tithi % 15 === 12 ? 'south-west' : yogini[at.yogini_vaasa];
    assert.is(n.yogini_vasa, expected);
  }
});

t('anandadi yoga equals PyJHora (Tuesday one place earlier; Abhijit not compared)', async ({ s, key }) => {
  let compared = 0;
  for (const c of CASES) {
    const b = await answer(s, key, 'anandadi-yoga', c);
    if (b.current.nakshatra === 'Abhijit') continue;
    const ours = b.current.number - 1;
    const expected = b.weekday === 'Tuesday' ? (ours + 1) % 28 : ours;
    assert.is(c.at_moment.anandadi_index, expected, JSON.stringify(c.input));
    assert.ok(b.day.length >= 1);
    compared++;
  }
  assert.ok(compared >= 35);
});

t('chandrashtama and chandrabala follow PyJHora\'s Moon', async ({ s, key }) => {
  for (const c of CASES) {
    const at = c.at_moment;
    const c8 = await answer(s, key, 'chandrashtama', c);
    assert.is(c8.current.janma_rashi, SIGNS[at.chandrashtama_rasi - 1]);
    if (c8.current.moon_sign !== 'Pisces') near(c8.current.window.end.jd_ut, at.moon_leaves_sign_jd_ut, 'Moon leaves its sign');
    const cb = await answer(s, key, 'chandrabala', c);
    assert.is(cb.moon_sign, c8.current.moon_sign);
    assert.is(cb.rashis.length, 12);
    // The janma rashi in chandrashtama has the Moon in its 8th: never favourable.
    const r = cb.rashis.find((x: any) => x.janma_rashi === c8.current.janma_rashi);
    assert.is(r.position, 8);
    assert.is(r.favourable, false);
  }
});

t('lagna table: the rising sign and its exit equal PyJHora; the signs follow each other', async ({ s, key }) => {
  for (const c of CASES) {
    const b = await answer(s, key, 'lagna-table', c);
    const cur = b.current.window;
    if ((c.jd_ut - cur.start.jd_ut) * 86400 > 120 && (cur.end.jd_ut - c.jd_ut) * 86400 > 120) {
      assert.is(b.current.number, c.lagna.rising_sign);
      near(cur.end.jd_ut, c.lagna.next_entries_jd_ut[0], 'exit of the rising sign');
    }
    for (let i = 1; i < b.signs.length; i++) {
      assert.is(b.signs[i].number, (b.signs[i - 1].number % 12) + 1);
      assert.is(b.signs[i].window.start.jd_ut, b.signs[i - 1].window.end.jd_ut);
    }
  }
});

t('a bad latitude is a 400 naming lat, not a 500', async ({ s, key }) => {
  for (const e of ['muhurtas', 'nivas', 'lagna-table', 'chandrabala']) {
    const res = await s.get(`/v1/panchang/${e}?date=2026-01-01&time=10:00&tz=%2B05:30&lat=95&lon=77`, key);
    assert.is(res.status, 400, e);
    assert.ok(JSON.stringify(res.body).includes('lat'), e);
  }
});

t('beyond the polar circle the lagna table (and, in polar day, the muhurtas) is a 422, not a 500', async ({ s, key }) => {
  const q = 'date=2026-06-21&time=12:00&tz=%2B01:00&lat=78.2&lon=15.6';
  for (const e of ['lagna-table', 'muhurtas']) {
    const res = await s.get(`/v1/panchang/${e}?${q}`, key);
    assert.is(res.status, 422, `${e}: ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  for (const e of ['anandadi-yoga', 'chandrabala', 'chandrashtama', 'nivas', 'disha-shool']) {
    const res = await s.get(`/v1/panchang/${e}?${q}`, key);
    assert.is(res.status, 200, `${e}: ${JSON.stringify(res.body).slice(0, 200)}`);
  }
});

t('porutham over the API equals PyJHora for the partners\' stars (but for the documented corrections)', async ({ s, key }) => {
  const births: [string, string, string, string][] = [
    ['1990-07-15', '14:30', '28.6139', '77.209'],
    ['1992-03-02', '06:10', '19.076', '72.8777'],
    ['1988-11-23', '21:45', '13.0827', '80.2707'],
    ['1995-05-09', '04:20', '9.9252', '78.1198'],
  ];
  const index = (name: string) => ['Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati'].indexOf(name) + 1;
  for (const [bd, bt, blat, blon] of births) {
    for (const [gd, gt, glat, glon] of births) {
      const q = qs({ boy_date: bd, boy_time: bt, boy_tz: '+05:30', boy_lat: blat, boy_lon: blon, girl_date: gd, girl_time: gt, girl_tz: '+05:30', girl_lat: glat, girl_lon: glon });
      const res = await s.get(`/v1/milan/porutham?${q}`, key);
      assert.is(res.status, 200, JSON.stringify(res.body).slice(0, 300));
      const b = res.body;
      const [bn, bp, gn, gp] = [index(b.boy_moon.nakshatra), b.boy_moon.pada, index(b.girl_moon.nakshatra), b.girl_moon.pada];
      const row = poruthams.pairs.find((r: any[]) => r[0] === bn && r[1] === bp && r[2] === gn && r[3] === gp);
      assert.ok(row, `fixture row for ${bn}/${bp} ${gn}/${gp}`);
      b.poruthams.forEach((p: any, i: number) => {
        const theirs = row[4][i] === '1';
        if (p.agrees === theirs) return;
        const corrected =
          (p.name === 'gana' && (bn === 8 || gn === 8)) ||
          (p.name === 'rajju' && [4, 13].some((x) => x === bn || x === gn)) ||
          (p.name === 'vedha' && [19, 28, 37].includes(bn + gn) && p.agrees);
        assert.ok(corrected, `${p.name} for ${bn}/${bp} ${gn}/${gp}`);
      });
      assert.is(b.count, b.poruthams.filter((p: any) => p.agrees).length);
      assert.is(b.max, 10);
    }
  }
});

// Gowri panchangam: no PyJHora function (its gauri_choghadiya is the North Indian choghadiya),
// so against the Tamil almanac tables (Pambu panchangam, as reprinted in Tamil calendars: the
// rows below are the printed table, Sunday first) and against the engine's own choghadiya slots
// and Rahu kaal: the daytime Visham is Rahu kaal.
const GOWRI_DAY_PRINTED = [
  'Uthi Amirdha Rogam Laabam Dhanam Sugam Soram Visham',
  'Amirdha Visham Rogam Laabam Dhanam Sugam Soram Uthi',
  'Rogam Laabam Dhanam Sugam Soram Uthi Visham Amirdha',
  'Laabam Dhanam Sugam Soram Visham Uthi Amirdha Rogam',
  'Dhanam Sugam Soram Uthi Amirdha Visham Rogam Laabam',
  'Sugam Soram Uthi Visham Amirdha Rogam Laabam Dhanam',
  'Soram Uthi Visham Amirdha Rogam Laabam Dhanam Sugam',
];
const GOWRI_NIGHT_PRINTED = [
  'Dhanam Sugam Soram Visham Uthi Amirdha Rogam Laabam',
  'Sugam Soram Uthi Amirdha Visham Rogam Laabam Dhanam',
  'Soram Uthi Visham Amirdha Rogam Laabam Dhanam Sugam',
  'Uthi Amirdha Rogam Laabam Dhanam Sugam Soram Visham',
  'Amirdha Visham Rogam Laabam Dhanam Sugam Soram Uthi',
  'Rogam Laabam Dhanam Sugam Soram Uthi Visham Amirdha',
  'Laabam Dhanam Sugam Soram Uthi Visham Amirdha Rogam',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

t('gowri: the printed Tamil table, the choghadiya slots, and Visham by day = Rahu kaal', async ({ s, key }) => {
  const seen = new Set<string>();
  for (const c of CASES) {
    const g = await answer(s, key, 'gowri', c);
    const ch = await answer(s, key, 'choghadiya', c);
    const rk = await answer(s, key, 'rahu-kaal', c);
    const w = WEEKDAYS.indexOf(g.weekday);
    seen.add(g.weekday);
    assert.is(g.day.map((p: any) => p.name).join(' '), GOWRI_DAY_PRINTED[w], `${g.weekday} day`);
    assert.is(g.night.map((p: any) => p.name).join(' '), GOWRI_NIGHT_PRINTED[w], `${g.weekday} night`);
    [...g.day, ...g.night].forEach((p: any, i: number) => {
      const q = [...ch.day, ...ch.night][i];
      assert.is(p.start.jd_ut, q.start.jd_ut);
      assert.is(p.end.jd_ut, q.end.jd_ut);
      assert.is(p.quality, ['Rogam', 'Soram', 'Visham'].includes(p.name) ? 'bad' : 'good');
    });
    const visham = g.day.find((p: any) => p.name === 'Visham');
    assert.is(visham.number, rk.part);
    assert.is(visham.start.jd_ut, rk.start.jd_ut);
    assert.is(g.current.start.jd_ut, ch.current.start.jd_ut);
  }
  assert.is(seen.size, 7);
});

t.run();
