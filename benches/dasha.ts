// Dasha benchmark (a script, not a test), issue 12: every dasha system the service has, for one
// birth at 3 levels, and /v1/dasha/systems, for the same 50 seeded births:
//   a. by our addon, each system's whole schedule at levels=3, one N-API call per system
//      (DASHA: the `dasha` call's listings, RASI: the `dashaRasi` call's, default variants),
//      timed twice: the engine call returning its JSON text (what an HTTP route sends as its
//      body), and the same with the text JSON-parsed in JS (what an in-process caller gets);
//      with the answer bytes, so the parse cost per MB can be read off;
//   b. the overview (`systems`, one call: every condition and running chain);
//   c. PyJHora 4.8.7 in a Python child process (benches/pyjhora_dasha.py): every one of these
//      systems PyJHora has, at 3 levels, the same births. Without an interpreter that can
//      `import jhora` (PYJHORA_PYTHON), (c) is reported as skipped.
// Run: node --import tsx benches/dasha.ts
import { fileURLToPath } from 'node:url';
import { engine } from '../ts/addon.ts';
import { median, runPyJHoraScript, type Case } from './lib.ts';
import { panchangCases } from './panchang.ts';

const SCRIPT = fileURLToPath(new URL('./pyjhora_dasha.py', import.meta.url));
/** The `dasha` call's listings: Vimshottari, Yogini, the ten conditional (Tara among them), the rest. */
const DASHA = ['vimshottari', 'yogini', 'ashtottari', 'shodasottari', 'dwadasottari', 'panchottari', 'shatabdika',
  'chaturaseeti-sama', 'dwisaptati-sama', 'shashtihayani', 'shattrimsa-sama', 'tara', 'naisargika', 'kaala', 'kalachakra'];
/** The `dashaRasi` call's sign dashas, default variants. */
const RASI = ['chara', 'narayana', 'sthira', 'shoola', 'drig', 'sudasa', 'mandooka', 'trikona', 'lagna-kendradi',
  'brahma', 'varnada'];
const COUNT = DASHA.length + RASI.length;

const base = (c: Case) => ({ moment: { jd_ut: c.jd_ut, offset_minutes: c.offset_minutes }, place: { lat: c.lat, lon: c.lon } });
// The first period of a nakshatra dasha starts before birth: list from 200 years before it.
const dashaReq = (c: Case, system: string) => ({ ...base(c), system, levels: 3, from: c.jd_ut - 200 * 366 }) as never;
const rasiReq = (c: Case, system: string) => ({ ...base(c), system, levels: 3 }) as never;

/** An answer's JSON text, or '' where the chart has none (Tara with every kendra empty). */
function attempt(f: () => string): string {
  try {
    return f();
  } catch {
    return '';
  }
}
const dashaText = (c: Case, s: string) => attempt(() => engine.raw('dasha', dashaReq(c, s)).body);
const rasiText = (c: Case, s: string) => attempt(() => engine.raw('dashaRasi', rasiReq(c, s)).body);
/** Every system of one birth as JSON text; returns the bytes written. */
function allText(c: Case): number {
  let bytes = 0;
  for (const s of DASHA) bytes += dashaText(c, s).length;
  for (const s of RASI) bytes += rasiText(c, s).length;
  return bytes;
}
/** Every system of one birth, parsed. */
function allParsed(c: Case): void {
  for (const s of DASHA) attempt(() => (engine.call('dasha', dashaReq(c, s)), ''));
  for (const s of RASI) attempt(() => (engine.call('dashaRasi', rasiReq(c, s)), ''));
}
const overview = (c: Case) => engine.call('dasha', { ...base(c), system: 'systems', at: c.jd_ut + 36525 } as never);

function time(input: Case[], f: (c: Case) => unknown, rounds: number): number {
  const per: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const c of input) {
      const t0 = process.hrtime.bigint();
      f(c);
      per.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  return median(per);
}

/** Median time of one system alone (text), to name the slowest. */
function perSystem(input: Case[]): [string, number][] {
  return [
    ...DASHA.map((s) => [s, time(input, (c) => dashaText(c, s), 3)] as [string, number]),
    ...RASI.map((s) => [s, time(input, (c) => rasiText(c, s), 3)] as [string, number]),
  ];
}

/** JSON.parse alone of one birth's texts, ms per MB (the floor of the "parsed" figure). */
function parseRate(input: Case[]): number {
  const texts = input.map((c) => [
    ...DASHA.map((s) => dashaText(c, s)),
    ...RASI.map((s) => rasiText(c, s)),
  ].filter((t) => t !== ''));
  let bytes = 0;
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < 3; r++) for (const t of texts) for (const s of t) { JSON.parse(s); bytes += s.length; }
  return Number(process.hrtime.bigint() - t0) / 1e6 / (bytes / 1e6);
}

const input = panchangCases(50, 0xda5a);
input.forEach(allParsed); // warm-up
const bytes = median(input.map(allText));
const text = time(input, allText, 5);
const parsed = time(input, allParsed, 5);
const systems = time(input, overview, 5);
const each = perSystem(input).sort((a, b) => b[1] - a[1]);
const msPerMb = parseRate(input);
console.log(`ours: all ${COUNT} systems at 3 levels, one birth (${COUNT} calls, ${(bytes / 1e3).toFixed(0)} KB of JSON):`);
console.log(`  engine calls returning JSON text: median ${text.toFixed(2)} ms`);
console.log(`  JSON parsed in JS:                median ${parsed.toFixed(2)} ms (JSON.parse alone ${msPerMb.toFixed(2)} ms/MB)`);
console.log(`  slowest systems (text): ${each.slice(0, 5).map(([n, ms]) => `${n} ${ms.toFixed(2)}`).join(', ')} ms`);
console.log(`ours: /v1/dasha/systems (engine call), one birth: median ${systems.toFixed(2)} ms`);
// PyJHora takes ~30 s a birth for all of them: its first three births (and one warm-up).
const py = runPyJHoraScript<{ version: string; n: number; systems: string[]; median_ms: number; failures: unknown[] }>(
  SCRIPT, engine.ephemerisPath(), input.slice(0, 3), 300);
if (!py.ok) console.log(`PyJHora: skipped (${py.reason})`);
else {
  const r = py.output;
  console.log(`PyJHora ${r.version}: ${r.systems.length} of these systems at 3 levels (${r.systems.join(', ')}), ${r.n} births: ` +
    `median ${r.median_ms.toFixed(1)} ms; ours all ${COUNT}: ${(r.median_ms / text).toFixed(0)}x (text), ` +
    `${(r.median_ms / parsed).toFixed(0)}x (parsed); failures ${r.failures.length}`);
}
