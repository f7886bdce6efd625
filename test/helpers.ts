// Shared test harness: a real app on an ephemeral port over an in-memory store.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../ts/config.js';
import { createApp } from '../ts/http/app.js';
import { issueKey } from '../ts/store/keys.js';
import { openStore, type Store } from '../ts/store/index.js';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function fixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(join(root, 'test', 'fixtures', name), 'utf8')) as T;
}

export const baseConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  databaseUrl: 'sqlite::memory:',
  trialCredits: 500,
  rateLimitMax: 100_000,
  rateLimitWindowS: 60,
  topUpUrl: 'https://billing.example.test/plans',
};

export interface TestServer {
  url: string;
  store: Store;
  /** A new key; `trial` as `keys create` without --credits makes it. */
  key: (credits?: number, trial?: boolean) => Promise<string>;
  get: (path: string, key?: string, init?: RequestInit) => Promise<{ status: number; headers: Headers; body: any }>;
  close: () => Promise<void>;
}

export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const config = { ...baseConfig, ...overrides };
  const store = openStore(config.databaseUrl);
  const { app, close: closeApp } = createApp(config, store, { log: () => {} });
  const server: Server = createServer(app.callback());
  // Client and server share this process's event loop: with Node's 5 s keep-alive, a loop busy
  // for a while can let the server close an idle socket just as fetch reuses it ("fetch failed").
  // fetch (undici) drops idle sockets after 4 s itself, so the server keeps them longer.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    store,
    key: async (credits = 500, trial = false) => (await issueKey(store, credits, 'test', trial)).key,
    get: async (path, key, init = {}) => {
      const headers: Record<string, string> = key ? { Authorization: `Bearer ${key}` } : {};
      const send = () => fetch(url + path, { ...init, headers: { ...headers, ...(init.headers as object) } });
      const res = await send().catch(async (error: unknown) => {
        // A test that kept the event loop busy for a minute (compiling answer validators under
        // load) can reuse a pooled socket in the same turn as the server's overdue keep-alive
        // timer closes it, before the server read the request. A GET is sent once more, on a
        // new socket; anything else fails as it did.
        if ((init.method ?? 'GET') !== 'GET') throw error;
        await new Promise((r) => setTimeout(r, 10));
        return send();
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, headers: res.headers, body };
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        // The app's own connections too (a Redis rate limiter), so the test process can exit.
        server.close(() => {
          void Promise.all([closeApp(), store.close()]).then(() => r());
        });
      }),
  };
}

/** Query string of a fixture case's input (date, time, tz, lat, lon) plus extras. */
export function qs(input: Record<string, string | number>, extra: Record<string, string> = {}): string {
  return new URLSearchParams(
    Object.fromEntries(Object.entries({ ...input, ...extra }).map(([k, v]) => [k, String(v)])),
  ).toString();
}

/** The query of a milan fixture case: each partner's birth fields with the `boy_` and `girl_` prefixes. */
export const coupleQuery = (c: { boy: { input: Record<string, unknown> }; girl: { input: Record<string, unknown> } }): string =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(c.boy.input).map(([k, v]) => [`boy_${k}`, String(v)])),
    ...Object.fromEntries(Object.entries(c.girl.input).map(([k, v]) => [`girl_${k}`, String(v)])),
  }).toString();

/** Smallest angle between two longitudes, in arcseconds. */
export function arcsec(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 540) % 360 - 180);
  return d * 3600;
}

// ---- Scale tests: real PostgreSQL and Redis, servers as child processes (test/scale-*.test.ts) ----
