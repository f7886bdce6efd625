// Chart-bundle benchmark: the whole chart-in-depth group of one birth (D1 … D60 with vimshopaka,
// dignity, aspects, shadbala, bhava bala, ashtakavarga, avakhada, KP, combustion, graha yuddha)
// for the same seeded births, computed
//   a. by our addon, one N-API call per birth (`chartBundle`, JSON parse included);
//   b. by PyJHora, in a Python child process: benches/pyjhora_chart_bundle.py lists the PyJHora
//      functions it calls for each part.
// Python is optional: without an interpreter that can `import jhora`, (b) is reported as skipped.
import { fileURLToPath } from 'node:url';
import { engine, type EngineAnswer } from '../ts/addon.ts';
import { median, runPyJHoraScript, type Case } from './lib.ts';
import { panchangCases } from './panchang.ts';

const SCRIPT = fileURLToPath(new URL('./pyjhora_chart_bundle.py', import.meta.url));

type Bundle = EngineAnswer<'chartBundle'>;

const request = (c: Case) => ({ moment: { jd_ut: c.jd_ut, offset_minutes: c.offset_minutes }, place: { lat: c.lat, lon: c.lon } });
const bundle = (c: Case): Bundle => engine.call('chartBundle', request(c));
/** The same call without JSON.parse: the addon's time (Rust work and serialisation) alone. */
const bundleText = (c: Case) => engine.raw('chartBundle', request(c)).body;

export interface PyJHoraBundleResult {
  version: string;
  python: string;
  n: number;
  of: number;
  failures: { case: number; error: string }[];
  median_ms: number;
  mean_ms: number;
  median_ms_without_vimsopaka: number;
  /** PyJHora's sarvashtakavarga per case timed (null: PyJHora failed on it). */
  sarva: (number[] | null)[];
  calls: { name: string; median_ms: number }[];
}

export interface ChartBundleResult {
  n: number;
  rounds: number;
  parts: string[];
  /** Size of one bundle's JSON (the first birth). */
  bytes: number;
  ours: { medianMs: number; meanMs: number; p95Ms: number; unparsedMedianMs: number };
  pyjhora:
    | { ok: true; interpreter: string; result: PyJHoraBundleResult; compared: number; sarvaDiffer: number }
    | { ok: false; reason: string };
}


function runPyJHora(input: Case[], ours: Bundle[], budgetSeconds: number): ChartBundleResult['pyjhora'] {
  const run = runPyJHoraScript<PyJHoraBundleResult>(SCRIPT, engine.ephemerisPath(), input, budgetSeconds);
  if (!run.ok) return run;
  const result = run.output;
  // Sanity: both computed the same births (PyJHora's true positions can move a point across a
  // sign boundary now and then, which changes the sarva table).
  let compared = 0, sarvaDiffer = 0;
  result.sarva.forEach((sav, i) => {
    if (!sav) return;
    compared++;
    if (sav.some((x, k) => x !== ours[i]!.ashtakavarga.sarva[k])) sarvaDiffer++;
  });
  return { ok: true, interpreter: run.interpreter, result, compared, sarvaDiffer };
}

export function runChartBundle(n = 200, rounds = 5, pyBudgetSeconds = 45): ChartBundleResult {
  // |lat| <= 60: every birth has a sunrise (shadbala) and Placidus cusps (KP).
  const input = panchangCases(n, 0xb0d1e);
  const first = input.map(bundle); // warm-up round
  const bytes = JSON.stringify(first[0]).length;
  // Each call timed on its own; rounds go over all births in turn, so no call finds its own date
  // in Swiss Ephemeris's one-date cache. Per birth: median over rounds; reported: over births.
  const perCase: number[][] = input.map(() => []);
  const unparsed: number[][] = input.map(() => []);
  let sink = 0;
  for (let r = 0; r < rounds; r++) {
    input.forEach((c, i) => {
      const t0 = process.hrtime.bigint();
      const b = bundle(c);
      perCase[i]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
      sink += b.ashtakavarga.sarva[0]!;
    });
    input.forEach((c, i) => {
      const t0 = process.hrtime.bigint();
      sink += bundleText(c).length;
      unparsed[i]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
    });
  }
  if (!Number.isFinite(sink)) throw new Error('non-finite result');
  const byBirth = perCase.map(median);
  const sorted = [...byBirth].sort((a, b) => a - b);
  const ours = {
    medianMs: median(byBirth),
    meanMs: byBirth.reduce((a, b) => a + b, 0) / byBirth.length,
    p95Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!,
    unparsedMedianMs: median(unparsed.map(median)),
  };
  return { n, rounds, parts: Object.keys(first[0]!), bytes, ours, pyjhora: runPyJHora(input, first, pyBudgetSeconds) };
}

// `node --import tsx benches/chart_bundle.ts` runs just this part.
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = runChartBundle();
  if (r.pyjhora.ok) r.pyjhora.result.sarva = [];
  console.dir(r, { depth: 4 });
}
