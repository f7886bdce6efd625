// /v1/kp/...: Krishnamurti Paddhati against outside references (test/fixtures/kp_oracles.json,
// tools/gen_kp_oracles.py):
// - the 249-row KP table built here from the Vimshottari proportions, checked against PyJHora
//   4.8.7's table and vedicastro 0.2.1's, and every horary number's ascendant at its row's start;
// - 200 random births: cusps and planets against pyswisseph (SIDM_KRISHNAMURTI, Placidus) to 1″,
//   their lords against PyJHora's KP lords, the A/B/C/D significators against vedicastro's tables
//   and against the four-level rule written out below;
// - ruling planets: the rule recomputed from the fixture's positions and lords.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { arcsec, fixture, qs, startServer, type TestServer } from './helpers.js';

const ref = fixture('kp_oracles.json');
const LORDS = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const YEARS = [7, 20, 6, 10, 7, 18, 16, 19, 17];
const SIGN_LORDS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const NAK = 360 / 27;

/** KP Reader I: 27 stars × 9 subs in Vimshottari order from the star's lord, split at sign edges. */
function subTable() {
  const rows: { start: number; sign: string; sign_lord: string; star_lord: string; sub_lord: string }[] = [];
  for (let n = 0; n < 27; n++) {
    let start = n * NAK;
    for (let k = 0; k < 9; k++) {
      const lord = (n + k) % 9;
      const end = start + (NAK * YEARS[lord]!) / 120;
      const cut = Math.floor(start / 30 + 1e-12) * 30 + 30;
      const pieces = cut > start + 1e-9 && cut < end - 1e-9 ? [start, cut] : [start];
      for (const s of pieces) {
        const sign = Math.floor((s + 1e-9) / 30);
        rows.push({ start: s, sign: SIGNS[sign]!, sign_lord: SIGN_LORDS[sign]!, star_lord: LORDS[n % 9]!, sub_lord: LORDS[lord]! });
      }
      start = end;
    }
  }
  return rows;
}
const TABLE = subTable();

const t = suite<{ s: TestServer; key: string }>('kp');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(1_000_000);
});
t.after(async (ctx) => ctx.s.close());

t('the 249-row table built here equals PyJHora\'s and vedicastro\'s but for four misprints', () => {
  assert.is(TABLE.length, 249);
  const off: Record<string, number[]> = { pyjhora: [], vedicastro: [] };
  for (const [i, r] of TABLE.entries()) {
    for (const lib of ['pyjhora', 'vedicastro'] as const) {
      const o = ref.table_249[i][lib];
      // PyJHora's starts are decimal degrees, vedicastro's whole arcseconds.
      if (Math.abs(r.start - o.start) * 3600 > (lib === 'pyjhora' ? 1e-6 : 0.5)) off[lib]!.push(i + 1);
      assert.equal([r.sign, r.sign_lord, r.star_lord, r.sub_lord], [o.sign, o.sign_lord, o.star_lord, o.sub_lord], `row ${i + 1}`);
    }
  }
  // Four misprints shared by both tables (docs/kp-jaimini.md); the arithmetic of the rule decides:
  // row 76, Cancer 18°33′21″ for 18°33′20″ (Ashlesha 16°40′ + Mercury's 17/120 of 13°20′);
  // row 172, Sagittarius 5°53′20″ for 5°33′20″ (Mula 4°46′40″ + Mars's 46′40″);
  // row 202, Capricorn 20°46′40″ for 20°26′40″ (Shravana 19°40′ + Ketu's 46′40″);
  // row 213, Aquarius 6°40′20″ for 6°40′ (the start of Shatabhisha, 306°40′).
  assert.equal(off, { pyjhora: [76, 172, 202, 213], vedicastro: [76, 172, 202, 213] });
  const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;
  for (const [row, right, printed] of <[number, number, number][]>[
    [76, dms(108, 33, 20), dms(108, 33, 21)],
    [172, dms(245, 33, 20), dms(245, 53, 20)],
    [202, dms(290, 26, 40), dms(290, 46, 40)],
    [213, dms(306, 40, 0), dms(306, 40, 20)],
  ]) {
    assert.ok(Math.abs(TABLE[row - 1]!.start - right) < 2e-9, `row ${row}`); // answers carry 9 decimals
    for (const lib of ['pyjhora', 'vedicastro']) assert.ok(Math.abs(ref.table_249[row - 1][lib].start - printed) < 1e-6, `${lib} ${row}`);
  }
});

