// The debits of one run of the SQLite store's group commit (write-batch.ts), written together:
// the calls of a key take their credits with one conditional update and get their ledger (and
// in-flight) rows from one statement each, instead of three statements and a savepoint a call.
//
// Each call gets exactly what it would have had if the run's debits had gone one after another in
// arrival order: when the key can pay for all of them, the balance after each is the balance
// before the run less the costs up to and including it; when it cannot, the key's debits go one
// after another after all (some succeed, the rest are refused, as they would have been).
import type Database from 'better-sqlite3';
import type { DebitPart, DebitResult } from './store.js';

/** One call's debit: its key and its parts (one part for a call, several for a batch). */
export interface DebitItem {
  keyId: string;
  parts: DebitPart[];
}

const costOf = (parts: DebitPart[]) => parts.reduce((sum, p) => sum + p.cost, 0);

/**
 * The run writer: takes the credits, appends the ledger rows and records each part in flight
 * unless it is final (a charge), atomically (a transaction function: a savepoint inside the
 * group commit).
 */
export function debitRun(db: Database.Database, instanceId: string): (items: DebitItem[]) => DebitResult[] {
  const take = db.prepare('UPDATE api_keys SET credits = credits - ? WHERE id = ? AND revoked_at IS NULL AND credits >= ? RETURNING credits').pluck();
  const balance = db.prepare('SELECT credits FROM api_keys WHERE id = ?').pluck();
  const append = db.prepare('INSERT INTO ledger (key_id, path, cost, request_id, at) VALUES (?, ?, ?, ?, ?)');
  const record = db.prepare('INSERT INTO inflight (request_id, key_id, path, cost, instance_id, started_at) VALUES (?, ?, ?, ?, ?, ?)');
  // Many rows from one JSON array of [path, cost, request_id], in the array's order.
  const appendMany = db.prepare(
    "INSERT INTO ledger (key_id, path, cost, request_id, at) SELECT ?, value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', ? FROM json_each(?) ORDER BY key",
  );
  // The same array's parts that are not final ([3] = 0).
  const recordMany = db.prepare(
    "INSERT INTO inflight (request_id, key_id, path, cost, instance_id, started_at) SELECT value ->> '$[2]', ?, value ->> '$[0]', value ->> '$[1]', ?, ? FROM json_each(?) WHERE value ->> '$[3]' = 0 ORDER BY key",
  );

  /** One call's debit on its own: all its parts or none. */
  const one = (keyId: string, parts: DebitPart[]): DebitResult => {
    const total = costOf(parts);
    const left = take.get(total, keyId, total) as number | undefined;
    if (left === undefined) return { ok: false, remaining: (balance.get(keyId) as number | undefined) ?? 0 };
    const at = new Date().toISOString();
    for (const p of parts) {
      append.run(keyId, p.path, p.cost, p.requestId, at);
      if (!p.final) record.run(p.requestId, keyId, p.path, p.cost, instanceId, Date.now());
    }
    return { ok: true, remaining: left };
  };

  /** The debits of one key (indices into `items`, in arrival order), into `out`. */
  const ofKey = (keyId: string, items: DebitItem[], at: number[], out: DebitResult[]) => {
    const costs = at.map((i) => costOf(items[i]!.parts));
    const total = costs.reduce((a, b) => a + b, 0);
    const left = at.length > 1 ? (take.get(total, keyId, total) as number | undefined) : undefined;
    if (left === undefined) {
      for (const i of at) out[i] = one(keyId, items[i]!.parts);
      return;
    }
    let remaining = left + total;
    at.forEach((i, k) => (out[i] = { ok: true, remaining: (remaining -= costs[k]!) }));
    const parts = at.flatMap((i) => items[i]!.parts);
    const rows = JSON.stringify(parts.map((p) => [p.path, p.cost, p.requestId, p.final ? 1 : 0]));
    appendMany.run(keyId, new Date().toISOString(), rows);
    if (parts.some((p) => !p.final)) recordMany.run(keyId, instanceId, Date.now(), rows);
  };

  return db.transaction((items: DebitItem[]): DebitResult[] => {
    const out: DebitResult[] = new Array(items.length);
    if (items.length === 1) {
      out[0] = one(items[0]!.keyId, items[0]!.parts);
      return out;
    }
    const byKey = new Map<string, number[]>();
    items.forEach((item, i) => {
      const list = byKey.get(item.keyId);
      if (list) list.push(i);
      else byKey.set(item.keyId, [i]);
    });
    for (const [keyId, at] of byKey) ofKey(keyId, items, at, out);
    return out;
  }) as unknown as (items: DebitItem[]) => DebitResult[];
}

/** The run writer of settles: removes the in-flight rows named; each answer says whether its row was there. */
export function settleRun(db: Database.Database): (requestIds: string[]) => boolean[] {
  const remove = db.prepare('DELETE FROM inflight WHERE request_id = ?');
  const removeMany = db.prepare('DELETE FROM inflight WHERE request_id IN (SELECT value FROM json_each(?)) RETURNING request_id').pluck();
  return (requestIds) => {
    if (requestIds.length === 1) return [remove.run(requestIds[0]).changes === 1];
    const removed = new Set(removeMany.all(JSON.stringify(requestIds)) as string[]);
    return requestIds.map((id) => removed.has(id));
  };
}
