// Calendar speed benchmark (alone: `node --import tsx benches/hindu_calendar.ts`): two calendar
// targets of issue 13, each one AsyncTask call through the addon (JSON parse included):
// - a month calendar (`calendarMonth`, 28-31 days at a place): target < 40 ms;
// - a year of festivals (`calendarFestivals`, 365 days at a place): target < 150 ms.
// The third, the 50-year eclipse list, is benches/eclipses.ts (it needs fresh processes).
// CPU time (process.cpuUsage, every thread) is printed beside the wall time, which a loaded
// machine inflates.
import { fileURLToPath } from 'node:url';
import { engine } from '../ts/addon.ts';
import { median, rng } from './lib.ts';

/** Local midnight of a civil date at a UTC offset, as the engine's Moment. */
function midnight(y: number, m: number, d: number, offset: number): { jd_ut: number; offset_minutes: number } {
  return { jd_ut: Date.UTC(y, m - 1, d) / 86_400_000 + 2_440_587.5 - offset / 1440, offset_minutes: offset };
}

interface Timing {
  n: number;
  median_ms: number;
  max_ms: number;
  median_cpu_ms: number;
}

async function time(n: number, call: (i: number) => Promise<unknown>): Promise<Timing> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await call(i);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { n, median_ms: median(wall), max_ms: Math.max(...wall), median_cpu_ms: median(cpu) };
}

/** Seeded Indian places and years: (lat, lon, offset +05:30, year 2000-2049). */
function places(n: number): { lat: number; lon: number; year: number }[] {
  const rand = rng(13);
  return Array.from({ length: n }, () => ({ lat: 8 + rand() * 25, lon: 70 + rand() * 20, year: 2000 + Math.floor(rand() * 50) }));
}

export async function runHinduCalendar(n = 12): Promise<{ month: Timing; festivals: Timing }> {
  const ps = places(n);
  const month = await time(n, (i) => {
    const p = ps[i]!;
    const m = 1 + (i % 12);
    const next = m === 12 ? midnight(p.year + 1, 1, 1, 330) : midnight(p.year, m + 1, 1, 330);
    return engine.callAsync('calendarMonth', { from: midnight(p.year, m, 1, 330), to: next, place: { lat: p.lat, lon: p.lon } });
  });
  const festivals = await time(n, (i) => {
    const p = ps[i]!;
    const req = { from: midnight(p.year, 1, 1, 330), to: midnight(p.year + 1, 1, 1, 330), place: { lat: p.lat, lon: p.lon } };
    return engine.callAsync('calendarFestivals', req);
  });
  return { month, festivals };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await runHinduCalendar();
  const line = (what: string, t: Timing, target: number) =>
    `${what}: median ${t.median_ms.toFixed(1)} ms wall (${t.median_cpu_ms.toFixed(1)} ms CPU), max ${t.max_ms.toFixed(1)} ms over ${t.n} (target < ${target} ms: ${t.median_ms < target ? 'met' : 'NOT met'})`;
  console.log(line('month calendar', r.month, 40));
  console.log(line('year of festivals', r.festivals, 150));
}
