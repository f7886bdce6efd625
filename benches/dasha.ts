// Dasha benchmark (a script, not a test): every nakshatra dasha of one birth at 3 levels, and
// /v1/dasha/systems, for the same seeded births,
//   a. by our addon: the eleven listings (vimshottari, yogini and the nine conditional systems,
//      whole schedules, levels=3), one N-API call each, JSON parse included; and the overview
//      (`systems`, one call);
//   b. by PyJHora 4.8.7 in a Python child process (benches/pyjhora_dasha.py), the same eleven
//      systems at 3 levels. Without an interpreter that can `import jhora` (PYJHORA_PYTHON),
//      (b) is reported as skipped.
//   c. by our addon: each rasi (sign) dasha (chara, narayana, shoola, trikona, drig,
//      lagna-kendradi, sudasa in their default variants) at 3 levels, whole schedule, one call
//      each, JSON parse included: the slowest system's median and all of them together.
// Run: node --import tsx benches/dasha.ts
import { fileURLToPath } from 'node:url';
import { engine } from '../ts/addon.ts';
import { median, runPyJHoraScript, type Case } from './lib.ts';
import { panchangCases } from './panchang.ts';

const SCRIPT = fileURLToPath(new URL('./pyjhora_dasha.py', import.meta.url));
const SYSTEMS = ['vimshottari', 'yogini', 'ashtottari', 'shodasottari', 'dwadasottari', 'panchottari', 'shatabdika',
  'chaturaseeti-sama', 'dwisaptati-sama', 'shashtihayani', 'shattrimsa-sama'];

const base = (c: Case) => ({ moment: { jd_ut: c.jd_ut, offset_minutes: c.offset_minutes }, place: { lat: c.lat, lon: c.lon } });
const all = (c: Case) =>
  SYSTEMS.map((system) => engine.call('dasha', { ...base(c), system, levels: 3, from: c.jd_ut - 200 * 366 } as never));
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

const RASI = ['chara', 'narayana', 'shoola', 'trikona', 'drig', 'lagna-kendradi', 'sudasa'];
const rasi = (system: string) => (c: Case) => engine.call('dashaRasi', { ...base(c), system, levels: 3 } as never);
const allRasi = (c: Case) => RASI.map((system) => rasi(system)(c));

const input = panchangCases(50, 0xda5a);
input.forEach(all); // warm-up
const ours = time(input, all, 5);
const systems = time(input, overview, 5);
console.log(`ours: all ${SYSTEMS.length} systems at 3 levels, one birth: median ${ours.toFixed(2)} ms`);
console.log(`ours: /v1/dasha/systems (engine call), one birth: median ${systems.toFixed(2)} ms`);
input.forEach(allRasi); // warm-up
const perRasi = RASI.map((system) => [system, time(input, rasi(system), 5)] as const);
const slowest = perRasi.reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`ours: each rasi dasha at 3 levels, one birth: ${perRasi.map(([n, ms]) => `${n} ${ms.toFixed(2)}`).join(', ')} ms (slowest ${slowest[0]})`);
console.log(`ours: all ${RASI.length} rasi dashas at 3 levels, one birth: median ${time(input, allRasi, 5).toFixed(2)} ms`);
const py = runPyJHoraScript<{ version: string; n: number; median_ms: number; failures: unknown[] }>(SCRIPT, engine.ephemerisPath(), input, 60);
if (!py.ok) console.log(`PyJHora: skipped (${py.reason})`);
else {
  const r = py.output;
  console.log(`PyJHora ${r.version}: same ${SYSTEMS.length} systems at 3 levels, ${r.n} births: median ${r.median_ms.toFixed(1)} ms (${(r.median_ms / ours).toFixed(0)}x ours); failures ${r.failures.length}`);
}
