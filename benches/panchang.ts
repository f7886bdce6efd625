// Panchang benchmark: one full day's panchang (the 22 answers of /v1/panchang/summary) for the
// same seeded days and places, computed
//   a. by our addon, one N-API call per day (`element: 'summary'`, JSON parse included);
//   b. by PyJHora (jhora.panchanga.drik), in a Python child process: benches/pyjhora_panchang.py
//      lists the drik.py functions it calls for each of the 22 fields.
// Python is optional: the product and CI never need it. Without an interpreter that can
// `import jhora`, (b) is reported as skipped.
import { fileURLToPath } from 'node:url';
import { engine } from '../ts/addon.ts';
import { median, rng, runPyJHoraScript, type Case } from './lib.ts';

const SCRIPT = fileURLToPath(new URL('./pyjhora_panchang.py', import.meta.url));
const JD_1900 = 2415020.5; // 1900-01-01 00:00 UT
const JD_2100 = 2488069.5; // 2100-01-01 00:00 UT

/** N seeded random moments 1900-2100 and places with |lat| <= 60 (where every sunrise exists). */
export function panchangCases(n: number, seed = 0x9a9c): Case[] {
  const r = rng(seed);
  const out: Case[] = [];
  for (let i = 0; i < n; i++) {
    const lon = r() * 360 - 180;
    out.push({
      jd_ut: JD_1900 + r() * (JD_2100 - JD_1900),
      offset_minutes: Math.round(lon / 15) * 60, // the zone of the place's mean time: a civil day near the solar day
      lat: r() * 120 - 60,
      lon,
    });
  }
  return out;
}

const summary = (c: Case) =>
  engine.select('panchang', 'summary', { moment: { jd_ut: c.jd_ut, offset_minutes: c.offset_minutes }, place: { lat: c.lat, lon: c.lon } });

export interface PyJHoraResult {
  version: string;
  python: string;
  n: number;
  of: number;
  failures: { case: number; error: string }[];
  median_ms: number;
  mean_ms: number;
  median_ms_without_panchaka: number;
  /** [tithi, nakshatra] at the moment per case timed (null: PyJHora failed on it). */
  numbers: ([number, number] | null)[];
  calls: { name: string; median_ms: number }[];
}

export interface PanchangResult {
  n: number;
  rounds: number;
  fields: number;
  ours: { medianMs: number; meanMs: number };
  /** Either PyJHora's timings or why there are none. */
  pyjhora:
    | { ok: true; interpreter: string; result: PyJHoraResult; compared: number; tithiDiffer: number; nakshatraDiffer: number }
    | { ok: false; reason: string };
}


type Summary = ReturnType<typeof summary>;
const currentNumber = (s: Summary, k: 'tithi' | 'nakshatra') => (s[k] as { current: { number: number } }).current.number;

function runPyJHora(input: Case[], ours: Summary[], budgetSeconds: number): PanchangResult['pyjhora'] {
  const run = runPyJHoraScript<PyJHoraResult>(SCRIPT, engine.ephemerisPath(), input, budgetSeconds);
  if (!run.ok) return run;
  const result = run.output;
  // Sanity: both sides computed the same days (PyJHora's true-position convention moves
  // boundaries by up to ~1 min, so an odd day near a boundary may differ).
  let compared = 0, tithiDiffer = 0, nakshatraDiffer = 0;
  result.numbers.forEach((nums, i) => {
    if (!nums) return;
    compared++;
    if (nums[0] !== currentNumber(ours[i]!, 'tithi')) tithiDiffer++;
    if (nums[1] !== currentNumber(ours[i]!, 'nakshatra')) nakshatraDiffer++;
  });
  return { ok: true, interpreter: run.interpreter, result, compared, tithiDiffer, nakshatraDiffer };
}

export function runPanchang(n = 200, rounds = 5, pyBudgetSeconds = 75): PanchangResult {
  const input = panchangCases(n);
  // Warm-up round (JIT, ephemeris file cache), and the field count for the report.
  const first = input.map(summary);
  const fields = Object.keys(first[0]!).filter((k) => k !== 'moment' && k !== 'conventions').length;
  // Each call timed on its own; rounds go over all days in turn, so no call finds its own date in
  // Swiss Ephemeris's one-date cache. Per day: median over rounds; reported: median over days.
  const perCase: number[][] = input.map(() => []);
  let sink = 0;
  for (let r = 0; r < rounds; r++) {
    input.forEach((c, i) => {
      const t0 = process.hrtime.bigint();
      const s = summary(c);
      perCase[i]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
      sink += (s.moment as { jd_ut: number }).jd_ut;
    });
  }
  if (!Number.isFinite(sink)) throw new Error('non-finite result');
  const byDay = perCase.map(median);
  const ours = { medianMs: median(byDay), meanMs: byDay.reduce((a, b) => a + b, 0) / byDay.length };
  return { n, rounds, fields, ours, pyjhora: runPyJHora(input, first, pyBudgetSeconds) };
}

// `node --import tsx benches/panchang.ts` runs just this part.
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = runPanchang();
  if (r.pyjhora.ok) r.pyjhora.result.numbers = []; // 200 pairs: not worth printing
  console.dir(r, { depth: 4 });
}
