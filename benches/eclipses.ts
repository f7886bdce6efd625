// Eclipse list benchmark, issue 13's "a 50-year eclipse list (< 50 ms)": both 50-year lists,
// solar and lunar (`solarEclipsesAsync` and `lunarEclipsesAsync`, one AsyncTask each, run
// together, JSON parse included), timed
//   - cold: the first call of a fresh node process (a child per range: nothing of the eclipses is
//     known yet; the engine reads its eclipse table on that call, and the addon configures itself:
//     ephemeris path, image fonts);
//   - cold after setup: the same, the addon configured first by one unrelated call (the eclipse
//     table's own first-use cost);
//   - warm: the same range again in this process, several times.
// CPU time (process.cpuUsage, every thread) is printed beside the wall time, which a loaded
// machine inflates. Alone, `node --import tsx benches/eclipses.ts` prints its section and writes
// it into benches/results.md in place of the previous one (the full `npm run bench` writes the
// whole file with this section in it).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { median, rng, writeResultsSection } from './lib.ts';

const SECTION = '## Eclipses: a 50-year solar + lunar eclipse list';
const TARGET_MS = 50;
const YEARS = 50;

interface Sample {
  from: number;
  wall_ms: number;
  cpu_ms: number;
  solar: number;
  lunar: number;
}

/** UT midnight of 1 January of a year, as the engine's Moment. */
const newYear = (y: number) => ({ jd_ut: Date.UTC(y, 0, 1) / 86_400_000 + 2_440_587.5, offset_minutes: 0 });

/** Both lists of [from, from + 50 years) once; wall and CPU time of the pair. */
async function both(from: number, configureFirst = false): Promise<Sample> {
  const { engine } = await import('../ts/addon.ts');
  if (configureFirst) engine.resolveMoment({ date: '2000-01-01', time: '12:00', tz: '+00:00' });
  const range = { from: newYear(from), to: newYear(from + YEARS) };
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const [s, l] = await Promise.all([engine.callAsync('solarEclipsesAsync', range), engine.callAsync('lunarEclipsesAsync', range)]);
  const wall_ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { from, wall_ms, cpu_ms: (c.user + c.system) / 1000, solar: s.eclipses.length, lunar: l.eclipses.length };
}

/** The cold figure of one range: a fresh node process whose first eclipse call it is. */
function coldInChild(from: number, configureFirst = false): Sample {
  const file = fileURLToPath(import.meta.url);
  const args = ['--import', 'tsx', file, configureFirst ? '--child-configured' : '--child', String(from)];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`child for ${from} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Sample;
}

export interface EclipseBench {
  cold: Sample[];
  coldConfigured: Sample[];
  warm: Sample[];
}

/** `n` fresh processes (seeded start years 1801-2350: the supported range starts on 1800-01-03), then `n` warm calls of the first range. */
export async function runEclipses(n = 7): Promise<EclipseBench> {
  const rand = rng(50);
  const years = Array.from({ length: n }, () => 1801 + Math.floor(rand() * 550));
  const cold = years.map((y) => coldInChild(y));
  const coldConfigured = years.map((y) => coldInChild(y, true));
  await both(years[0]!); // this process's own first call, not counted
  const warm: Sample[] = [];
  for (let i = 0; i < n; i++) warm.push(await both(years[0]!));
  return { cold, coldConfigured, warm };
}

export function eclipseSection(r: EclipseBench): string[] {
  const f1 = (x: number) => x.toFixed(1);
  const met = (ok: boolean) => (ok ? '**met**' : '**NOT met**');
  const row = (what: string, s: Sample[]) => {
    const wall = s.map((x) => x.wall_ms);
    return `| ${what} | ${s.length} | ${f1(median(wall))} | ${f1(Math.max(...wall))} | ${f1(median(s.map((x) => x.cpu_ms)))} |`;
  };
  const coldMedian = median(r.cold.map((x) => x.wall_ms));
  return [
    SECTION,
    ``,
    `Both lists of a 50-year range (solar and lunar, every eclipse with its type, maximum, magnitudes, gamma, Saros,`,
    `durations and contacts), one AsyncTask each, run together, JSON parse included. Cold: the first eclipse call of a`,
    `fresh node process, one process per seeded start year (${r.cold.map((x) => x.from).join(', ')}), which also pays the`,
    `addon's one-time setup (ephemeris path, image fonts); the second row configures the addon by another call first, so`,
    `it is the eclipse table's own first use; warm: the first range again in one process. Lists are read from the`,
    `engine's eclipse table (native/core/data/eclipses-*.txt). Run alone with \`node --import tsx benches/eclipses.ts\`.`,
    ``,
    `| call | runs | median ms (wall) | max ms (wall) | median ms (CPU, every thread) |`,
    `|---|---:|---:|---:|---:|`,
    row('cold: first call in a fresh process', r.cold),
    row('cold, the addon configured first by another call', r.coldConfigured),
    row('warm: the same range again', r.warm),
    ``,
    `- target < ${TARGET_MS} ms for a cold 50-year list: ${f1(coldMedian)} ms median, ${f1(Math.max(...r.cold.map((x) => x.wall_ms)))} ms at most, ${met(coldMedian < TARGET_MS)}`,
    `- eclipses per 50-year range: ${r.cold.map((x) => `${x.solar} solar + ${x.lunar} lunar`).join('; ')}`,
    `- measured ${new Date().toISOString()}, node ${process.version}, 1-min load average ${os.loadavg()[0]!.toFixed(2)}`,
    ``,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const child = process.argv.indexOf('--child');
  const configured = process.argv.indexOf('--child-configured');
  if (child > 0 || configured > 0) {
    console.log(JSON.stringify(await both(Number(process.argv[Math.max(child, configured) + 1]), configured > 0)));
  } else {
    const section = eclipseSection(await runEclipses());
    process.stdout.write(section.join('\n') + '\n');
    writeResultsSection(section);
  }
}
