// Rate limits in Redis: one limit shared by every instance, and the documented behaviour when
// Redis goes away (fail open: served, warned, counted) and comes back (limits again).
// Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
import * as assert from 'uvu/assert';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { CHART_QUERY, call, cliKey, databaseSuite, spawnServer } from './scale-helpers.js';

const { t, servers } = databaseSuite('redis', 'scale-redis.test.ts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A private redis-server we may stop and start (the shared one is left alone). */
async function privateRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().includes('PONG')) return child;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}

if (servers) {

  t('a limit of 20 per window holds across two instances sharing Redis', async ({ db }) => {
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: servers.redisUrl,
      REDIS_PREFIX: `astro-test:${process.pid}:${Date.now()}`,
      RATE_LIMIT_MAX: '20',
      RATE_LIMIT_WINDOW_S: '60',
    };
    const a = await spawnServer(env);
    const b = await spawnServer(env);
    try {
      const key = await cliKey(db.url, 1000);
      const results = [];
      for (let round = 0; round < 10; round++) {
        results.push(
          ...(await Promise.all(
            Array.from({ length: 6 }, (_, i) => call(`${i % 2 ? a.url : b.url}/v1/chart/planets?${CHART_QUERY}`, key)),
          )),
        );
      }
      const ok = results.filter((r) => r.status === 200).length;
      const limited = results.filter((r) => r.status === 429);
      assert.ok(ok >= 20 && ok <= 22, `answered ${ok} of 60 with a shared limit of 20`);
      assert.is(ok + limited.length, 60);
      for (const r of limited) {
        assert.is(r.body.error.code, 'rate_limited');
        assert.ok(Number(r.headers.get('retry-after')) >= 1);
      }
      // Each instance alone would have allowed 20: both answered some, and together no more than the limit.
      console.log(`    shared limit 20/60 s over 2 instances: ${ok} answered, ${limited.length} x 429`);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  t('Redis down: fail open (served, X-RateLimit-Status: unavailable, warning logged, metric); back up: limits again', async ({ db }) => {
    const port = await freePort();
    let redis = await privateRedis(port);
    const s = await spawnServer({ DATABASE_URL: db.url, REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '3', LOG_LEVEL: 'warn', METRICS_PUBLIC: 'true' });
    try {
      const key = await cliKey(db.url, 1000);
      const paid = `${s.url}/v1/chart/planets?${CHART_QUERY}`;
      const first = [];
      for (let i = 0; i < 4; i++) first.push((await call(paid, key)).status);
      assert.equal(first, [200, 200, 200, 429]);

      redis.kill('SIGKILL');
      await new Promise((r) => redis.once('exit', r));
      const down = [];
      for (let i = 0; i < 5; i++) down.push(await call(paid, key));
      for (const r of down) {
        assert.is(r.status, 200);
        assert.is(r.headers.get('x-ratelimit-status'), 'unavailable');
      }
      assert.match(s.output(), /rate limit store unreachable: serving without rate limit \(fail open\)/);
      const metrics = await call(`${s.url}/metrics`);
      assert.match(String(metrics.body), /astrology_rate_limit_backend_errors_total 5/);
      const ready = await call(`${s.url}/readyz`);
      assert.is(ready.status, 200, 'readiness follows the store, not Redis');
      assert.is(ready.body.rate_limit, 'redis-unreachable');

      redis = await privateRedis(port);
      let status = 0;
      for (let i = 0; i < 40 && (await call(`${s.url}/readyz`)).body.rate_limit !== 'redis'; i++) await sleep(100);
      const again = [];
      for (let i = 0; i < 4; i++) again.push((status = (await call(paid, key)).status));
      assert.equal(again, [200, 200, 200, 429], 'a fresh Redis starts a fresh window');
      assert.is(status, 429);
    } finally {
      await s.stop();
      redis.kill('SIGKILL');
    }
  });
}

t.run();
