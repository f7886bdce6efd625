// The metered path measured as a ratio to the same server's public route (`npm run bench:http`).
//
// Each paid route's requests/second is divided by the requests/second of /v1/meta/version on the
// same server in the same run (routing, middleware and JSON, but no key, store or engine), so the
// figure says how much a paid call costs around its computation, whatever the machine. Routes:
// the chart with a different birth on every request, the same chart request repeated, and the
// panchang summary for a different day on every request. Run against the embedded SQLite store
// and, when TEST_DATABASE_URL and TEST_REDIS_URL are set, against PostgreSQL + Redis. Memory:
// RSS after 10,000 and after 100,000 mixed requests. Writes benches/http-ratio-results.md, and the
// goals checked against this run as a section of benches/results.md (http-goals.ts).
//
// Each row also gives the server process's CPU time per answered request (from process.cpuUsage
// before and after the route's run): on this 2-core machine autocannon and the server share the
// cores, and when the load generator saturates first the req/s ratio says more about it than
// about the server; the CPU ratio (public route's CPU per request / the route's) does not.
//
// BENCH_BEFORE=<another checkout> also starts that checkout's server and measures each route on
// it and on this one back to back (before, after), so that a before/after comparison shares the
// machine's load of the moment; the load average is printed with each table. BENCH_ROUNDS=n
// measures each route n times on each server in alternation and keeps the median round, which
// steadies the figures when other processes take the cores in bursts. BENCH_ONLY=<regex> keeps
// the paid routes whose name matches, for a quick look at one (printed only: the results file is
// left as it is).
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeGoals, type Memory, type Result, type Row } from './http-goals.ts';
import { rng } from './lib.ts';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const BEFORE = process.env.BENCH_BEFORE ? join(process.env.BENCH_BEFORE, 'benches', 'server.ts') : undefined;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 32;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
/** BENCH_ONLY=<regular expression>: only the paid routes whose name matches (the public one always runs). */
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '');

interface Server {
  child: ChildProcess;
  port: number;
  key: string;
}

