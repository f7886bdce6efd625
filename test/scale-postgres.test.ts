// PostgreSQL store against a real server: the contract, the CLI, two instances racing for the
// same credits, and graceful shutdown. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { PostgresStore } from '../ts/store/postgres/store.js';
import { issueKey } from '../ts/store/keys.js';
import { CHART_QUERY, bin, call, cliKey, databaseSuite, spawnServer, sql } from './scale-helpers.js';

const { t, servers } = databaseSuite('postgres', 'scale-postgres.test.ts');

if (servers) {

  t('store contract: migrations, debit never below zero, idempotent refund, append-only ledger', async ({ db }) => {
    const store = new PostgresStore(db.url);
    try {
      const { record } = await issueKey(store, 3, 'contract');
      assert.equal(await sql(db.url, 'SELECT version FROM schema_migrations ORDER BY version'), [{ version: 1 }, { version: 2 }, { version: 3 }]);
      assert.equal(await store.debit(record.id, 2, '/x', 'req_a'), { ok: true, remaining: 1 });
      assert.equal(await store.debit(record.id, 2, '/x', 'req_b'), { ok: false, remaining: 1 });
      await store.refund(record.id, 2, '/x', 'req_a');
      await store.refund(record.id, 2, '/x', 'req_a'); // a second refund of the same request is a no-op
      assert.is((await store.listKeys())[0]!.credits, 3);
      assert.equal(
        (await store.ledger(record.id)).map((e) => e.cost),
        [2, -2],
      );
      // A refund of a request that was never debited gives nothing.
      await store.refund(record.id, 5, '/x', 'req_never');
      assert.is((await store.listKeys())[0]!.credits, 3);
      // Settle: true once, then false (nothing in flight).
      await store.debit(record.id, 1, '/x', 'req_c');
      assert.is(await store.settle('req_c'), true);
      assert.is(await store.settle('req_c'), false);
      // Usage per endpoint: two charged calls on /x, one refunded; top-ups are not usage.
      await store.topUp(record.id, 10);
      await store.debit(record.id, 4, '/y', 'req_y');
      assert.is(await store.settle('req_y'), true); // answered: nothing left in flight
      assert.equal(await store.usage(record.id, '2000-01-01T00:00:00Z'), [
        { path: '/y', calls: 1, refunded: 0, credits: 4 },
        { path: '/x', calls: 2, refunded: 1, credits: 1 },
      ]);
      assert.equal(await store.usage(record.id, '2999-01-01T00:00:00Z'), []);
      for (const stmt of ['UPDATE ledger SET cost = 0', 'DELETE FROM ledger', 'TRUNCATE ledger']) {
        let error = '';
        await sql(db.url, stmt).catch((e) => (error = String(e.message)));
        assert.match(error, /append-only/, stmt);
      }
      assert.ok(await store.revokeKey(record.id));
      assert.is((await store.debit(record.id, 1, '/x', 'req_d')).ok, false);
    } finally {
      await store.close();
    }
  });

  t('CLI keys create/list/topup/revoke against PostgreSQL; only the hash is stored', async ({ db }) => {
    const env = { ...process.env, DATABASE_URL: db.url };
    const cli = (...args: string[]) => execFileSync(process.execPath, [bin, ...args], { env }).toString();
    const key = cli('keys', 'create', '--credits', '7', '--label', 'cli').trim();
    assert.match(key, /^ak_live_/);
    const rows = await sql(db.url, "SELECT id, hash, credits FROM api_keys WHERE label = 'cli'");
    assert.is(rows.length, 1);
    assert.not.ok(JSON.stringify(rows).includes(key));
    const id = rows[0].id as string;
    assert.match(cli('keys', 'list'), new RegExp(`${id}\\t.*\\t7 credits\\tactive`));
    assert.match(cli('keys', 'topup', id, '5'), /12 credits/);
    assert.match(cli('keys', 'revoke', id), /revoked/);
    const ledger = await sql(db.url, 'SELECT kind, cost FROM ledger WHERE key_id = $1', [id]);
    assert.equal(ledger, [{ kind: 'topup', cost: '-5' }]);
  });

  t('two instances, one database: 600 concurrent calls on 300 credits -> exactly 300 answers and 300 402s', async ({ db }) => {
    const env = { DATABASE_URL: db.url, RATE_LIMIT_MAX: '100000', PG_POOL_MAX: '8' };
    const a = await spawnServer(env);
    const b = await spawnServer(env);
    try {
      const key = await cliKey(db.url, 300);
      const results = await Promise.all(
        Array.from({ length: 600 }, (_, i) => call(`${i % 2 ? a.url : b.url}/v1/chart/planets?${CHART_QUERY}`, key)),
      );
      const count = (s: number) => results.filter((r) => r.status === s).length;
      assert.is(count(200), 300, JSON.stringify(results.filter((r) => r.status !== 200 && r.status !== 402).slice(0, 3)));
      assert.is(count(402), 300);
      for (const r of results.filter((r) => r.status === 402)) assert.is(r.body.error.code, 'insufficient_credits');
      const [k] = await sql(db.url, 'SELECT id, credits::int FROM api_keys ORDER BY created_at DESC LIMIT 1');
      assert.is(k.credits, 0);
      const [row] = await sql(db.url, 'SELECT sum(cost)::int AS spent, count(*)::int AS n FROM ledger WHERE key_id = $1', [k.id]);
      assert.equal(row, { spent: 300, n: 300 });
      assert.equal(await sql(db.url, 'SELECT count(*)::int AS n FROM inflight'), [{ n: 0 }]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  t('SIGTERM: stops accepting, finishes the request in flight (charged once), exits 0', async ({ db }) => {
    const s = await spawnServer({ DATABASE_URL: db.url }, [], { slowEngineMs: 1500 });
    const key = await cliKey(db.url, 10);
    const inflight = call(`${s.url}/v1/chart/planets?${CHART_QUERY}`, key);
    await new Promise((r) => setTimeout(r, 400));
    const code = s.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const late = await call(`${s.url}/v1/meta/version`);
    assert.is(late.status, 0, 'new connections are refused while draining');
    const res = await inflight;
    assert.is(res.status, 200);
    assert.is(res.headers.get('x-credits-remaining'), '9');
    assert.is(await code, 0);
    const [k] = await sql(db.url, 'SELECT credits::int FROM api_keys WHERE hash IS NOT NULL ORDER BY created_at DESC LIMIT 1');
    assert.is(k.credits, 9);
  });

  t('PostgreSQL: a client that aborts before its answer is written is refunded; Idempotency-Key replays without a charge', async ({ db }) => {
    const s = await spawnServer({ DATABASE_URL: db.url, RATE_LIMIT_MAX: '100000' }, [], { slowEngineMs: 1500 });
    try {
      const initial = 100;
      const key = await cliKey(db.url, initial);
      const keyId = (await sql(db.url, 'SELECT id FROM api_keys ORDER BY created_at DESC LIMIT 1'))[0].id as string;
      const url = `${s.url}/v1/chart/planets?${CHART_QUERY}`;
      const aborted = Array.from({ length: 3 }, async () => {
        const ac = new AbortController();
        const p = fetch(url, { headers: { Authorization: `Bearer ${key}` }, signal: ac.signal });
        await new Promise((r) => setTimeout(r, 400)); // debited, computing
        ac.abort();
        await p.catch(() => {});
      });
      await Promise.all(aborted);
      let rows: any[] = [];
      for (let i = 0; i < 60; i++) {
        rows = await sql(db.url, 'SELECT cost::int FROM ledger WHERE key_id = $1 ORDER BY seq', [keyId]);
        if (rows.length >= 6) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      assert.is(rows.filter((r) => r.cost === 1).length, 3);
      assert.is(rows.filter((r) => r.cost === -1).length, 3);
      assert.equal(await sql(db.url, 'SELECT credits::int FROM api_keys WHERE id = $1', [keyId]), [{ credits: initial }]);

      const idem = (k: string, u = url) => fetch(u, { headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': k } });
      const a = await idem('pg-order-1');
      const b = await idem('pg-order-1');
      assert.is(a.status, 200);
      assert.is(b.status, 200);
      assert.is(b.headers.get('idempotent-replayed'), 'true');
      assert.ok(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer())));
      assert.is((await idem('pg-order-1', url.replace('14:30', '14:31'))).status, 422);
      assert.equal(await sql(db.url, 'SELECT credits::int FROM api_keys WHERE id = $1', [keyId]), [{ credits: initial - 1 }]);
    } finally {
      await s.stop();
    }
  });
  // Debits of one event-loop turn on one key share a statement (group commit); each call must
  // still get what it would have had alone, in arrival order (the invariant: sequential debits).
  t('group commit: concurrent debits on one key get exactly the sequential answers', async ({ db }) => {
    const store = new PostgresStore(db.url);
    try {
      const { record } = await issueKey(store, 10, 'group');
      // All fit: one statement; remaining as if taken one after the other.
      const fit = await Promise.all([1, 2, 3].map((c, i) => store.debit(record.id, c, '/x', `g_fit_${i}`)));
      assert.equal(fit, [{ ok: true, remaining: 9 }, { ok: true, remaining: 7 }, { ok: true, remaining: 4 }]);
      // Not all fit (4 left): 3 yes, 2 no (1 left), 1 yes; the cheaper later call is not refused.
      const some = await Promise.all([3, 2, 1].map((c, i) => store.debit(record.id, c, '/x', `g_some_${i}`)));
      assert.equal(some, [{ ok: true, remaining: 1 }, { ok: false, remaining: 1 }, { ok: true, remaining: 0 }]);
      assert.is((await store.listKeys()).find((k) => k.id === record.id)!.credits, 0);
      assert.equal((await store.ledger(record.id)).map((e) => e.cost).filter((c) => c > 0).sort(), [1, 1, 2, 3, 3]);
    } finally {
      await store.close();
    }
  });

}

t.run();
