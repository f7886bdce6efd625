// The goals of the metered path (the performance issue) checked against one `npm run bench:http`
// run, written as a section of benches/results.md. The full tables of the run stay in
// benches/http-ratio-results.md; this says, goal by goal, what the run measured and whether it met it.
import { cpus, loadavg } from 'node:os';
import { writeResultsSection } from './lib.ts';

export interface Row {
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The server process's CPU time (user + system) per request answered, in microseconds. */
  cpuPerRequest: number;
}

/** One server's run: the public route and the paid routes, in the order of ROUTES. */
export interface Result {
  base: Row;
  rows: Row[];
}

export interface Memory {
  after10k: number;
  after100k: number;
}

const TITLE = '## Metered path: goals against the latest `npm run bench:http`';
const f = (n: number, d: number) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** A row of the goals table; `measured` undefined when the run did not measure it. */
function goal(name: string, measured: number | undefined, target: number, atLeast: boolean, digits: number): string {
  if (measured === undefined) return `| ${name} | not measured | ${atLeast ? '≥' : '≤'} ${target} | |`;
  const met = atLeast ? measured >= target : measured <= target;
  return `| ${name} | ${f(measured, digits)} | ${atLeast ? '≥' : '≤'} ${target} | ${met ? 'met' : '**not met**'} |`;
}

/**
 * Routes by their place in ROUTES: 0 a new birth, 1 the same request repeated, 2 a panchang day.
 * `pg` is the PostgreSQL + Redis run when there was one.
 */
export function writeGoals(sqlite: Result, pg: Result | undefined, mem: Memory | undefined): void {
  const ratio = (r: Result, i: number) => (r.rows[i] ? r.rows[i]!.reqPerSec / r.base.reqPerSec : undefined);
  const ofSqlite = (i: number) => (pg?.rows[i] && sqlite.rows[i] ? pg.rows[i]!.reqPerSec / sqlite.rows[i]!.reqPerSec : undefined);
  writeResultsSection([
    TITLE,
    '',
    `${new Date().toISOString().slice(0, 16)} UTC, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, ` +
      `load average ${loadavg()[0]!.toFixed(1)} at the end. Ratios are requests/s of a paid route over the public ` +
      '`/v1/meta/version` on the same server in the same run (SQLite store unless said); the full tables, CPU per ' +
      'request and earlier runs are in `benches/http-ratio-results.md`, what bounds each figure in docs/benchmarks.md.',
    '',
    '| goal | measured | target | |',
    '|---|---:|---:|---|',
    goal('chart, a different birth each request: ratio', ratio(sqlite, 0), 0.35, true, 3),
    goal('chart, the same request repeated: ratio', ratio(sqlite, 1), 0.7, true, 3),
    goal('panchang summary, a different day each request: ratio', ratio(sqlite, 2), 0.05, true, 3),
    goal('PostgreSQL + Redis, chart with a new birth: share of SQLite', ofSqlite(0), 0.8, true, 2),
    goal('PostgreSQL + Redis, chart repeated: share of SQLite', ofSqlite(1), 0.8, true, 2),
    goal('PostgreSQL + Redis, panchang: share of SQLite', ofSqlite(2), 0.8, true, 2),
    goal('p99 of the chart with a new birth, ms', sqlite.rows[0]?.p99, 15, false, 0),
    goal('RSS after 100,000 mixed requests less RSS after 10,000, MiB', mem ? mem.after100k - mem.after10k : undefined, 50, false, 1),
    '',
  ]);
}
