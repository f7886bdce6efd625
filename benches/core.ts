// Core benchmark: one full sidereal chart (9 grahas, ascendant, 12 whole-sign houses, sign and
// nakshatra/pada of each) computed three ways over the same seeded inputs.
//   a. our Rust addon, one N-API call per chart;
//   b. the `sweph` npm binding (same Swiss Ephemeris C code, same files), 8 calc_ut + 1 houses_ex
//      calls per chart, with the arithmetic in JS - the "obvious" alternative to our addon;
//   c. `astronomy-engine` (pure JS, VSOP87/ELP truncated series) plus textbook formulas.
import * as ae from 'astronomy-engine';
import sweph from 'sweph';
import { engine } from '../ts/addon.ts';
import { arcsecDiff, assemble, cases, median, norm360, type Case, type JsChart } from './lib.ts';

const C = sweph.constants;
const D2R = Math.PI / 180;

// ---- b. sweph ---------------------------------------------------------------------------------
// Swiss Ephemeris body ids in our graha order (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu).
const SE_BODIES = [C.SE_SUN, C.SE_MOON, C.SE_MARS, C.SE_MERCURY, C.SE_JUPITER, C.SE_VENUS, C.SE_SATURN, C.SE_MEAN_NODE];
const SE_FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;

function setupSweph(): void {
  // The same ephemeris files the addon reads, so (a) and (b) must agree to float noise.
  sweph.set_ephe_path(engine.ephemerisPath());
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  const r = sweph.calc_ut(2451545, C.SE_SUN, SE_FLAGS);
  // If the files were not found, Swiss Ephemeris silently falls back to Moshier: refuse that.
  if (!(r.flag & C.SEFLG_SWIEPH)) throw new Error(`sweph did not use the ephemeris files: ${r.error}`);
}

export function swephChart(c: Case): JsChart {
  const lons: number[] = [], lats: number[] = [], speeds: number[] = [];
  for (const body of SE_BODIES) {
    const r = sweph.calc_ut(c.jd_ut, body, SE_FLAGS);
    if (r.flag < 0) throw new Error(r.error);
    lons.push(r.data[0]);
    lats.push(r.data[1]);
    speeds.push(r.data[3]);
  }
  // 'W' (whole sign): we only need the ascendant; the sidereal flag makes it sidereal.
  const h = sweph.houses_ex(c.jd_ut, C.SEFLG_SIDEREAL, c.lat, c.lon, 'W');
  return assemble(h.data.points[0], lons, lats, speeds);
}

// ---- c. astronomy-engine ------------------------------------------------------------------------
const AE_BODIES = [ae.Body.Sun, ae.Body.Moon, ae.Body.Mars, ae.Body.Mercury, ae.Body.Jupiter, ae.Body.Venus, ae.Body.Saturn];

// Lahiri mean ayanamsa, linearised: its value at J2000.0 (23.857092°, = 23°51'25.5", as Swiss
// Ephemeris gives it) plus the IAU 2006 general precession in longitude, 5028.796"/century
// (Capitaine, Wallace & Chapront 2003). The dropped quadratic term (1.105"T²) costs ≤ ~1.1" here.
const lahiri = (T: number) => 23.857092 + (5028.796195 * T) / 3600;

// Mean longitude of the ascending lunar node, mean equinox of date (Meeus, Astronomical
// Algorithms 2nd ed., eq. 47.7).
const meanNode = (T: number) => 125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467441 - (T * T * T * T) / 60616000;

export function aeChart(c: Case): JsChart {
  const time = ae.MakeTime(c.jd_ut - 2451545.0); // UT days since J2000; AstroTime adds ΔT itself
  const T = time.tt / 36525;
  const tilt = ae.e_tilt(time); // nutation (dpsi, arcsec) and true obliquity (deg)
  // Sidereal = mean-equinox longitude - mean ayanamsa. Ecliptic() gives true-equinox longitudes,
  // so nutation in longitude comes off too (this is what Swiss Ephemeris does for sidereal).
  const ayan = lahiri(T) + tilt.dpsi / 3600;
  const lons: number[] = [], lats: number[] = [], speeds: number[] = [];
  for (const body of AE_BODIES) {
    const e = ae.Ecliptic(ae.GeoVector(body, time, true)); // apparent, true ecliptic of date
    lons.push(e.elon - ayan);
    lats.push(e.elat);
    speeds.push(0); // not computed on this path (would need a second evaluation per body)
  }
  lons.push(meanNode(T) - lahiri(T));
  speeds.push(-0.0529539); // mean node: constant retrograde rate, deg/day
  // Ascendant from local apparent sidereal time (RAMC) and true obliquity:
  //   asc = atan2(cos RAMC, -(sin RAMC cos ε + tan φ sin ε))
  const ramc = norm360(ae.SiderealTime(time) * 15 + c.lon) * D2R;
  const eps = tilt.tobl * D2R;
  const asc = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(c.lat * D2R) * Math.sin(eps))) / D2R;
  return assemble(asc - ayan, lons, lats, speeds);
}

