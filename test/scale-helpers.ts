// Helpers of the scale tests (test/scale-*.test.ts): real PostgreSQL databases made and dropped per
// run, servers started as child processes (`astrology-api serve`), keys made through the CLI.
import { dirname, join } from 'node:path';
import { suite, type Test } from 'uvu';
import { root } from './helpers.js';

export const bin = join(root, 'bin', 'astrology-api.js');

/** The real servers to test against, or undefined (the caller prints a visible note and skips). */
export function scaleServers(): { databaseUrl: string; redisUrl: string } | undefined {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) return undefined;
  return { databaseUrl, redisUrl };
}

export function skipNote(file: string): void {
  console.log(
    `\n  NOTE: ${file} SKIPPED — set TEST_DATABASE_URL and TEST_REDIS_URL (as .ci/run does) to run the scale tests against real PostgreSQL and Redis.\n`,
  );
}

/** A fresh database on the TEST_DATABASE_URL server, dropped by `drop()`: runs never collide. */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; name: string; admin: (sql: string) => Promise<any[]>; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `astro_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      return (await c.query(sql)).rows;
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = '/' + name;
  return {
    url: u.toString(),
    name,
    admin,
    drop: async () => {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
      // WITH (FORCE) (PostgreSQL 13+) ends the sessions and drops in one step: a process that is
      // still reconnecting (a server left behind by a killed child) cannot slip in between.
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * A suite whose tests get `db`, a fresh database made before them and dropped after, with the
 * servers it lives on; without the servers, `servers` is undefined and the file's skip is noted.
 */
export function databaseSuite(name: string, file: string): { t: Test<{ db: TestDatabase }>; servers: ReturnType<typeof scaleServers> } {
  const servers = scaleServers();
  const t = suite<{ db: TestDatabase }>(name);
  if (!servers) {
    skipNote(file);
    return { t, servers };
  }
  t.before(async (ctx) => {
    ctx.db = await createTestDatabase(servers.databaseUrl);
  });
  t.after(async (ctx) => {
    await ctx.db.drop();
  });
  return { t, servers };
}

/** Runs a query on a database URL (test oracle: reads the tables directly). */
export async function sql(url: string, text: string, values: unknown[] = []): Promise<any[]> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

export interface ChildServer {
  url: string;
  child: import('node:child_process').ChildProcess;
  output: () => string;
  workerPids: () => number[];
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * `astrology-api serve` as a child process; resolves once it prints its address. With
 * `slowEngineMs`, every engine call answers that much later (test/support/slow-engine.mjs,
 * preloaded into the server and its workers), to hold requests in flight.
 */
export async function spawnServer(
  env: Record<string, string>,
  args: string[] = [],
  opts: { slowEngineMs?: number } = {},
): Promise<ChildServer> {
  const { spawn } = await import('node:child_process');
  const preload = opts.slowEngineMs ? ['--import', join(root, 'test', 'support', 'slow-engine.mjs')] : [];
  const slow = opts.slowEngineMs ? { SLOW_ENGINE_MS: String(opts.slowEngineMs) } : {};
  const child = spawn(process.execPath, [...preload, bin, 'serve', ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...slow, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start:\n' + out)), 30_000);
    const look = () => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', look);
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error('server exited:\n' + out));
    });
  });
  return {
    url,
    child,
    output: () => out,
    workerPids: () => {
      const started = [...out.matchAll(/worker (\d+) started/g)].map((m) => Number(m[1]));
      const gone = new Set([...out.matchAll(/worker (\d+) exited/g)].map((m) => Number(m[1])));
      return started.filter((p) => !gone.has(p));
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}

/** GET with a bearer key; network failures come back as status 0. */
export async function call(url: string, key?: string): Promise<{ status: number; headers: Headers; body: any }> {
  try {
    const res = await fetch(url, { headers: key ? { Authorization: `Bearer ${key}` } : {} });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body };
  } catch {
    return { status: 0, headers: new Headers(), body: null };
  }
}

/** Creates a key with the real CLI against a database. */
export async function cliKey(databaseUrl: string, credits: number): Promise<string> {
  const { execFileSync } = await import('node:child_process');
  return execFileSync(process.execPath, [bin, 'keys', 'create', '--credits', String(credits)], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'ignore'], // the key id line on stderr is for people
  })
    .toString()
    .trim();
}

export const CHART_QUERY = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
