// Western transit calendar benchmark (alone: `node --import tsx benches/western_calendar.ts`).
// A one-year calendar (Sun to Pluto against the 15 natal points, all 11 aspects of the table)
// for seeded births, one AsyncTask call each (`westernTransitCalendar`, JSON parse included).
// Target: < 50 ms per one-year calendar. CPU time (process.cpuUsage, every thread) is printed
// beside the wall time, which a loaded machine inflates.
import { fileURLToPath } from 'node:url';
import { engine } from '../ts/addon.ts';
import { median, rng } from './lib.ts';

export async function runWesternCalendar(n = 20): Promise<{ n: number; median_ms: number; max_ms: number; median_cpu_ms: number; mean_events: number }> {
  const rand = rng(14);
  const times: number[] = [];
  const cpu: number[] = [];
  let events = 0;
  for (let i = 0; i < n; i++) {
    const birth = 2_430_000.5 + rand() * 25_000;
    const from = 2_460_310.5 + Math.floor(rand() * 3_000);
    const req = {
      moment: { jd_ut: birth, offset_minutes: 0 },
      place: { lat: -50 + rand() * 100, lon: -180 + rand() * 360 },
      from: { jd_ut: from, offset_minutes: 0 },
      to: { jd_ut: from + 365, offset_minutes: 0 },
    };
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const answer = await engine.callAsync('westernTransitCalendar', req);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    events += answer.events.length;
  }
  return { n, median_ms: median(times), max_ms: Math.max(...times), median_cpu_ms: median(cpu), mean_events: events / n };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await runWesternCalendar();
  console.log(`one-year transit calendar: median ${r.median_ms.toFixed(1)} ms wall (${r.median_cpu_ms.toFixed(1)} ms CPU, all threads), max ${r.max_ms.toFixed(1)} ms over ${r.n} charts, ${r.mean_events.toFixed(0)} events each (target < 50 ms)`);
}
