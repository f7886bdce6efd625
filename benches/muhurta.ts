// Muhurta benchmark: a 30-day best-time scan (/v1/muhurta/best-time's engine call,
// `engine.callAsync('muhurtaBestTime', …)`, a napi AsyncTask on the libuv pool) for seeded
// places, dates and purposes, and proof that the event loop keeps running meanwhile: a 1 ms
// setInterval counts its ticks and the largest gap between two of them while the scans run, and
// perf_hooks' event-loop delay histogram records the loop's lag over the same time.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { engine } from '../ts/addon.ts';
import { median, rng } from './lib.ts';

const JD_1950 = 2433282.5; // 1950-01-01 00:00 UT
const JD_2050 = 2469807.5; // 2050-01-01 00:00 UT
const DAYS = 30;
const PURPOSES = ['vivah', 'graha-pravesh', 'naamkaran'] as const;

interface ScanRequest {
  purpose: (typeof PURPOSES)[number];
  start: { jd_ut: number; offset_minutes: number };
  end: { jd_ut: number; offset_minutes: number };
  place: { lat: number; lon: number };
  persons: { label: string; moment: { jd_ut: number; offset_minutes: number }; place: { lat: number; lon: number } }[];
}

/** N seeded 30-day scans: local midnight to local midnight 30 days later, |lat| <= 55, purposes in turn. */
export function scanCases(n: number, seed = 0x30d4): ScanRequest[] {
  const r = rng(seed);
  const out: ScanRequest[] = [];
  for (let i = 0; i < n; i++) {
    const lon = r() * 360 - 180;
    const lat = r() * 110 - 55;
    const offset = Math.round(lon / 15) * 60;
    // Local midnight of a random day: jd of 00:00 UT of that day minus the offset.
    const start = Math.floor(JD_1950 + r() * (JD_2050 - JD_1950 - DAYS)) + 0.5 - offset / 1440;
    const purpose = PURPOSES[i % PURPOSES.length]!;
    const birth = (label: string) => ({
      label,
      moment: { jd_ut: start - 9000 - r() * 5000, offset_minutes: offset },
      place: { lat, lon },
    });
    out.push({
      purpose,
      start: { jd_ut: start, offset_minutes: offset },
      end: { jd_ut: start + DAYS, offset_minutes: offset },
      place: { lat, lon },
      // Vivah with both partners (tarabala and chandrabala for each), naamkaran with the child.
      persons: purpose === 'vivah' ? [birth('boy'), birth('girl')] : purpose === 'naamkaran' ? [birth('person')] : [],
    });
  }
  return out;
}

export interface MuhurtaResult {
  n: number;
  rounds: number;
  days: number;
  windowsFound: number;
  ours: { medianMs: number; meanMs: number; maxMs: number };
  loop: {
    /** Time the timed scans took in all (ms), and the 1 ms interval's ticks during it. */
    scanMs: number;
    ticks: number;
    /** Largest gap between two ticks of the 1 ms interval (ms). */
    maxTickGapMs: number;
    /** perf_hooks event-loop delay over the same time (ms). */
    delayP50Ms: number;
    delayMaxMs: number;
  };
}


export async function runMuhurta(n = 12, rounds = 3): Promise<MuhurtaResult> {
  const input = scanCases(n);
  const warm = await Promise.all(input.slice(0, 2).map((q) => engine.callAsync('muhurtaBestTime', q)));
  if (!warm.every((a) => Array.isArray(a.windows))) throw new Error('unexpected best-time answer');

  // The event loop's own clock: a 1 ms interval that must keep firing while the scans run.
  let ticks = 0;
  let last = process.hrtime.bigint();
  let maxGap = 0;
  const timer = setInterval(() => {
    const now = process.hrtime.bigint();
    maxGap = Math.max(maxGap, Number(now - last) / 1e6);
    last = now;
    ticks++;
  }, 1);
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  await new Promise((r) => setTimeout(r, 20)); // let the interval start
  histogram.enable();
  ticks = 0;
  maxGap = 0;
  last = process.hrtime.bigint();

  const perCase: number[][] = input.map(() => []);
  let windowsFound = 0;
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) {
    for (const [i, q] of input.entries()) {
      const s = process.hrtime.bigint();
      const answer = await engine.callAsync('muhurtaBestTime', q);
      perCase[i]!.push(Number(process.hrtime.bigint() - s) / 1e6);
      if (r === 0) windowsFound += answer.windows.length;
    }
  }
  const scanMs = Number(process.hrtime.bigint() - t0) / 1e6;
  histogram.disable();
  clearInterval(timer);

  const byCase = perCase.map(median);
  return {
    n,
    rounds,
    days: DAYS,
    windowsFound,
    ours: {
      medianMs: median(byCase),
      meanMs: byCase.reduce((a, b) => a + b, 0) / byCase.length,
      maxMs: Math.max(...perCase.flat()),
    },
    loop: {
      scanMs,
      ticks,
      maxTickGapMs: maxGap,
      delayP50Ms: histogram.percentile(50) / 1e6,
      delayMaxMs: histogram.max / 1e6,
    },
  };
}

// `node --import tsx benches/muhurta.ts` runs just this part.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.dir(await runMuhurta(), { depth: 4 });
}
