// The SQLite store's turn (ts/store/write-batch.ts, sqlite-debits.ts): the debits, charges and
// settles asked for one after another in a turn are written as one run each. Whatever the
// grouping, every call must get what it would have had alone, in arrival order (the invariant:
// sequential debits), and the file must hold exactly those rows, read here with SQL.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { issueKey } from '../ts/store/keys.js';
import { SqliteStore } from '../ts/store/sqlite.js';

const t = suite<{ dir: string; store: SqliteStore; file: string }>('sqlite turn');

t.before.each((ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'astro-turn-'));
  ctx.file = join(ctx.dir, 'astrology.db');
  ctx.store = new SqliteStore(ctx.file);
});
t.after.each(async (ctx) => {
  await ctx.store.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

/** Rows read straight from the file (the oracle: what was committed). */
function rows(file: string, sql: string, ...values: unknown[]): unknown[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...values);
  } finally {
    db.close();
  }
}

t('debits of one turn on one key: each balance as if one after another', async ({ store, file }) => {
  const { record } = await issueKey(store, 10, 'turn');
  const costs = [1, 3, 2, 1];
  const results = await Promise.all(costs.map((c, i) => store.debit(record.id, c, '/x', `t_a${i}`)));
  assert.equal(results, [
    { ok: true, remaining: 9 },
    { ok: true, remaining: 6 },
    { ok: true, remaining: 4 },
    { ok: true, remaining: 3 },
  ]);
  assert.equal(rows(file, 'SELECT request_id, cost, path FROM ledger WHERE key_id = ? AND cost > 0 ORDER BY seq', record.id), [
    { request_id: 't_a0', cost: 1, path: '/x' },
    { request_id: 't_a1', cost: 3, path: '/x' },
    { request_id: 't_a2', cost: 2, path: '/x' },
    { request_id: 't_a3', cost: 1, path: '/x' },
  ]);
  assert.equal(rows(file, 'SELECT request_id, cost FROM inflight ORDER BY request_id'), [
    { request_id: 't_a0', cost: 1 },
    { request_id: 't_a1', cost: 3 },
    { request_id: 't_a2', cost: 2 },
    { request_id: 't_a3', cost: 1 },
  ]);
  assert.equal(rows(file, 'SELECT credits FROM api_keys WHERE id = ?', record.id), [{ credits: 3 }]);
});

t('more than the key holds: the first calls are served, the rest refused, as one after another', async ({ store, file }) => {
  const { record } = await issueKey(store, 4, 'short');
  const results = await Promise.all([2, 1, 2, 1].map((c, i) => store.debit(record.id, c, '/x', `t_b${i}`)));
  // Sequentially: 4-2=2, 2-1=1, 2 > 1 refused (1 left), 1-1=0.
  assert.equal(results, [
    { ok: true, remaining: 2 },
    { ok: true, remaining: 1 },
    { ok: false, remaining: 1 },
    { ok: true, remaining: 0 },
  ]);
  assert.equal(rows(file, 'SELECT request_id FROM ledger WHERE key_id = ? AND cost > 0 ORDER BY seq', record.id), [
    { request_id: 't_b0' },
    { request_id: 't_b1' },
    { request_id: 't_b3' },
  ]);
  assert.equal(rows(file, 'SELECT count(*) AS n FROM inflight'), [{ n: 3 }]);
});

t('two keys interleaved, and a batch of parts: each key on its own', async ({ store, file }) => {
  const a = (await issueKey(store, 5, 'a')).record.id;
  const b = (await issueKey(store, 5, 'b')).record.id;
  const results = await Promise.all([
    store.debit(a, 1, '/x', 't_c1'),
    store.debit(b, 2, '/y', 't_c2'),
    store.debitAll(a, [
      { path: '/p', cost: 1, requestId: 't_c3a' },
      { path: '/q', cost: 2, requestId: 't_c3b' },
    ]),
    store.debit(b, 4, '/y', 't_c4'),
  ]);
  assert.equal(results, [
    { ok: true, remaining: 4 },
    { ok: true, remaining: 3 },
    { ok: true, remaining: 1 },
    { ok: false, remaining: 3 },
  ]);
  assert.equal(rows(file, 'SELECT key_id, request_id, path, cost FROM ledger WHERE cost > 0 ORDER BY seq').filter((r) => (r as { key_id: string }).key_id === a), [
    { key_id: a, request_id: 't_c1', path: '/x', cost: 1 },
    { key_id: a, request_id: 't_c3a', path: '/p', cost: 1 },
    { key_id: a, request_id: 't_c3b', path: '/q', cost: 2 },
  ]);
});

t('charges of held answers leave nothing in flight; settles answer each their own', async ({ store, file }) => {
  const { record } = await issueKey(store, 10, 'held');
  await Promise.all([store.debit(record.id, 1, '/x', 't_d1'), store.debit(record.id, 1, '/x', 't_d2')]);
  const turn = await Promise.all([
    store.charge(record.id, 2, '/x', 't_e1'),
    store.charge(record.id, 3, '/x', 't_e2'),
    store.settle('t_d1'),
    store.settle('t_never'), // nothing in flight under this id
    store.settle('t_d2'),
  ]);
  assert.equal(turn, [{ ok: true, remaining: 6 }, { ok: true, remaining: 3 }, true, false, true]);
  assert.equal(rows(file, 'SELECT count(*) AS n FROM inflight'), [{ n: 0 }]);
  assert.equal(rows(file, "SELECT request_id FROM ledger WHERE request_id LIKE 't\\_e%' ESCAPE '\\' ORDER BY seq"), [{ request_id: 't_e1' }, { request_id: 't_e2' }]);
});

t('writes of other kinds between debits keep their order: a refund frees credits for the debit after it', async ({ store }) => {
  const { record } = await issueKey(store, 1, 'order');
  const first = await store.debit(record.id, 1, '/x', 't_f1');
  assert.equal(first, { ok: true, remaining: 0 });
  // One turn: a debit (refused: nothing left), the refund of t_f1, a debit (served by the refund).
  const [refused, , served] = await Promise.all([
    store.debit(record.id, 1, '/x', 't_f2'),
    store.refund(record.id, 1, '/x', 't_f1'),
    store.debit(record.id, 1, '/x', 't_f3'),
  ]);
  assert.equal(refused, { ok: false, remaining: 0 });
  assert.equal(served, { ok: true, remaining: 0 });
});

t.run();
