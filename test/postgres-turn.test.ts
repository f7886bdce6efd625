// The PostgreSQL store's turn (ts/store/postgres/turn.ts, store.ts): the settles of a turn ride on
// its first debit statement, and debits asked while their key's statement is in flight go as the
// next group. Whatever the grouping, every call must get what it would have had alone, in arrival
// order (the invariant: sequential debits), and the database must hold exactly those rows.
// Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
import * as assert from 'uvu/assert';
import pg from 'pg';
import { PostgresStore } from '../ts/store/postgres/store.js';
import { issueKey } from '../ts/store/keys.js';
import { databaseSuite, sql } from './scale-helpers.js';

const { t, servers } = databaseSuite('postgres turn', 'postgres-turn.test.ts');

/**
 * Counts the metering statements the store sends: its named ones (debit and settle, a balance).
 * The heartbeat and sweep, which run beside them on a timer, are plain text and not counted.
 */
function counting(store: PostgresStore): { count: () => number } {
  const pool = (store as unknown as { pool: { query: (...a: unknown[]) => unknown } }).pool;
  const query = pool.query.bind(pool);
  let n = 0;
  pool.query = (...a: unknown[]) => {
    if (typeof a[0] === 'object' && a[0] !== null && 'name' in a[0]) n++;
    return query(...a);
  };
  return { count: () => n };
}

/** Another connection that can hold a key's row, so that a debit statement of that key waits for it. */
async function rowHolder(url: string): Promise<{ hold: (keyId: string) => Promise<void>; release: () => Promise<void>; end: () => Promise<void> }> {
  const locker = new pg.Client(url);
  await locker.connect();
  return {
    async hold(keyId) {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM api_keys WHERE id = $1 FOR UPDATE', [keyId]);
    },
    release: async () => void (await locker.query('COMMIT')),
    end: () => locker.end(),
  };
}