function start(env: Record<string, string>, server = SERVER): Promise<Server> {
  const child = fork(server, ['ours'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number; key: string }) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function stats(child: ChildProcess): Promise<{ rss: number; cpuMicros: number }> {
  return new Promise((resolve) => {
    child.once('message', (m: { rss: number; cpuMicros: number }) => resolve(m));
    child.send('stats');
  });
}

const rss = async (child: ChildProcess) => (await stats(child)).rss / 2 ** 20;

/** A path generator: a fixed path, or a new one on every request. */
type Paths = () => string;

const chartAt = (jd: number) => {
  const d = new Date((jd - 2440587.5) * 86_400_000);
  const [date, time] = d.toISOString().slice(0, 16).split('T');
  return `/v1/chart/planets?date=${date}&time=${time}&tz=%2B00:00&lat=28.6139&lon=77.2090`;
};
// One sequence of births and one of days for the whole run: a request drawn in the warm-up or in
// an earlier round is never drawn again, so no server answers it from its answer cache.
const births = rng(0xb1e7);
const days = rng(0xda75);
function differentBirths(): Paths {
  return () => chartAt(2415020.5 + births() * 73_000);
}
function differentDays(): Paths {
  return () => {
    const d = new Date(Date.UTC(1950, 0, 1) + Math.floor(days() * 36_500) * 86_400_000).toISOString().slice(0, 10);
    const minute = Math.floor(days() * 1440);
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    return `/v1/panchang/summary?date=${d}&time=${time}&tz=%2B05:30&lat=28.6139&lon=77.2090`;
  };
}
const same = (path: string): Paths => () => path;

async function measure(srv: Server, route: string, paths: Paths, auth: boolean, seconds = SECONDS): Promise<Row> {
  const headers: Record<string, string> = auth ? { Authorization: `Bearer ${srv.key}` } : {};
  const probe = await fetch(`http://127.0.0.1:${srv.port}${paths()}`, { headers });
  if (probe.status !== 200) throw new Error(`${route}: probe got ${probe.status}: ${await probe.text()}`);
  const cpuBefore = (await stats(srv.child)).cpuMicros;
  const r = await autocannon({
    url: `http://127.0.0.1:${srv.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', headers, setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths() }) }],
  } as never);
  const cpu = (await stats(srv.child)).cpuMicros - cpuBefore;
  return { route, reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, cpuPerRequest: cpu / Math.max(1, r.requests.total) };
}

const ROUTES: [string, () => Paths][] = [
  ['/v1/chart/planets, a different birth each request', differentBirths],
  ['/v1/chart/planets, the same request repeated', () => same(chartAt(2448087.875))],
  ['/v1/panchang/summary, a different day each request', differentDays],
];

/** One route on every server in turn, ROUNDS times; the median round of each server. */
async function rounds(servers: Server[], route: string, paths: () => Paths, auth: boolean): Promise<Row[]> {
  const seen: Row[][] = servers.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    for (const [i, srv] of servers.entries()) seen[i]!.push(await measure(srv, route, paths(), auth));
  }
  return seen.map((rows) => rows.sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(rows.length / 2)]!);
}

/** Each route measured on every server in turn (before, after), so that they share the same load. */
async function run(servers: Server[]): Promise<Result[]> {
  for (const srv of servers) await measure(srv, 'warm-up', differentBirths(), true, 2);
  const bases = await rounds(servers, '/v1/meta/version (public: no key, store or engine)', () => same('/v1/meta/version'), false);
  const results: Result[] = bases.map((base) => ({ base, rows: [] }));
  for (const [route, paths] of ROUTES.filter(([name]) => ONLY.test(name))) {
    (await rounds(servers, route, paths, true)).forEach((row, i) => results[i]!.rows.push(row));
  }
  return results;
}

async function memory(srv: Server) {
  const mixed = [differentBirths(), differentDays(), same('/v1/meta/version'), same(chartAt(2448087.875))];
  let i = 0;
  const paths: Paths = () => mixed[i++ % mixed.length]!();
  const headers = { Authorization: `Bearer ${srv.key}` };
  const go = (amount: number) =>
    autocannon({
      url: `http://127.0.0.1:${srv.port}`,
      connections: CONNECTIONS,
      amount,
      requests: [{ method: 'GET', headers, setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths() }) }],
    } as never);
  await go(10_000);
  const after10k = await rss(srv.child);
  await go(90_000);
  const after100k = await rss(srv.child);
  return { after10k, after100k };
}

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

const load = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(', ')}`;

function table(title: string, result: Result): string {
  const lines = [
    `### ${title}`,
    '',
    `${load()} at the end.`,
    '',
    '| route | req/s | ratio to the public route | p50 / p99 ms | non-2xx | server CPU µs per request | CPU ratio (public / route) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    `| ${result.base.route} | ${fmt(result.base.reqPerSec)} | 1 | ${result.base.p50} / ${result.base.p99} | ${result.base.non2xx} | ${fmt(result.base.cpuPerRequest)} | 1 |`,
    ...result.rows.map(
      (r) =>
        `| ${r.route} | ${fmt(r.reqPerSec)} | ${fmt(r.reqPerSec / result.base.reqPerSec, 3)} | ${r.p50} / ${r.p99} | ${r.non2xx} | ${fmt(r.cpuPerRequest)} | ${fmt(result.base.cpuPerRequest / r.cpuPerRequest, 3)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Before and after side by side: req/s and ratio of each, measured back to back per route. */
function comparison(title: string, before: Result, after: Result): string {
  const ratio = (r: Row, base: Row) => fmt(r.reqPerSec / base.reqPerSec, 3);
  const lines = [
    `### ${title}: before and after, back to back`,
    '',
    `${load()} at the end.`,
    '',
    '| route | before: req/s | before: ratio | before: p50 / p99 ms | before: CPU µs/req | after: req/s | after: ratio | after: p50 / p99 ms | after: CPU µs/req |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${before.base.route} | ${fmt(before.base.reqPerSec)} | 1 | ${before.base.p50} / ${before.base.p99} | ${fmt(before.base.cpuPerRequest)} | ${fmt(after.base.reqPerSec)} | 1 | ${after.base.p50} / ${after.base.p99} | ${fmt(after.base.cpuPerRequest)} |`,
    ...before.rows.map((b, i) => {
      const a = after.rows[i]!;
      return `| ${b.route} | ${fmt(b.reqPerSec)} | ${ratio(b, before.base)} | ${b.p50} / ${b.p99} | ${fmt(b.cpuPerRequest)} | ${fmt(a.reqPerSec)} | ${ratio(a, after.base)} | ${a.p50} / ${a.p99} | ${fmt(a.cpuPerRequest)} |`;
    }),
  ];
  const errors = [...before.rows, ...after.rows].reduce((n, r) => n + r.non2xx, 0);
  if (errors) lines.push('', `non-2xx answers: ${errors}`);
  return lines.join('\n');
}

