// PostgreSQL store (`pg`): the same contract as SQLite, for many processes on many machines.
//
// - Migrations run at first use under an advisory lock (ts/store/postgres/migrations.ts).
// - A debit is ONE statement: a conditional UPDATE (credits >= cost) whose RETURNING feeds the
//   ledger row and the in-flight row (statements.ts). PostgreSQL re-checks the condition on the
//   newest row version when two debits race (READ COMMITTED), so credits can never go below zero
//   or be spent twice. The debits and settles of one event-loop turn share a statement (turn.ts).
// - The ledger is append-only (trigger). Refunds are idempotent (one refund row per request id).
// - A debit stays "in flight" until `settle` just before the answer is sent. If the process dies
//   first, it stops heart-beating and another process refunds the debit (`sweep`).
// - When the database cannot be reached every method rejects with StoreUnavailableError (503).
//   A debit or settle whose outcome is unknown (connection lost mid-statement) is queued and
//   refunded once the database answers again, so a 503 never keeps a credit.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MIGRATIONS } from './migrations.js';
import { CREDITS, DEBIT_AND_SETTLE, KEY_BY_HASH, REFUND, SETTLE, SETTLE_ALL, SWEEP, type Named } from './statements.js';
import { Turn, type DebitWaiting, type SettleWaiting, type TurnBatch } from './turn.js';
import {
  CreditLimitError,
  IDEMPOTENCY_TTL_MS,
  MAX_CREDITS,
  StoreUnavailableError,
  type IdempotencyClaim,
  type StoredAnswer,
  type ApiKeyRecord, type DebitPart, type DebitResult, type EndpointUsage, type LedgerEntry, type Store } from '../store.js';

export interface PostgresOptions {
  /** Pool size per process. */
  poolMax?: number;
  /** A process that has not heart-beaten for this long is presumed dead; its in-flight debits are refunded. */
  instanceTimeoutS?: number;
  heartbeatMs?: number;
  statementTimeoutMs?: number;
  /** Called with operational warnings (never with keys or request data). */
  warn?: (msg: string, fields?: Record<string, unknown>) => void;
}

// SQLSTATE classes that mean "the database is not there right now", not "the query is wrong".
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57', '55', '58']);

/**
 * A deadlock (40P01) or serialisation failure (40001) rolled the whole statement back: it is safe to
 * run again. A turn's statement locks its key's row and then its settled rows; a sweep that takes
 * the same rows (this process presumed dead) locks them in the other order.
 */
const rolledBack = (e: unknown) => ['40P01', '40001'].includes(String((e as { code?: unknown })?.code));

function isUnavailable(e: unknown): boolean {
  const code = (e as { code?: unknown })?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return UNAVAILABLE_CLASSES.has(code.slice(0, 2));
  // Socket errors (ECONNREFUSED, ECONNRESET, ...), pool/connect timeouts, "Connection terminated".
  return true;
}

interface KeyRow {
  id: string;
  hash: string;
  prefix: string;
  label: string | null;
  credits: string;
  trial: boolean;
  created_at: Date;
  revoked_at: Date | null;
}

const toRecord = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  prefix: r.prefix,
  label: r.label,
  credits: Number(r.credits),
  trial: r.trial,
  createdAt: r.created_at.toISOString(),
  revokedAt: r.revoked_at ? r.revoked_at.toISOString() : null,
});

export class PostgresStore implements Store {
  readonly instanceId = 'inst_' + randomBytes(8).toString('hex');
  private pool: pg.Pool;
  private migrated = false;
  private migrating: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Request ids whose debit or settle may have committed although we answered 503. */
  private uncertain = new Set<string>();
  /** The single debits and settles of the current event-loop turn, sent together. */
  private readonly turn = new Turn((batch) => this.sendTurn(batch));
  /** Keys with a debit statement in flight, and the debits that arrived for them meanwhile. */
  private readonly keyBusy = new Map<string, DebitWaiting[]>();
  /** Settles of turns with no debit to ride on, waiting for the next statement of a busy key. */
  private settlesWaiting: SettleWaiting[] = [];
  private closed = false;
  private readonly instanceTimeoutS: number;
  private readonly heartbeatMs: number;
  private readonly warn: (msg: string, fields?: Record<string, unknown>) => void;