if (servers) {

  t('settles and debits of one turn: one statement; each answer as if alone', async ({ db }) => {
    const store = new PostgresStore(db.url);
    try {
      const { record } = await issueKey(store, 10, 'turn');
      assert.equal(await Promise.all([store.debit(record.id, 1, '/x', 't_a1'), store.debit(record.id, 1, '/x', 't_a2')]), [
        { ok: true, remaining: 9 },
        { ok: true, remaining: 8 },
      ]);
      const statements = counting(store);
      const turn = await Promise.all([
        store.settle('t_a1'),
        store.debit(record.id, 3, '/x', 't_b1'),
        store.settle('t_a2'),
        store.debit(record.id, 2, '/x', 't_b2'),
        store.settle('t_never'), // nothing in flight under this id
      ]);
      assert.equal(turn, [true, { ok: true, remaining: 5 }, true, { ok: true, remaining: 3 }, false]);
      assert.is(statements.count(), 1);
      assert.equal(await sql(db.url, "SELECT request_id FROM inflight WHERE request_id LIKE 't\\_%' ORDER BY 1"), [
        { request_id: 't_b1' },
        { request_id: 't_b2' },
      ]);
      assert.equal(await sql(db.url, 'SELECT credits::int FROM api_keys WHERE id = $1', [record.id]), [{ credits: 3 }]);
    } finally {
      await store.close();
    }
  });

  t('debits asked in later turns while their key is busy: one next group, in arrival order', async ({ db }) => {
    const store = new PostgresStore(db.url);
    const locker = await rowHolder(db.url);
    try {
      const { record } = await issueKey(store, 6, 'busy');
      // Another connection holds the key's row: the first debit's statement waits for it.
      await locker.hold(record.id);
      const statements = counting(store);
      const turn = () => new Promise((r) => setImmediate(r));
      const first = store.debit(record.id, 2, '/x', 't_c1');
      const later = [];
      for (const [cost, id] of [[1, 't_c2'], [2, 't_c3'], [1, 't_c4']] as const) {
        await turn(); // each in a turn of its own, while the key's statement is in flight
        later.push(store.debit(record.id, cost, '/x', id));
      }
      await locker.release();
      assert.equal(await first, { ok: true, remaining: 4 });
      assert.equal(await Promise.all(later), [{ ok: true, remaining: 3 }, { ok: true, remaining: 1 }, { ok: true, remaining: 0 }]);
      assert.is(statements.count(), 2, 'c1, then c2..c4 as one group');
      const ledger = await sql(db.url, "SELECT request_id, cost::int FROM ledger WHERE key_id = $1 AND kind = 'debit' ORDER BY seq", [record.id]);
      assert.equal(ledger, [
        { request_id: 't_c1', cost: 2 },
        { request_id: 't_c2', cost: 1 },
        { request_id: 't_c3', cost: 2 },
        { request_id: 't_c4', cost: 1 },
      ]);
    } finally {
      await locker.end();
      await store.close();
    }
  });

  t('settles asked while a debit statement is in flight ride on the next statement, not one of their own', async ({ db }) => {
    const store = new PostgresStore(db.url);
    const locker = await rowHolder(db.url);
    try {
      const { record } = await issueKey(store, 6, 'settles wait');
      assert.equal(await store.debit(record.id, 1, '/x', 't_w1'), { ok: true, remaining: 5 });
      await locker.hold(record.id);
      const statements = counting(store);
      const turn = () => new Promise((r) => setImmediate(r));
      const busy = store.debit(record.id, 2, '/x', 't_w2'); // its statement waits on the lock
      await turn();
      const settled = [store.settle('t_w1'), store.settle('t_none')]; // a turn with no debit of its own
      await turn();
      const next = store.debit(record.id, 1, '/x', 't_w3'); // waits for the busy key
      await turn();
      assert.is(statements.count(), 1, 'only the busy debit has gone: the settles wait');
      await locker.release();
      assert.equal(await busy, { ok: true, remaining: 3 });
      assert.equal(await Promise.all(settled), [true, false]);
      assert.equal(await next, { ok: true, remaining: 2 });
      assert.is(statements.count(), 2, 't_w2, then t_w3 with the two settles');
      assert.equal(await sql(db.url, "SELECT request_id FROM inflight WHERE request_id LIKE 't\\_w%' ORDER BY 1"), [
        { request_id: 't_w2' },
        { request_id: 't_w3' },
      ]);
    } finally {
      await locker.end();
      await store.close();
    }
  });

  t('settles waiting for a busy key go on their own when no debit follows', async ({ db }) => {
    const store = new PostgresStore(db.url);
    const locker = await rowHolder(db.url);
    try {
      const { record } = await issueKey(store, 6, 'settles alone');
      assert.equal(await store.debit(record.id, 1, '/x', 't_v1'), { ok: true, remaining: 5 });
      await locker.hold(record.id);
      const busy = store.debit(record.id, 2, '/x', 't_v2');
      await new Promise((r) => setImmediate(r));
      const settled = store.settle('t_v1');
      await locker.release();
      assert.equal(await busy, { ok: true, remaining: 3 });
      assert.is(await settled, true);
      assert.equal(await sql(db.url, "SELECT request_id FROM inflight WHERE request_id LIKE 't\\_v%' ORDER BY 1"), [{ request_id: 't_v2' }]);
    } finally {
      await locker.end();
      await store.close();
    }
  });

  t('a charge (an answer in hand) is one statement and final at once: no in-flight row; the key pays or it is refused', async ({ db }) => {
    const store = new PostgresStore(db.url);
    try {
      const { record } = await issueKey(store, 5, 'charge');
      const statements = counting(store);
      // A charge and a debit of the same key in one turn share the statement, as two debits do.
      const turn = await Promise.all([store.charge(record.id, 2, '/x', 't_d1'), store.debit(record.id, 2, '/x', 't_d2')]);
      assert.equal(turn, [{ ok: true, remaining: 3 }, { ok: true, remaining: 1 }]);
      assert.is(statements.count(), 1);
      assert.equal(await sql(db.url, "SELECT request_id FROM inflight WHERE request_id LIKE 't\\_d%' ORDER BY 1"), [{ request_id: 't_d2' }]);
      // 1 credit left: a charge of 2 is refused and writes nothing; a charge of 1 takes the last.
      assert.equal(await store.charge(record.id, 2, '/x', 't_d3'), { ok: false, remaining: 1 });
      assert.equal(await store.charge(record.id, 1, '/x', 't_d4'), { ok: true, remaining: 0 });
      const ledger = await sql(db.url, "SELECT request_id, kind, cost::int FROM ledger WHERE key_id = $1 AND path = '/x' ORDER BY seq", [record.id]);
      assert.equal(ledger, [
        { request_id: 't_d1', kind: 'debit', cost: 2 },
        { request_id: 't_d2', kind: 'debit', cost: 2 },
        { request_id: 't_d4', kind: 'debit', cost: 1 },
      ]);
      // A final charge is given back by its ledger row, as an unknown outcome is (REFUND).
      await store.refund(record.id, 1, '/x', 't_d4');
      assert.equal(await sql(db.url, 'SELECT credits::int FROM api_keys WHERE id = $1', [record.id]), [{ credits: 1 }]);
    } finally {
      await store.close();
    }
  });

  t('a charge whose statement fails (the database gone) is answered unavailable and given back once it returns', async ({ db }) => {
    const store = new PostgresStore(db.url);
    try {
      const { record } = await issueKey(store, 4, 'lost charge');
      const pool = (store as unknown as { pool: { query: (...a: unknown[]) => Promise<unknown> } }).pool;
      const query = pool.query.bind(pool);
      // The statement commits, then the connection dies before its answer arrives: the outcome
      // the store cannot know.
      pool.query = async (...a: unknown[]) => {
        await query(...a);
        pool.query = query;
        throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
      };
      const lost = await store.charge(record.id, 3, '/x', 't_e1').then(
        () => 'answered',
        (e: unknown) => (e as Error).name,
      );
      assert.is(lost, 'StoreUnavailableError');
      assert.equal(await sql(db.url, 'SELECT credits::int FROM api_keys WHERE id = $1', [record.id]), [{ credits: 1 }], 'it did commit');
      assert.is(store.pendingRefunds, 1);
      await store.maintainNow();
      assert.is(store.pendingRefunds, 0);
      assert.equal(await sql(db.url, 'SELECT credits::int FROM api_keys WHERE id = $1', [record.id]), [{ credits: 4 }], 'given back');
    } finally {
      await store.close();
    }
  });
}

t.run();