t('horary: each number 1..249 puts the ascendant at the start of its row (within 0.1″ past it)', async ({ s, key }) => {
  for (let n = 1; n <= 249; n++) {
    const res = await s.get(`/v1/kp/horary?date=2024-07-15&time=10:30&tz=%2B05:30&lat=13.0827&lon=80.2707&number=${n}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    const b = res.body;
    const r = TABLE[n - 1]!;
    const asc = b.cusps[0];
    const past = (((asc.longitude - r.start) % 360) + 360) % 360;
    assert.ok(past >= 0 && past * 3600 < 0.1, `number ${n}: ascendant ${asc.longitude}, row starts ${r.start}`);
    assert.equal([asc.sign, asc.sign_lord, asc.star_lord, asc.sub_lord], [r.sign, r.sign_lord, r.star_lord, r.sub_lord], `number ${n}`);
    assert.equal([b.number, b.row.number, b.row.sub_lord], [n, n, r.sub_lord]);
    assert.ok(Math.abs(b.row.start - r.start) < 2e-9);
    assert.is(b.cusps.length, 12);
    assert.is(b.planets.length, 9);
    assert.is(b.significators.houses.length, 12);
  }
});

t('horary: out-of-range numbers are a 400 naming number', async ({ s, key }) => {
  for (const n of ['0', '250', '1.5', 'x']) {
    const res = await s.get(`/v1/kp/horary?date=2024-07-15&time=10:30&tz=%2B05:30&lat=13.08&lon=80.27&number=${n}`, key);
    assert.is(res.status, 400, n);
    assert.ok(JSON.stringify(res.body).includes('number'), n);
  }
});

const lordsOf = (x: any) => [x.sign_lord, x.star_lord, x.sub_lord, x.sub_sub_lord];

t('200 births: cusps within 1″ of pyswisseph, lords equal to PyJHora\'s', async ({ s, key }) => {
  let worst = 0;
  for (const c of ref.charts) {
    const res = await s.get(`/v1/kp/cusps?${qs(c.input)}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    assert.is(res.body.conventions.ayanamsa, 'krishnamurti');
    assert.is(res.body.conventions.house_system, 'placidus');
    for (const [i, cusp] of res.body.cusps.entries()) {
      const want = c.cusps[i];
      const d = arcsec(cusp.longitude, want.longitude);
      worst = Math.max(worst, d);
      assert.ok(d < 1, `${c.input.date} cusp ${i + 1}: ${cusp.longitude} vs ${want.longitude}`);
      assert.equal(lordsOf(cusp), lordsOf(want), `${c.input.date} cusp ${i + 1}`);
    }
  }
  console.log(`  kp cusps vs pyswisseph: worst ${worst.toFixed(4)}″ over ${ref.charts.length * 12} cusps`);
});

/** The four-level rule, written out from KP Reader's definitions on the fixture's own data. */
function houseOf(lon: number, cusps: number[]): number {
  let best: [number, number] = [Infinity, 0];
  cusps.forEach((c, i) => {
    const d = (((lon - c) % 360) + 360) % 360;
    if (d < best[0]) best = [d, i + 1];
  });
  return best[1];
}
function fourLevels(c: any) {
  const cusps = c.cusps.map((x: any) => x.longitude);
  const house = new Map<string, number>(c.planets.map((p: any) => [p.name, houseOf(p.longitude, cusps)]));
  const owner = (h: number) => c.cusps[h - 1].sign_lord;
  const houses = [];
  for (let h = 1; h <= 12; h++) {
    const b = c.planets.filter((p: any) => house.get(p.name) === h).map((p: any) => p.name);
    const a = c.planets.filter((p: any) => b.includes(p.star_lord)).map((p: any) => p.name);
    const cc = c.planets.filter((p: any) => p.star_lord === owner(h)).map((p: any) => p.name);
    houses.push({ house: h, a, b, c: cc, d: [owner(h)] });
  }
  const owned = (g: string) => [...Array(12).keys()].map((i) => i + 1).filter((h) => owner(h) === g);
  const occupied = (g: string) => (house.has(g) ? [house.get(g)!] : []);
  const planets = c.planets.map((p: any) => ({
    planet: p.name,
    a: occupied(p.star_lord),
    b: occupied(p.name),
    c: owned(p.star_lord),
    d: owned(p.name),
  }));
  return { houses, planets, house };
}
const levels = (x: any) => ['a', 'b', 'c', 'd'].map((k) => [...x[k]].sort());

t('200 births: significators equal vedicastro\'s tables and the four-level rule; planets\' lords and houses', async ({ s, key }) => {
  let compared = 0;
  for (const c of ref.charts) {
    const [sig, pl] = await Promise.all([
      s.get(`/v1/kp/significators?${qs(c.input)}`, key),
      s.get(`/v1/kp/planets?${qs(c.input)}`, key),
    ]);
    assert.is(sig.status, 200, JSON.stringify(sig.body));
    assert.is(pl.status, 200, JSON.stringify(pl.body));
    const direct = fourLevels(c);
    for (const [i, p] of pl.body.planets.entries()) {
      const want = c.planets[i];
      assert.is(p.name, want.name);
      assert.ok(arcsec(p.longitude, want.longitude) < 1, `${c.input.date} ${p.name}`);
      assert.equal(lordsOf(p), lordsOf(want), `${c.input.date} ${p.name} lords`);
      assert.is(p.house, want.house, `${c.input.date} ${p.name} house`);
      assert.equal(levels(p.signifies), levels(c.by_planet[i]), `${c.input.date} ${p.name} vs vedicastro`);
      assert.equal(levels(p.signifies), levels(direct.planets[i]), `${c.input.date} ${p.name} vs the rule`);
    }
    for (const [i, h] of sig.body.houses.entries()) {
      assert.equal(levels(h), levels(c.houses[i]), `${c.input.date} house ${i + 1} vs vedicastro`);
      assert.equal(levels(h), levels(direct.houses[i]), `${c.input.date} house ${i + 1} vs the rule`);
      compared++;
    }
    assert.equal(levels(sig.body.planets[0]), levels(pl.body.planets[0].signifies));
  }
  assert.is(compared, 2400);
});

t('nodes as agents: conjoined, aspecting, sign lord, and the houses they signify', async ({ s, key }) => {
  for (const c of ref.charts.slice(0, 50)) {
    const res = await s.get(`/v1/kp/significators?${qs(c.input)}`, key);
    const planets = c.planets;
    const signOf = (g: string) => Math.floor(planets.find((p: any) => p.name === g).longitude / 30);
    const ASPECTS: Record<string, number[]> = { Mars: [4, 7, 8], Jupiter: [5, 7, 9], Saturn: [3, 7, 10] };
    for (const n of res.body.nodes) {
      const sign = signOf(n.node);
      const seven = planets.slice(0, 7).map((p: any) => p.name);
      assert.equal(n.conjoined, seven.filter((g: string) => signOf(g) === sign), `${c.input.date} ${n.node}`);
      const aspecting = seven.filter((g: string) => (ASPECTS[g] ?? [7]).some((h) => (signOf(g) + h - 1) % 12 === sign));
      assert.equal(n.aspected_by, aspecting, `${c.input.date} ${n.node} aspected`);
      assert.is(n.sign_lord, SIGN_LORDS[sign]);
      const by = new Map(res.body.planets.map((p: any) => [p.planet, p.all]));
      const union = new Set<number>([...n.conjoined, ...n.aspected_by, n.sign_lord, n.node].flatMap((g: string) => by.get(g) as number[]));
      assert.equal(n.houses, [...union].sort((a, b) => a - b));
    }
  }
});

const RANKED = ['ascendant_star_lord', 'ascendant_sign_lord', 'moon_star_lord', 'moon_sign_lord', 'day_lord', 'ascendant_sub_lord', 'moon_sub_lord'];
const WEEKDAY_LORDS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

t('ruling planets: the KP rule recomputed from pyswisseph positions and PyJHora lords (births after sunrise)', async ({ s, key }) => {
  let n = 0;
  for (const c of ref.charts) {
    const hour = Number(c.input.time.slice(0, 2));
    // From 09:00 to midnight, below 50° of latitude, the Sun has risen: the Vedic day is the civil day.
    if (hour < 9 || Math.abs(c.input.lat) > 50) continue;
    const res = await s.get(`/v1/kp/ruling-planets?${qs(c.input)}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    const asc = c.cusps[0];
    const moon = c.planets[1];
    const weekday = new Date(`${c.input.date}T12:00:00Z`).getUTCDay();
    const lords = [asc.star_lord, asc.sign_lord, moon.star_lord, moon.sign_lord, WEEKDAY_LORDS[weekday], asc.sub_lord, moon.sub_lord];
    const want: { planet: string; roles: string[] }[] = [];
    lords.forEach((g, i) => {
      const row = want.find((w) => w.planet === g);
      if (row) row.roles.push(RANKED[i]!);
      else want.push({ planet: g, roles: [RANKED[i]!] });
    });
    for (const node of planets(c).filter((p: any) => p.name === 'Rahu' || p.name === 'Ketu')) {
      for (const w of want.filter((x) => x.planet !== 'Rahu' && x.planet !== 'Ketu').map((x) => x.planet)) {
        const conj = Math.floor(planets(c).find((p: any) => p.name === w).longitude / 30) === Math.floor(node.longitude / 30);
        if (node.sign_lord === w || node.star_lord === w || conj) {
          const row = want.find((x) => x.planet === node.name);
          if (row) row.roles.push(`node_agent_of_${w.toLowerCase()}`);
          else want.push({ planet: node.name, roles: [`node_agent_of_${w.toLowerCase()}`] });
        }
      }
    }
    // Each row also carries the planet's key (its name in lower case).
    const got = res.body.ruling_planets.map(({ planet, planet_key, roles }: { planet: string; planet_key: string; roles: string[] }) => {
      assert.is(planet_key, planet.toLowerCase());
      return { planet, roles };
    });
    assert.equal(got, want, `${c.input.date} ${c.input.time}`);
    assert.is(res.body.day_lord, WEEKDAY_LORDS[weekday]);
    n++;
  }
  assert.ok(n >= 60, `only ${n} births compared`);
});
const planets = (c: any) => c.planets;

t('ruling planets: before sunrise the day lord is the previous day\'s', async ({ s, key }) => {
  // 2024-07-15 is a Monday; at 04:00 in Delhi the Sun has not risen (about 05:30 IST).
  const early = await s.get('/v1/kp/ruling-planets?date=2024-07-15&time=04:00&tz=%2B05:30&lat=28.6139&lon=77.2090', key);
  assert.is(early.status, 200, JSON.stringify(early.body));
  assert.equal([early.body.day_lord, early.body.weekday], ['Sun', 'Sunday']);
  const late = await s.get('/v1/kp/ruling-planets?date=2024-07-15&time=09:00&tz=%2B05:30&lat=28.6139&lon=77.2090', key);
  assert.equal([late.body.day_lord, late.body.weekday], ['Moon', 'Monday']);
});

t('cuspal interlinks: each cusp\'s sub lord and the houses it and its star lord signify', async ({ s, key }) => {
  for (const c of ref.charts.slice(0, 40)) {
    const il = await s.get(`/v1/kp/cuspal-interlinks?${qs(c.input)}`, key);
    const sig = await s.get(`/v1/kp/significators?${qs(c.input)}`, key);
    const by = new Map(sig.body.planets.map((p: any) => [p.planet, p]));
    for (const [i, x] of il.body.cusps.entries()) {
      const want = c.cusps[i];
      assert.is(x.sub_lord, want.sub_lord, `${c.input.date} cusp ${i + 1}`);
      assert.equal(x.sub_lord_signifies, by.get(x.sub_lord));
      const star = c.planets.find((p: any) => p.name === x.sub_lord).star_lord;
      assert.is(x.sub_lord_star_lord, star);
      assert.equal(x.star_lord_signifies, (by.get(star) as any).all);
      const node = sig.body.nodes.find((n: any) => n.node === x.sub_lord);
      assert.equal(x.linked_houses, node ? node.houses : (by.get(x.sub_lord) as any).all);
    }
  }
});

t('options: house_system and ayanamsa change the cusps and are stated; gauquelin is refused', async ({ s, key }) => {
  const base = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
  const koch = await s.get(`/v1/kp/cusps?${base}&house_system=koch&ayanamsa=lahiri`, key);
  assert.is(koch.status, 200, JSON.stringify(koch.body));
  assert.equal([koch.body.conventions.house_system, koch.body.conventions.ayanamsa], ['koch', 'lahiri']);
  const g = await s.get(`/v1/kp/cusps?${base}&house_system=gauquelin`, key);
  assert.is(g.status, 400);
  assert.ok(JSON.stringify(g.body).includes('house_system'));
  const polar = await s.get('/v1/kp/cusps?date=1990-07-15&time=14:30&tz=%2B01:00&lat=75&lon=20', key);
  assert.is(polar.status, 422);
});

t.run();
