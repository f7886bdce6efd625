// HTTP benchmark: autocannon against the real app (a chart route and the panchang summary) and
// against a bare Koa app, one after the other (not at the same time: both would fight for the same 2 cores).
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from './lib.ts';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
export const CHART_PATH = '/v1/chart/planets?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
export const PANCHANG_PATH = '/v1/panchang/summary?date=2024-01-11&time=10:00&tz=%2B05:30&lat=28.6139&lon=77.2090';

interface Started {
  child: ChildProcess;
  port: number;
  key?: string;
}

function start(mode: 'ours' | 'bare'): Promise<Started> {
  const child = fork(SERVER, [mode], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number; key?: string }) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

function stats(child: ChildProcess): Promise<{ rss: number; heapUsed: number }> {
  return new Promise((resolve) => {
    child.once('message', resolve as never);
    child.send('stats');
  });
}

export interface HttpRow {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  /** Socket errors and timeouts together (autocannon counts both); timeouts (no answer within 10 s) also alone. */
  errors: number;
  timeouts: number;
  /** Median latency of 50 requests sent one at a time before the load run: the route's own cost. */
  aloneMs: number;
  rssMiB: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, connections: 64, duration: seconds, headers });
}

export async function runHttp(seconds = 10, warmupSeconds = 2): Promise<HttpRow[]> {
  // Both servers are up for the whole run; each is measured while the other idles.
  const [ours, bare] = await Promise.all([start('ours'), start('bare')]);
  try {
    const auth = { Authorization: `Bearer ${ours.key}` };
    const targets: [string, Started, string, Record<string, string>][] = [
      ['ours: GET /v1/chart/planets (auth + credits + chart)', ours, CHART_PATH, auth],
      ['ours: GET /v1/panchang/summary (auth + credits + 22 panchang fields)', ours, PANCHANG_PATH, auth],
      ['bare Koa: constant JSON', bare, '/', {}],
    ];
    const rows: HttpRow[] = [];
    for (const [name, srv, path, headers] of targets) {
      const url = `http://127.0.0.1:${srv.port}${path}`;
      // One request by hand first: benchmarking an error page would be worthless.
      const probe = await fetch(url, { headers });
      if (probe.status !== 200) throw new Error(`${name}: probe got ${probe.status}: ${await probe.text()}`);
      await load(url, headers, warmupSeconds); // JIT, SQLite page cache, ephemeris file cache
      const alone: number[] = [];
      for (let i = 0; i < 50; i++) {
        const t0 = performance.now();
        await (await fetch(url, { headers })).arrayBuffer();
        alone.push(performance.now() - t0);
      }
      const r = await load(url, headers, seconds);
      const mem = await stats(srv.child);
      rows.push({
        name,
        reqPerSec: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors, // autocannon counts each timeout in errors too
        timeouts: r.timeouts,
        aloneMs: median(alone),
        rssMiB: mem.rss / 2 ** 20,
      });
    }
    return rows;
  } finally {
    ours.child.kill();
    bare.child.kill();
  }
}