  constructor(url: string, opts: PostgresOptions = {}) {
    this.instanceTimeoutS = opts.instanceTimeoutS ?? 15;
    this.heartbeatMs = opts.heartbeatMs ?? 2000;
    this.warn = opts.warn ?? ((m) => process.stderr.write(`astrology-api postgres: ${m}\n`));
    this.pool = new pg.Pool({
      connectionString: url,
      max: opts.poolMax ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 10_000,
      statement_timeout: opts.statementTimeoutMs ?? 5000,
      query_timeout: (opts.statementTimeoutMs ?? 5000) + 1000,
      application_name: 'astrology-api',
      // Named statements keep one generic plan: left to choose ('auto'), PostgreSQL 15 judged the
      // debit's generic plan dearer and planned it again on every call (pg_prepared_statements:
      // custom_plans only). Every hot statement finds its rows by a primary or unique key, which a
      // generic plan does as well. (`options` in DATABASE_URL, if any, replaces this.)
      options: '-c plan_cache_mode=force_generic_plan',
      keepAlive: true,
    });
    // An idle client whose connection dies emits here; without a listener the process would crash.
    this.pool.on('error', (e) => this.warn('idle connection lost', { error: (e as Error).message }));
  }

  /** Runs one statement (a Named one prepared per connection); one rolled back by a deadlock runs again, twice at most. */
  private async q<R extends pg.QueryResultRow>(statement: string | Named, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    if (this.closed) throw new StoreUnavailableError('store closed');
    if (!this.migrated) await this.ensureMigrated();
    const query = typeof statement === 'string' ? { text: statement, values } : { ...statement, values };
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.pool.query<R>(query);
      } catch (e) {
        if (attempt < 2 && rolledBack(e)) continue;
        if (isUnavailable(e)) throw new StoreUnavailableError((e as Error).message);
        throw e;
      }
    }
  }

  private ensureMigrated(): Promise<void> {
    if (this.migrated) return Promise.resolve();
    this.migrating ??= this.migrate().finally(() => {
      this.migrating = undefined;
    });
    return this.migrating;
  }

  /** Applies pending migrations (idempotent, safe to run from many processes at once). */
  async migrate(): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      throw new StoreUnavailableError((e as Error).message);
    }
    try {
      await client.query('BEGIN');
      await client.query("SELECT pg_advisory_xact_lock(hashtext('astrology-api:migrations'))");
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
      for (const m of MIGRATIONS) {
        if (done.has(m.version)) continue;
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      }
      await client.query('COMMIT');
      this.migrated = true;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      if (isUnavailable(e)) throw new StoreUnavailableError((e as Error).message);
      throw e;
    } finally {
      client.release();
    }
  }

  async createKey(input: { id: string; hash: string; prefix: string; label: string | null; credits: number; trial?: boolean }): Promise<ApiKeyRecord> {
    const { rows } = await this.q<KeyRow>(
      'INSERT INTO api_keys (id, hash, prefix, label, credits, trial) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
      [input.id, input.hash, input.prefix, input.label, input.credits, input.trial ?? false],
    );
    return toRecord(rows[0]!);
  }

  async findActiveKeyByHash(hash: string): Promise<(ApiKeyRecord & { hash: string }) | undefined> {
    const { rows } = await this.q<KeyRow>(KEY_BY_HASH, [hash]);
    return rows[0] ? { ...toRecord(rows[0]), hash: rows[0].hash } : undefined;
  }

  async listKeys(): Promise<ApiKeyRecord[]> {
    return (await this.q<KeyRow>('SELECT * FROM api_keys ORDER BY created_at, id')).rows.map(toRecord);
  }

  async revokeKey(id: string): Promise<boolean> {
    const r = await this.q('UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
    return r.rowCount === 1;
  }

  async topUp(id: string, credits: number): Promise<ApiKeyRecord | undefined> {
    if (!Number.isSafeInteger(credits) || credits < 0) throw new CreditLimitError(0);
    const { rows } = await this.q<KeyRow>(
      `WITH u AS (UPDATE api_keys SET credits = credits + $2, trial = false WHERE id = $1 AND credits + $2 <= ${MAX_CREDITS} RETURNING *),
            l AS (INSERT INTO ledger (key_id, kind, path, cost, request_id) SELECT id, 'topup', 'topup', -$2::bigint, 'cli' FROM u)
       SELECT * FROM u`,
      [id, credits],
    );
    if (rows[0]) return toRecord(rows[0]);
    const { rows: held } = await this.q<{ credits: string }>('SELECT credits FROM api_keys WHERE id = $1', [id]);
    if (held[0]) throw new CreditLimitError(Number(held[0].credits));
    return undefined;
  }

  /**
   * Single debits of one event-loop turn for the same key share one statement (group commit):
   * concurrent calls on one key otherwise queue on its row lock, one commit each. The group is
   * taken all or nothing; when the key cannot pay for all of it, each is tried alone, in arrival
   * order, so every call gets exactly the answer it would have had by itself.
   */
  debit(keyId: string, cost: number, path: string, requestId: string): Promise<DebitResult> {
    return this.turn.debit(keyId, { path, cost, requestId });
  }

  /**
   * Settles of one event-loop turn share one statement (one round trip), the statement of the
   * turn's first debit group when there is one: each caller learns whether its own in-flight row
   * was still there.
   */
  settle(requestId: string): Promise<boolean> {
    return this.turn.settle(requestId);
  }

  /**
   * One turn: the first key's debits carry the settles; other keys' debits run beside them. A key
   * has one debit statement in flight at a time: its row lock would make a second one wait for the
   * first's commit anyway, so the debits asked meanwhile wait here instead and go as one group
   * when it ends (fewer, larger groups: one commit each). Settles with no debit of their turn to
   * ride on wait likewise while a debit statement is in flight, and ride on the next one: alone,
   * they were more than half of the statements under load (1,903 settle-only statements beside
   * 1,455 debit statements for 13,500 calls of one key), each a commit of its own.
   */
  private async sendTurn({ debits, settles }: TurnBatch): Promise<void> {
    const ready: [string, DebitWaiting[]][] = [];
    for (const [keyId, group] of debits) {
      const waiting = this.keyBusy.get(keyId);
      if (waiting) waiting.push(...group);
      else ready.push([keyId, group]);
    }
    if (!ready.length) {
      if (!settles.length) return;
      if (this.keyBusy.size) {
        this.settlesWaiting.push(...settles);
        return;
      }
      return this.settleGroup(settles);
    }
    await Promise.all(ready.map(([keyId, group], i) => this.keyGroup(keyId, group, i === 0 ? settles : [])));
  }

  private async keyGroup(keyId: string, group: DebitWaiting[], settles: SettleWaiting[]): Promise<void> {
    this.keyBusy.set(keyId, []);
    try {
      await this.debitGroup(keyId, group, settles);
    } finally {
      const waiting = this.keyBusy.get(keyId)!;
      this.keyBusy.delete(keyId);
      // Into the coming turn, where the settles of the calls just debited will join them.
      if (waiting.length) this.turn.requeue(keyId, waiting);
      if (this.settlesWaiting.length) {
        this.turn.requeueSettles(this.settlesWaiting);
        this.settlesWaiting = [];
      }
    }
  }

  private async debitGroup(keyId: string, group: DebitWaiting[], settles: SettleWaiting[]): Promise<void> {
    let together: DebitResult;
    try {
      together = await this.debitAndSettle(keyId, group.map((g) => g.part), settles);
    } catch (e) {
      for (const g of group) g.reject(e);
      return;
    }
    if (!together.ok && group.length > 1) {
      // What each call would have seen alone, in arrival order.
      for (const g of group) await this.debitAll(keyId, [g.part]).then(g.resolve, g.reject);
      return;
    }
    // What each call would have seen alone, in order: the credits left after its own part.
    let left = together.remaining + (together.ok ? group.reduce((sum, g) => sum + g.part.cost, 0) : 0);
    for (const g of group) {
      if (together.ok) left -= g.part.cost;
      g.resolve({ ok: together.ok, remaining: left });
    }
  }

  async debitAll(keyId: string, parts: DebitPart[]): Promise<DebitResult> {
    return this.debitAndSettle(keyId, parts, []);
  }

  /** Debits `parts` all or none and settles `settles` (each told whether it was still in flight), in one statement. */
  private async debitAndSettle(keyId: string, parts: DebitPart[], settles: SettleWaiting[]): Promise<DebitResult> {
    this.startBackground();
    const total = parts.reduce((sum, p) => sum + p.cost, 0);
    const columns = [parts.map((p) => p.path), parts.map((p) => p.cost), parts.map((p) => p.requestId)];
    const settleIds = settles.map((s) => s.requestId);
    const final = parts.map((p) => p.final === true);
    let row: { credits: string | null; settled: string[] };
    try {
      row = (await this.q<typeof row>(DEBIT_AND_SETTLE, [keyId, total, ...columns, this.instanceId, settleIds, final])).rows[0]!;
    } catch (e) {
      // The statement may have committed before the connection died, or failed and left the settles'
      // debits in flight in a live process (no sweep takes them): either way they are given back
      // (a refund of a debit that did not happen gives nothing).
      for (const id of [...columns[2]!, ...settleIds]) this.uncertain.add(id as string);
      for (const s of settles) s.reject(e);
      throw e;
    }
    if (settles.length) {
      const gone = new Set(row.settled);
      for (const s of settles) s.resolve(gone.has(s.requestId));
    }
    if (row.credits !== null) return { ok: true, remaining: Number(row.credits) };
    const { rows: now } = await this.q<{ credits: string }>(CREDITS, [keyId]);
    return { ok: false, remaining: Number(now[0]?.credits ?? 0) };
  }

  /**
   * A debit settled at once, in the turn's statement like any debit but with no in-flight row: one
   * commit for an answer already in hand. When the outcome is unknown (the connection died) the
   * charge is given back by its ledger row (`uncertain`, then REFUND), as an unknown settle is.
   */
  charge(keyId: string, cost: number, path: string, requestId: string): Promise<DebitResult> {
    return this.turn.debit(keyId, { path, cost, requestId, final: true });
  }

  async refund(_keyId: string, _cost: number, _path: string, requestId: string): Promise<void> {
    try {
      await this.q(REFUND, [requestId]);
    } catch (e) {
      if (e instanceof StoreUnavailableError) this.uncertain.add(requestId);
      throw e;
    }
  }

  private async settleGroup(group: SettleWaiting[]): Promise<void> {
    const ids = group.map((g) => g.requestId);
    let gone: Set<string>;
    try {
      const { rows } = await this.q<{ request_id: string }>(SETTLE, [ids]);
      gone = new Set(rows.map((r) => r.request_id));
    } catch (e) {
      // Committed before the connection died, or failed with the debits still in flight: give them back.
      for (const id of ids) this.uncertain.add(id);
      for (const g of group) g.reject(e);
      return;
    }
    for (const g of group) g.resolve(gone.has(g.requestId));
  }

  async settleAll(requestIds: string[]): Promise<boolean> {
    try {
      const { rows } = await this.q<{ settled: number }>(SETTLE_ALL, [requestIds, requestIds.length]);
      return rows[0]?.settled === requestIds.length;
    } catch (e) {
      if (e instanceof StoreUnavailableError) for (const id of requestIds) this.uncertain.add(id);
      throw e;
    }
  }

  async claimIdempotency(keyId: string, idemKey: string, fingerprint: string, abandonMs: number): Promise<IdempotencyClaim> {
    // One statement decides: insert a new claim, take over an abandoned or expired one, or read the
    // row as it is. Concurrent claims of the same key serialise on its primary key.
    const { rows } = await this.q<{ fingerprint: string; status: number | null; content_type: string | null; body: Buffer | null; mine: boolean }>(
      `INSERT INTO idempotency AS i (key_id, idem_key, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (key_id, idem_key) DO UPDATE
         SET fingerprint = excluded.fingerprint, status = NULL, content_type = NULL, body = NULL, created_at = clock_timestamp()
         WHERE i.created_at < clock_timestamp() - make_interval(secs => $4::double precision / 1000)
            OR (i.status IS NULL AND i.fingerprint = excluded.fingerprint
                AND i.created_at < clock_timestamp() - make_interval(secs => $5::double precision / 1000))
       RETURNING fingerprint, status, content_type, body, true AS mine`,
      [keyId, idemKey, fingerprint, IDEMPOTENCY_TTL_MS, abandonMs],
    );
    if (rows[0]) return { state: 'new' };
    const { rows: held } = await this.q<{ fingerprint: string; status: number | null; content_type: string | null; body: Buffer | null }>(
      'SELECT fingerprint, status, content_type, body FROM idempotency WHERE key_id = $1 AND idem_key = $2',
      [keyId, idemKey],
    );
    const row = held[0];
    if (!row) return this.claimIdempotency(keyId, idemKey, fingerprint, abandonMs); // released meanwhile
    if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
    if (row.status === null) return { state: 'in_progress' };
    if (row.body === null) return { state: 'not_kept' };
    return { state: 'replay', answer: { status: row.status, contentType: row.content_type ?? '', body: row.body } };
  }

  async keepIdempotent(keyId: string, idemKey: string, answer: StoredAnswer | { status: number; body: undefined }): Promise<void> {
    await this.q('UPDATE idempotency SET status = $3, content_type = $4, body = $5 WHERE key_id = $1 AND idem_key = $2', [
      keyId,
      idemKey,
      answer.status,
      'contentType' in answer ? answer.contentType : null,
      answer.body ?? null,
    ]);
  }

  async releaseIdempotency(keyId: string, idemKey: string): Promise<void> {
    await this.q('DELETE FROM idempotency WHERE key_id = $1 AND idem_key = $2 AND status IS NULL', [keyId, idemKey]);
  }

  async ping(): Promise<void> {
    await this.q('SELECT 1');
  }

  async ledger(keyId: string): Promise<LedgerEntry[]> {
    const { rows } = await this.q<{ key_id: string; path: string; cost: string; request_id: string; at: Date }>(
      'SELECT key_id, path, cost, request_id, at FROM ledger WHERE key_id = $1 ORDER BY seq',
      [keyId],
    );
    return rows.map((r) => ({ keyId: r.key_id, path: r.path, cost: Number(r.cost), requestId: r.request_id, at: r.at.toISOString() }));
  }

  async usage(keyId: string, since: string): Promise<EndpointUsage[]> {
    const { rows } = await this.q<{ path: string; calls: string; refunded: string; credits: string }>(
      `SELECT path, count(*) FILTER (WHERE cost > 0) AS calls, count(*) FILTER (WHERE cost < 0) AS refunded,
              sum(cost) AS credits
       FROM ledger WHERE key_id = $1 AND at >= $2::timestamptz AND path <> 'topup'
       GROUP BY path ORDER BY sum(cost) DESC, path`,
      [keyId, since],
    );
    return rows.map((r) => ({ path: r.path, calls: Number(r.calls), refunded: Number(r.refunded), credits: Number(r.credits) }));
  }

  /** Heartbeat, refunds of uncertain debits, and the sweep of dead processes' in-flight debits. */
  private startBackground(): void {
    if (this.timer || this.closed) return;
    const tick = () => void this.maintain().catch(() => {});
    this.timer = setInterval(tick, this.heartbeatMs);
    this.timer.unref();
    tick();
  }

  async recover(): Promise<number> {
    this.startBackground();
    return this.maintain();
  }

  /** One maintenance round (returns the debits it gave back); exported for tests through `maintainNow`. */
  private async maintain(): Promise<number> {
    await this.q(
      'INSERT INTO instances (id, heartbeat_at) VALUES ($1, now()) ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()',
      [this.instanceId],
    );
    for (const requestId of [...this.uncertain]) {
      await this.q(REFUND, [requestId]);
      this.uncertain.delete(requestId);
    }
    const { rows } = await this.q<{ refunded: number }>(SWEEP, [this.instanceTimeoutS]);
    if (rows[0]?.refunded) this.warn('refunded in-flight debits of a stopped process', { refunded: rows[0].refunded });
    await this.q('DELETE FROM idempotency WHERE created_at < now() - make_interval(secs => $1::double precision / 1000)', [
      IDEMPOTENCY_TTL_MS,
    ]);
    await this.q(
      `DELETE FROM instances s WHERE s.heartbeat_at < now() - make_interval(secs => $1 * 4)
         AND NOT EXISTS (SELECT 1 FROM inflight i WHERE i.instance_id = s.id)`,
      [this.instanceTimeoutS],
    );
    return rows[0]?.refunded ?? 0;
  }

  async maintainNow(): Promise<void> {
    await this.maintain();
  }

  /** Debits whose outcome is still unknown (for readiness and tests). */
  get pendingRefunds(): number {
    return this.uncertain.size;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    // Last chance to give back uncertain debits, then leave the instance table.
    try {
      if (this.migrated) {
        for (const requestId of [...this.uncertain]) await this.pool.query(REFUND, [requestId]);
        await this.pool.query('DELETE FROM instances WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM inflight WHERE instance_id = $1)', [
          this.instanceId,
        ]);
      }
    } catch {
      /* the database is down; the sweep of another process will settle what is left */
    }
    this.closed = true;
    await this.pool.end();
  }
}