/** This checkout's server (and, with BENCH_BEFORE, the other's) on the same store settings. */
async function servers(env: Record<string, string>): Promise<Server[]> {
  const after = await start(env);
  return BEFORE ? [await start(env, BEFORE), after] : [after];
}

function report(title: string, results: Result[]): string {
  return results.length === 2 ? comparison(title, results[0]!, results[1]!) : table(title, results[0]!);
}

const out: string[] = [
  '# Metered path: ratios to the public route',
  '',
  `\`npm run bench:http\`, ${new Date().toISOString().slice(0, 16)} UTC, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ` +
    `Node ${process.version}; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route` +
    (ROUNDS > 1 ? ` and round, median of ${ROUNDS} rounds` : '') +
    ', one server process.',
  '',
];
// The default deployment: an SQLite file (WAL), as DATABASE_URL's default; its commits reach the
// disk, which an in-memory database would leave out of the measurement.
const dbDir = mkdtempSync(join(tmpdir(), 'astro-bench-'));
// Each server its own file, so that neither waits on the other's write lock.
const sqlite = [await start({ DATABASE_URL: `sqlite:${join(dbDir, 'bench.db')}` })];
if (BEFORE) sqlite.unshift(await start({ DATABASE_URL: `sqlite:${join(dbDir, 'before.db')}` }, BEFORE));
// This checkout's results (the last server of each run), for the goals section of results.md.
let sqliteAfter: Result | undefined;
let pgAfter: Result | undefined;
let mem: Memory | undefined;
try {
  const results = await run(sqlite);
  sqliteAfter = results.at(-1);
  out.push(report('SQLite store (the default: a file in WAL mode)', results), '');
  if (!process.env.BENCH_NO_MEMORY) {
    mem = await memory(sqlite.at(-1)!);
    out.push(`Memory (SQLite): RSS ${fmt(mem.after10k, 1)} MiB after 10,000 mixed requests, ${fmt(mem.after100k, 1)} MiB after 100,000.`, '');
  }
} finally {
  for (const s of sqlite) s.child.kill();
  rmSync(dbDir, { recursive: true, force: true });
}
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  const pg = await servers({ DATABASE_URL: process.env.TEST_DATABASE_URL, REDIS_URL: process.env.TEST_REDIS_URL });
  try {
    const results = await run(pg);
    pgAfter = results.at(-1);
    out.push(report('PostgreSQL + Redis', results), '');
  } finally {
    for (const s of pg) s.child.kill();
  }
} else {
  out.push('PostgreSQL + Redis: not measured (set TEST_DATABASE_URL and TEST_REDIS_URL).', '');
}
// A partial run (BENCH_ONLY) is printed, not written over the full results.
if (!process.env.BENCH_ONLY) {
  writeFileSync(fileURLToPath(new URL('./http-ratio-results.md', import.meta.url)), out.join('\n'));
  writeGoals(sqliteAfter!, pgAfter, mem);
}
console.log(out.join('\n'));
