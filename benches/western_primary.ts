// Primary directions benchmark (alone: `node --import tsx benches/western_primary.ts`).
// 100 years of Placidus semi-arc primary directions (every promissor, aspect and significator,
// mundane and zodiacal, with and without latitude; the Naibod key) for seeded births, one addon
// call each (`westernPrimaryDirections`, JSON parse included). Target: < 20 ms per 100 years.
// CPU time (process.cpuUsage) is printed beside the wall time, which a loaded machine inflates.
import { fileURLToPath } from 'node:url';
import { engine } from '../ts/addon.ts';
import { median, rng } from './lib.ts';

export function runPrimaryDirections(n = 50): { n: number; median_ms: number; median_cpu_ms: number; mean_directions: number } {
  const rand = rng(1640);
  const times: number[] = [];
  const cpu: number[] = [];
  let directions = 0;
  for (let i = -3; i < n; i++) {
    const birth = 2_430_000.5 + rand() * 25_000;
    const req = {
      moment: { jd_ut: birth, offset_minutes: 0 },
      place: { lat: -55 + rand() * 110, lon: -180 + rand() * 360 },
      from: { jd_ut: birth, offset_minutes: 0 },
      to: { jd_ut: birth + 100 * 365.24219, offset_minutes: 0 },
    };
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const answer = engine.call('westernPrimaryDirections', req as never) as { directions: unknown[] };
    if (i < 0) continue; // warm-up
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    directions += answer.directions.length;
  }
  return { n, median_ms: median(times), median_cpu_ms: median(cpu), mean_directions: directions / n };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = runPrimaryDirections();
  console.log(`100 years of primary directions: median ${r.median_ms.toFixed(2)} ms wall (${r.median_cpu_ms.toFixed(2)} ms CPU) over ${r.n} charts, ${r.mean_directions.toFixed(0)} directions each (target < 20 ms)`);
}
