// Where does a chart's time go? Splits the addon call and the sweph path into parts, so a
// slowdown can be pinned on the ephemeris math or on the JS <-> Rust conversion.
// Run: node --import tsx benches/profile-addon.ts   (not part of `npm run bench`)
import { createRequire } from 'node:module';
import sweph from 'sweph';
import { engine } from '../ts/addon.ts';
import { assemble, cases, median } from './lib.ts';

const require = createRequire(import.meta.url);
// The raw addon, bypassing ts/addon.ts's clean() and guard() wrappers.
const raw = require('../native/node/astrology.node') as { vedicChart(i: unknown): string };
const native = { vedicChart: (i: unknown) => JSON.parse(raw.vedicChart(i)) as { ascendant: { longitude: number } } };

const C = sweph.constants;
const F = C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
const BODIES = [C.SE_SUN, C.SE_MOON, C.SE_MARS, C.SE_MERCURY, C.SE_JUPITER, C.SE_VENUS, C.SE_SATURN, C.SE_MEAN_NODE];
sweph.set_ephe_path(engine.ephemerisPath());
sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);

const input = cases(1000);
const req = (c: (typeof input)[number]) => ({ moment: { jd_ut: c.jd_ut, offset_minutes: c.offset_minutes }, place: { lat: c.lat, lon: c.lon } });
const sample = engine.vedicChart(req(input[0]!));
const json = JSON.stringify(sample);
const fixed = new Array(8).fill(0).map((_, i) => i * 40);

const parts: [string, () => number][] = [
  ['addon via ts/addon.ts (clean+guard)', () => input.reduce((s, c) => s + engine.vedicChart(req(c)).ascendant.longitude, 0)],
  ['addon raw N-API call + JSON.parse', () => input.reduce((s, c) => s + native.vedicChart(req(c)).ascendant.longitude, 0)],
  ['addon raw, same moment every call', () => input.reduce((s) => s + native.vedicChart(req(input[0]!)).ascendant.longitude, 0)],
  ['sweph: 8 calc_ut + houses_ex only', () => input.reduce((s, c) => {
    for (const b of BODIES) s += sweph.calc_ut(c.jd_ut, b, F).data[0];
    return s + sweph.houses_ex(c.jd_ut, C.SEFLG_SIDEREAL, c.lat, c.lon, 'W').data.points[0];
  }, 0)],
  // Same numbers (to 1e-9"), fewer cycles: tropical positions minus one ayanamsa per chart,
  // instead of letting Swiss Ephemeris apply the sidereal mode inside every calc_ut.
  ['sweph: tropical calc_ut - ayanamsa once', () => input.reduce((s, c) => {
    const ayan = sweph.get_ayanamsa_ex_ut(c.jd_ut, C.SEFLG_SWIEPH).data;
    for (const b of BODIES) s += sweph.calc_ut(c.jd_ut, b, C.SEFLG_SWIEPH | C.SEFLG_SPEED).data[0] - ayan;
    return s + sweph.houses_ex(c.jd_ut, 0, c.lat, c.lon, 'W').data.points[0] - ayan;
  }, 0)],
  ['JS assemble() only (signs, nakshatras, houses)', () => input.reduce((s, c) => s + assemble(c.lon + 180, fixed, fixed, fixed).ascendant.longitude, 0)],
  ['JSON.parse of one chart (~' + json.length + ' B)', () => input.reduce((s) => s + JSON.parse(json).ascendant.longitude, 0)],
];

for (const [, f] of parts) f(); // warm-up
const rows = parts.map(([name, f]) => {
  const t: number[] = [];
  for (let r = 0; r < 7; r++) {
    const t0 = process.hrtime.bigint();
    if (!Number.isFinite(f())) throw new Error('bad');
    t.push(Number(process.hrtime.bigint() - t0) / 1e3 / input.length);
  }
  return { part: name, 'µs per chart': +median(t).toFixed(1) };
});
console.table(rows);