// ---- a. our addon -------------------------------------------------------------------------------
const oursChart = (c: Case) =>
  engine.vedicChart({ moment: { jd_ut: c.jd_ut, offset_minutes: c.offset_minutes }, place: { lat: c.lat, lon: c.lon } });

// ---- agreement -------------------------------------------------------------------------------
type AnyChart = Pick<JsChart, 'ascendant'> & { planets: JsChart['planets'] | ReturnType<typeof oursChart>['planets'] };

/** Max longitude difference (arcsec) over the 9 grahas and the ascendant, and how many charts
 *  put at least one point in a different sign, nakshatra, pada or house. */
function compare(ref: AnyChart[], other: AnyChart[]) {
  let maxArcsec = 0, chartsDiffering = 0, worst = '';
  for (let i = 0; i < ref.length; i++) {
    const a = ref[i]!, b = other[i]!;
    let differs = false;
    const pairs: [string, (typeof a.planets)[number] | AnyChart['ascendant'], (typeof b.planets)[number] | AnyChart['ascendant']][] = [
      ['Asc', a.ascendant, b.ascendant],
      ...a.planets.map((p, k) => [p.name, p, b.planets[k]!] as [string, typeof p, typeof p]),
    ];
    for (const [name, p, q] of pairs) {
      const d = arcsecDiff(p.longitude, q.longitude);
      if (d > maxArcsec) [maxArcsec, worst] = [d, name];
      if (p.sign_index !== q.sign_index || p.nakshatra_index !== q.nakshatra_index || p.pada !== q.pada) differs = true;
      if ('house' in p && 'house' in q && p.house !== q.house) differs = true;
    }
    if (differs) chartsDiffering++;
  }
  return { maxArcsec, worst, chartsDiffering };
}

// ---- timing ----------------------------------------------------------------------------------
export interface CoreRow {
  name: string;
  chartsPerSec: number;
  rounds: number;
  maxArcsec: number;
  worst: string;
  chartsDiffering: number;
}

export function runCore(n = 1000, rounds = 7): { rows: CoreRow[]; n: number } {
  setupSweph();
  const input = cases(n);
  const impls: [string, (c: Case) => AnyChart][] = [
    ['ours (Rust addon, 1 call/chart)', oursChart],
    ['sweph npm (9 calls/chart + JS)', swephChart],
    ['astronomy-engine (pure JS)', aeChart],
  ];
  // Results for the accuracy columns (also the warm-up round: JIT, file caches, page faults).
  const outputs = impls.map(([, f]) => input.map(f));
  const times: number[][] = impls.map(() => []);
  let sink = 0; // consumed below so no round can be optimised away
  // Interleave implementations round by round so drift (thermal, neighbours) hits all alike.
  for (let r = 0; r < rounds; r++) {
    impls.forEach(([, f], k) => {
      const t0 = process.hrtime.bigint();
      for (const c of input) sink += f(c).ascendant.longitude;
      times[k]!.push(Number(process.hrtime.bigint() - t0) / 1e9);
    });
  }
  if (!Number.isFinite(sink)) throw new Error('non-finite result');
  const rows = impls.map(([name], k) => {
    const cmp = k === 0 ? { maxArcsec: 0, worst: '', chartsDiffering: 0 } : compare(outputs[0]!, outputs[k]!);
    return { name, chartsPerSec: n / median(times[k]!), rounds, ...cmp };
  });
  return { rows, n };
}

// Profiling helper: `node --import tsx benches/core.ts` runs just this part.
if (import.meta.url === `file://${process.argv[1]}`) console.table(runCore().rows);
