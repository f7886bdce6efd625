// Shared pieces for the benchmarks: a seeded input set, timing statistics, and the
// sign/nakshatra/pada/house arithmetic the two JS comparison paths need (our addon does the
// same arithmetic in Rust, so the JS paths must do it too for the comparison to be fair).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** mulberry32: tiny, fast, seedable; the same seed gives the same inputs on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Case {
  jd_ut: number;
  offset_minutes: number;
  lat: number;
  lon: number;
}

const JD_1900 = 2415020.5; // 1900-01-01 00:00 UT
const JD_2100 = 2488069.5; // 2100-01-01 00:00 UT

/** N random moments/places. Latitude stays within ±66° so the ascendant is defined everywhere. */
export function cases(n: number, seed = 0x5eed): Case[] {
  const r = rng(seed);
  const out: Case[] = [];
  for (let i = 0; i < n; i++) {
    const lon = r() * 360 - 180;
    out.push({
      jd_ut: JD_1900 + r() * (JD_2100 - JD_1900),
      offset_minutes: Math.round(lon / 15) * 60, // display only; does not change positions
      lat: r() * 132 - 66,
      lon,
    });
  }
  return out;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Smallest absolute difference between two longitudes, in arcseconds (handles 359°/0°). */
export function arcsecDiff(a: number, b: number): number {
  let d = Math.abs(a - b) % 360;
  if (d > 180) d = 360 - d;
  return d * 3600;
}

export const norm360 = (x: number) => ((x % 360) + 360) % 360;

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const SIGN_LORDS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
const NAKSHATRAS = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
  'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
  'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
];
const DASHA_LORDS = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const NAK = 360 / 27;

export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** Same fields (and 1-based indices) as the addon's ChartPoint. */
export function point(longitude: number) {
  const s = Math.floor(longitude / 30);
  const n = Math.floor(longitude / NAK);
  const within = longitude - n * NAK;
  return {
    longitude,
    sign: SIGNS[s]!,
    sign_index: s + 1,
    degree: longitude - s * 30,
    sign_lord: SIGN_LORDS[s]!,
    nakshatra: NAKSHATRAS[n]!,
    nakshatra_index: n + 1,
    pada: Math.floor(within / (NAK / 4)) + 1,
    nakshatra_lord: DASHA_LORDS[n % 9]!,
    fraction_traversed: within / NAK,
  };
}

export type JsPoint = ReturnType<typeof point>;
export interface JsChart {
  ascendant: JsPoint;
  planets: (JsPoint & { name: string; latitude: number; speed: number; retrograde: boolean; house: number })[];
  houses: { number: number; sign: string; sign_index: number; lord: string }[];
}

/** Builds the chart object from sidereal longitudes (7 planets, mean Rahu) and the ascendant. */
export function assemble(asc: number, lons: number[], lats: number[], speeds: number[]): JsChart {
  const ascendant = point(norm360(asc));
  const first = ascendant.sign_index - 1;
  const planets: JsChart['planets'] = [];
  for (let i = 0; i < 9; i++) {
    // Ketu is always exactly opposite Rahu (index 7).
    const lon = i === 8 ? norm360(lons[7]! + 180) : norm360(lons[i]!);
    const p = point(lon);
    const speed = i === 8 ? speeds[7]! : speeds[i]!;
    planets.push({
      name: GRAHAS[i]!,
      ...p,
      latitude: i >= 7 ? 0 : lats[i]!,
      speed,
      retrograde: speed < 0,
      house: ((p.sign_index - 1 - first + 12) % 12) + 1, // whole-sign: house 1 = the ascendant's sign
    });
  }
  const houses = [];
  for (let h = 0; h < 12; h++) {
    const s = (first + h) % 12;
    houses.push({ number: h + 1, sign: SIGNS[s]!, sign_index: s + 1, lord: SIGN_LORDS[s]! });
  }
  return { ascendant, planets, houses };
}

/**
 * The first Python that can import `modules`, from the env var `envVar`, then `venv`, then
 * python3. Peers written in Python (PyJHora, Kerykeion, Immanuel) are optional: a bench that
 * finds none reports "skipped" instead of failing.
 */
export function findPython(envVar: string, venv: string, modules: string): { python?: string; tried: string[] } {
  const candidates: string[] = [];
  if (process.env[envVar]) candidates.push(process.env[envVar]!);
  if (existsSync(venv)) candidates.push(venv);
  candidates.push('python3');
  for (const py of candidates) {
    const r = spawnSync(py, ['-c', `import ${modules}`], { stdio: 'ignore', timeout: 60_000 });
    if (r.status === 0) return { python: py, tried: candidates };
  }
  return { tried: candidates };
}

/**
 * Runs a Python peer with a JSON payload on stdin and parses the JSON on its last stdout line;
 * the failure says why (exit code and the last lines of stderr) instead of throwing.
 */
export function runPython<T>(
  python: string,
  args: string[],
  payload: unknown,
  timeoutSeconds: number,
): { ok: true; output: T } | { ok: false; reason: string } {
  const r = spawnSync(python, args, {
    input: JSON.stringify(payload),
    encoding: 'utf8',
    maxBuffer: 16 * 2 ** 20,
    timeout: timeoutSeconds * 1000,
  });
  if (r.status !== 0) {
    const why = r.error ? String(r.error) : (r.stderr ?? '').trim().split('\n').slice(-3).join(' / ');
    return { ok: false, reason: `${python} ${args[0] === '-c' ? '(inline script)' : args.join(' ')} failed (exit ${r.status}): ${why}` };
  }
  return { ok: true, output: JSON.parse(r.stdout.trim().split('\n').pop()!) as T };
}

/**
 * Runs one of the PyJHora scripts in benches/ on `cases` with the addon's .se1 files: the first
 * Python that can `import jhora` (PYJHORA_PYTHON, /tmp/jhvenv, python3), `budgetSeconds` of work.
 */
export function runPyJHoraScript<T>(
  script: string,
  ephemerisPath: string,
  cases: unknown[],
  budgetSeconds: number,
): { ok: true; interpreter: string; output: T } | { ok: false; reason: string } {
  const { python, tried } = findPython('PYJHORA_PYTHON', '/tmp/jhvenv/bin/python', 'jhora');
  if (!python) return { ok: false, reason: `no Python that can \`import jhora\` (tried ${tried.join(', ')})` };
  const run = runPython<T>(python, [script], { ephe: ephemerisPath, budget_s: budgetSeconds, cases }, budgetSeconds + 60);
  return run.ok ? { ok: true, interpreter: python, output: run.output } : run;
}

/**
 * Puts a section (its first line is its `## ` title) into benches/results.md: in place of the one
 * with the same title, else before the notes. Benchmarks run on their own write their part there.
 */
export function writeResultsSection(section: string[]): void {
  const path = fileURLToPath(new URL('./results.md', import.meta.url));
  const md = readFileSync(path, 'utf8');
  const title = section[0]!;
  const text = section.join('\n') + '\n';
  const start = md.indexOf(title);
  let out: string;
  if (start >= 0) {
    const next = md.indexOf('\n## ', start + title.length);
    out = md.slice(0, start) + text + (next >= 0 ? md.slice(next + 1) : '');
  } else {
    const notes = md.indexOf('## Notes');
    out = notes >= 0 ? md.slice(0, notes) + text + md.slice(notes) : md + '\n' + text;
  }
  writeFileSync(path, out);
}
