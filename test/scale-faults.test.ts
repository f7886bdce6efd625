// Faults against real PostgreSQL: connections killed under load, the database refusing
// connections, a worker killed mid-request. The invariant each time: a call is charged if and
// only if it was answered (credits spent = 200 answers = net ledger), and service recovers
// without a restart. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
import * as assert from 'uvu/assert';
import { CHART_QUERY, call, cliKey, databaseSuite, spawnServer, sql } from './scale-helpers.js';

const { t, servers } = databaseSuite('faults', 'scale-faults.test.ts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the key's spent credits equal `answered`, i.e. uncertain debits were given back. */
async function settledSpend(url: string, keyId: string, initial: number, answered: number, ms = 20_000) {
  const deadline = Date.now() + ms;
  let spent = NaN;
  let ledger = NaN;
  while (Date.now() < deadline) {
    const [k] = await sql(url, 'SELECT credits::int FROM api_keys WHERE id = $1', [keyId]);
    const [l] = await sql(url, 'SELECT coalesce(sum(cost), 0)::int AS s FROM ledger WHERE key_id = $1', [keyId]);
    spent = initial - k.credits;
    ledger = l.s;
    if (spent === answered && ledger === answered) break;
    await sleep(250);
  }
  return { spent, ledger };
}

const keyIdOf = async (url: string) => (await sql(url, 'SELECT id FROM api_keys ORDER BY created_at DESC LIMIT 1'))[0].id as string;

if (servers) {

  t('connections killed under load (pg_terminate_backend): clean 503s, no credit lost or double-spent, recovery', async ({ db }) => {
    const env = { DATABASE_URL: db.url, RATE_LIMIT_MAX: '100000', INSTANCE_TIMEOUT_S: '30' };
    const a = await spawnServer(env);
    const b = await spawnServer(env);
    try {
      const initial = 100_000;
      const key = await cliKey(db.url, initial);
      const keyId = await keyIdOf(db.url);
      let stop = false;
      let kills = 0;
      const killer = (async () => {
        while (!stop) {
          await sleep(40);
          const rows = await db.admin(
            `SELECT pg_terminate_backend(pid) AS k FROM pg_stat_activity WHERE datname = '${db.name}' AND pid <> pg_backend_pid()`,
          );
          kills += rows.length;
        }
      })();
      const results: Awaited<ReturnType<typeof call>>[] = [];
      const workers = Array.from({ length: 16 }, async (_, w) => {
        for (let i = 0; i < 40; i++) results.push(await call(`${w % 2 ? a.url : b.url}/v1/chart/planets?${CHART_QUERY}`, key));
      });
      await Promise.all(workers);
      stop = true;
      await killer;
      const ok = results.filter((r) => r.status === 200).length;
      const failed = results.filter((r) => r.status !== 200);
      assert.ok(kills > 10, `killed ${kills} connections`);
      assert.ok(failed.length > 0, 'the faults were felt');
      for (const r of failed) {
        assert.is(r.status, 503, JSON.stringify(r.body));
        assert.is(r.body.error.code, 'unavailable');
        assert.match(r.body.error.request_id, /^req_/);
        assert.is(r.headers.get('retry-after'), '1');
        assert.is(r.headers.get('x-credits-charged'), null);
      }
      const { spent, ledger } = await settledSpend(db.url, keyId, initial, ok);
      assert.is(spent, ok, `credits spent ${spent} vs ${ok} answered (${failed.length} x 503)`);
      assert.is(ledger, ok);
      // Recovered without restart.
      const after = await call(`${a.url}/v1/chart/planets?${CHART_QUERY}`, key);
      assert.is(after.status, 200);
      console.log(`    pg_terminate_backend: ${kills} connections killed; ${ok} answered, ${failed.length} clean 503s; spent = ledger = ${ok}`);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  t('database refusing connections: /readyz 503 and paid calls 503 (liveness stays 200), then recovery', async ({ db }) => {
    const s = await spawnServer({ DATABASE_URL: db.url });
    try {
      const key = await cliKey(db.url, 50);
      const keyId = await keyIdOf(db.url);
      const paid = `${s.url}/v1/chart/planets?${CHART_QUERY}`;
      assert.is((await call(`${s.url}/readyz`)).status, 200);
      assert.is((await call(paid, key)).status, 200);
      await db.admin(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS false`);
      await db.admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db.name}' AND pid <> pg_backend_pid()`);
      const ready = await call(`${s.url}/readyz`);
      assert.is(ready.status, 503);
      assert.is(ready.body.error.code, 'unavailable');
      for (let i = 0; i < 5; i++) {
        const r = await call(paid, key);
        assert.is(r.status, 503);
        assert.is(r.body.error.code, 'unavailable');
      }
      assert.is((await call(`${s.url}/v1/meta/version`)).status, 200);
      await db.admin(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS true`);
      let back = 0;
      for (let i = 0; i < 40 && back !== 200; i++) {
        back = (await call(`${s.url}/readyz`)).status;
        if (back !== 200) await sleep(250);
      }
      assert.is(back, 200);
      assert.is((await call(paid, key)).status, 200);
      const { spent } = await settledSpend(db.url, keyId, 50, 2);
      assert.is(spent, 2);
    } finally {
      await db.admin(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS true`);
      await s.stop();
    }
  });

  t('a worker killed mid-request: the other keeps serving, the unanswered calls are not charged', async ({ db }) => {
    const s = await spawnServer(
      { DATABASE_URL: db.url, INSTANCE_TIMEOUT_S: '2', RATE_LIMIT_MAX: '100000' },
      ['--workers', '2'],
      { slowEngineMs: 2500 },
    );
    try {
      const initial = 100;
      const key = await cliKey(db.url, initial);
      const keyId = await keyIdOf(db.url);
      const pending = Array.from({ length: 8 }, () => call(`${s.url}/v1/chart/planets?${CHART_QUERY}`, key));
      await sleep(800); // all 8 debited and waiting in both workers
      const [victim] = s.workerPids();
      process.kill(victim!, 'SIGKILL');
      const results = await Promise.all(pending);
      const ok = results.filter((r) => r.status === 200).length;
      const lost = results.filter((r) => r.status === 0).length;
      assert.ok(ok > 0 && lost > 0, `answered ${ok}, lost ${lost}`);
      assert.is(ok + lost, 8);
      // The surviving worker (and the replacement) keep serving.
      const more = await Promise.all(Array.from({ length: 4 }, () => call(`${s.url}/v1/chart/planets?${CHART_QUERY}`, key)));
      for (const r of more) assert.is(r.status, 200);
      // The killed worker's debits are refunded once its heartbeat is stale.
      const { spent, ledger } = await settledSpend(db.url, keyId, initial, ok + 4);
      assert.is(spent, ok + 4);
      assert.is(ledger, ok + 4);
      assert.equal(await sql(db.url, 'SELECT count(*)::int AS n FROM inflight'), [{ n: 0 }]);
      console.log(`    worker ${victim} killed with ${lost} calls in flight: ${lost} refunded, ${ok} answered and charged`);
    } finally {
      await s.stop();
    }
  });
}

t.run();
