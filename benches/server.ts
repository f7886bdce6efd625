// A server for the HTTP benchmark, run as its own child process so that the load generator
// (autocannon, in the parent) and the server do not share one event loop, and so that the
// RSS we report is the server's alone.
//   node --import tsx benches/server.ts ours|bare
// `ours` uses the store DATABASE_URL names (default: in-memory SQLite) and REDIS_URL if set.
// Sends {port, key?} to the parent over IPC once listening; answers 'stats' with memory usage.
import Koa from 'koa';
import type { AddressInfo } from 'node:net';

const mode = process.argv[2];
let app: Koa;
let key: string | undefined;

if (mode === 'ours') {
  // The real app: real auth (hashed key lookup), rate limiting, credit debit in SQLite, engine.
  // The limit is raised so the benchmark measures work, not 429s.
  process.env.RATE_LIMIT_MAX = '1000000000';
  const { configFromEnv } = await import('../ts/config.ts');
  const { openStore } = await import('../ts/store/index.ts');
  const { issueKey } = await import('../ts/store/keys.ts');
  const { createApp } = await import('../ts/http/app.ts');
  const store = openStore(process.env.DATABASE_URL ?? 'sqlite::memory:');
  key = (await issueKey(store, 1_000_000_000, 'bench')).key;
  app = createApp(configFromEnv(), store, { log: (line) => process.stderr.write(line + '\n') }).app;
} else if (mode === 'bare') {
  // The ceiling: Koa itself answering a constant JSON body, no middleware.
  app = new Koa();
  const body = { ok: true, message: 'constant' };
  app.use((ctx) => {
    ctx.body = body;
  });
} else {
  throw new Error(`usage: server.ts ours|bare (got ${mode})`);
}

const server = app.listen(0, '127.0.0.1', () => {
  process.send!({ port: (server.address() as AddressInfo).port, key });
});
process.on('message', (m) => {
  if (m === 'stats') {
    const cpu = process.cpuUsage();
    process.send!({ rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed, cpuMicros: cpu.user + cpu.system });
  }
});
process.on('disconnect', () => process.exit(0));
