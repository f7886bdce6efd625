// Embedded default store: SQLite through better-sqlite3, WAL mode, schema created on first open.
//
// The workers of `serve --workers N` share one file. A debit stays "in flight" (a row in
// `inflight`) until `settle`, just before its answer is sent, as in the PostgreSQL store. Each
// process registers in `instances` (its pid and a heartbeat); a process that is gone (its pid no
// longer runs on this host, or its heartbeat is stale) has its in-flight debits given back by any
// other process, and by the next one to start after the whole server was killed.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { debitRun, settleRun, type DebitItem } from './sqlite-debits.js';
import { WriteBatch } from './write-batch.js';
import {
  CreditLimitError,
  IDEMPOTENCY_TTL_MS,
  MAX_CREDITS,
  type ApiKeyRecord,
  type DebitPart,
  type DebitResult,
  type EndpointUsage,
  type IdempotencyClaim,
  type LedgerEntry,
  type Store,
  type StoredAnswer,
} from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  label TEXT,
  credits INTEGER NOT NULL CHECK (credits >= 0),
  trial INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE TABLE IF NOT EXISTS ledger (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  key_id TEXT NOT NULL REFERENCES api_keys(id),
  path TEXT NOT NULL,
  cost INTEGER NOT NULL,
  request_id TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ledger_key ON ledger(key_id);
-- The ledger is append-only: history is never rewritten.
CREATE TRIGGER IF NOT EXISTS ledger_no_update BEFORE UPDATE ON ledger
  BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS ledger_no_delete BEFORE DELETE ON ledger
  BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
-- Serving processes: pid and host to tell at once whether one is gone, heartbeat (ms since epoch)
-- for the case the pid was reused.
CREATE TABLE IF NOT EXISTS instances (
  id TEXT PRIMARY KEY,
  pid INTEGER NOT NULL,
  host TEXT NOT NULL,
  heartbeat_at INTEGER NOT NULL
);
-- Debits taken and not yet answered; removed by settle (answered) or refund (given back).
CREATE TABLE IF NOT EXISTS inflight (
  request_id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL REFERENCES api_keys(id),
  path TEXT NOT NULL,
  cost INTEGER NOT NULL,
  instance_id TEXT NOT NULL,
  started_at INTEGER NOT NULL
);
-- Answers kept for Idempotency-Key replays (status NULL: the request is still running).
CREATE TABLE IF NOT EXISTS idempotency (
  key_id TEXT NOT NULL,
  idem_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER,
  content_type TEXT,
  body BLOB,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (key_id, idem_key)
);
CREATE INDEX IF NOT EXISTS idempotency_age ON idempotency(created_at);
`;

export interface SqliteOptions {
  /** A process whose heartbeat is older than this is presumed gone (seconds). */
  instanceTimeoutS?: number;
  heartbeatMs?: number;
  /** Called with operational warnings (never with keys or request data). */
  warn?: (msg: string, fields?: Record<string, unknown>) => void;
}

/** Whether a process with this pid runs on this machine (EPERM: it runs, as another user). */
function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface KeyRow {
  id: string;
  hash: string;
  prefix: string;
  label: string | null;
  credits: number;
  trial: number;
  created_at: string;
  revoked_at: string | null;
}

const toRecord = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  prefix: r.prefix,
  label: r.label,
  credits: r.credits,
  trial: r.trial === 1,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
});

/** Thrown inside settleAll's transaction to roll it back. */
class NotAllSettled extends Error {}

export class SqliteStore implements Store {
  readonly instanceId = 'inst_' + randomBytes(8).toString('hex');
  private db: Database.Database;
  private byHash: Database.Statement;
  /** Debits of one run of the group commit, in flight unless final (charges; sqlite-debits.ts). */
  private debits: (items: DebitItem[]) => DebitResult[];
  private settles: (requestIds: string[]) => boolean[];
  private settleAllTx: (requestIds: string[]) => boolean;
  private refundTx: (requestId: string) => boolean;
  /** The metering writes of one event-loop turn, committed together (write-batch.ts). */
  private writes: WriteBatch;
  private timer: NodeJS.Timeout | undefined;
  private readonly instanceTimeoutS: number;
  private readonly heartbeatMs: number;
  private readonly warn: (msg: string, fields?: Record<string, unknown>) => void;

  /** `file` is a path or `:memory:`. */
  constructor(file: string, opts: SqliteOptions = {}) {
    this.instanceTimeoutS = opts.instanceTimeoutS ?? 15;
    this.heartbeatMs = opts.heartbeatMs ?? 2000;
    this.warn = opts.warn ?? ((m) => process.stderr.write(`astrology-api sqlite: ${m}\n`));
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL syncs at checkpoints, not at every commit: a killed process loses
    // nothing (the WAL is in the OS's hands), only a power cut can lose the last commits. Every
    // paid call writes twice (debit, then settle); the writes of calls arriving together share
    // one commit (WriteBatch).
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    // Files made before keys knew whether they were trial keys.
    const columns = this.db.prepare('PRAGMA table_info(api_keys)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'trial')) this.db.exec('ALTER TABLE api_keys ADD COLUMN trial INTEGER NOT NULL DEFAULT 0');
    // Prepared once: the key lookup runs on every request.
    this.byHash = this.db.prepare('SELECT * FROM api_keys WHERE hash = ? AND revoked_at IS NULL');
    this.debits = debitRun(this.db, this.instanceId);
    this.refundTx = this.prepareRefund();
    this.settles = settleRun(this.db);
    this.settleAllTx = this.prepareSettleAll();
    this.writes = new WriteBatch(this.db);
  }

  /** Removes every in-flight row named, or (one of them gone: given back meanwhile) none. */
  private prepareSettleAll(): typeof this.settleAllTx {
    const remove = this.db.prepare('DELETE FROM inflight WHERE request_id = ?');
    const all = this.db.transaction((requestIds: string[]) => {
      const removed = requestIds.reduce((n, id) => n + remove.run(id).changes, 0);
      if (removed !== requestIds.length) throw new NotAllSettled();
    });
    return (requestIds) => {
      try {
        all.immediate(requestIds);
        return true;
      } catch (e) {
        if (e instanceof NotAllSettled) return false;
        throw e;
      }
    };
  }

  /**
   * Gives back an in-flight debit. The in-flight row is taken first, so a debit is given back
   * at most once (a refund racing a sweep, or repeated) and never after it was settled.
   */
  private prepareRefund(): typeof this.refundTx {
    const take = this.db.prepare('DELETE FROM inflight WHERE request_id = ? RETURNING key_id, path, cost');
    const give = this.db.prepare('UPDATE api_keys SET credits = credits + ? WHERE id = ?');
    const append = this.db.prepare('INSERT INTO ledger (key_id, path, cost, request_id, at) VALUES (?, ?, ?, ?, ?)');
    return this.db
      .transaction((requestId: string): boolean => {
        const row = take.get(requestId) as { key_id: string; path: string; cost: number } | undefined;
        if (!row) return false;
        give.run(row.cost, row.key_id);
        append.run(row.key_id, row.path, -row.cost, requestId, new Date().toISOString());
        return true;
      })
      .immediate as unknown as typeof this.refundTx;
  }

  async createKey(input: { id: string; hash: string; prefix: string; label: string | null; credits: number; trial?: boolean }): Promise<ApiKeyRecord> {
    const createdAt = new Date().toISOString();
    const trial = input.trial ?? false;
    this.db
      .prepare('INSERT INTO api_keys (id, hash, prefix, label, credits, trial, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(input.id, input.hash, input.prefix, input.label, input.credits, trial ? 1 : 0, createdAt);
    return { id: input.id, prefix: input.prefix, label: input.label, credits: input.credits, trial, createdAt, revokedAt: null };
  }

  async findActiveKeyByHash(hash: string): Promise<(ApiKeyRecord & { hash: string }) | undefined> {
    const row = this.byHash.get(hash) as
      | KeyRow
      | undefined;
    return row ? { ...toRecord(row), hash: row.hash } : undefined;
  }

  async listKeys(): Promise<ApiKeyRecord[]> {
    return (this.db.prepare('SELECT * FROM api_keys ORDER BY created_at').all() as KeyRow[]).map(toRecord);
  }

  async revokeKey(id: string): Promise<boolean> {
    const r = this.db
      .prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
      .run(new Date().toISOString(), id);
    return r.changes === 1;
  }

  async topUp(id: string, credits: number): Promise<ApiKeyRecord | undefined> {
    const tx = this.db.transaction(() => {
      const before = this.db.prepare('SELECT credits FROM api_keys WHERE id = ?').pluck().get(id) as number | undefined;
      if (before === undefined) return undefined;
      if (!Number.isSafeInteger(credits) || credits < 0 || before + credits > MAX_CREDITS) throw new CreditLimitError(before);
      this.db.prepare('UPDATE api_keys SET credits = credits + ?, trial = 0 WHERE id = ?').run(credits, id);
      this.db
        .prepare('INSERT INTO ledger (key_id, path, cost, request_id, at) VALUES (?, ?, ?, ?, ?)')
        .run(id, 'topup', -credits, 'cli', new Date().toISOString());
      return toRecord(this.db.prepare('SELECT * FROM api_keys WHERE id = ?').get(id) as KeyRow);
    });
    return tx.immediate();
  }

  async debit(keyId: string, cost: number, path: string, requestId: string): Promise<DebitResult> {
    this.startHeartbeat();
    return this.writes.submitRun('debit', { keyId, parts: [{ path, cost, requestId }] }, this.debits);
  }

  async debitAll(keyId: string, parts: DebitPart[]): Promise<DebitResult> {
    this.startHeartbeat();
    return this.writes.submitRun('debit', { keyId, parts }, this.debits);
  }

  async charge(keyId: string, cost: number, path: string, requestId: string): Promise<DebitResult> {
    this.startHeartbeat();
    return this.writes.submitRun('debit', { keyId, parts: [{ path, cost, requestId, final: true }] }, this.debits);
  }

  async refund(_keyId: string, _cost: number, _path: string, requestId: string): Promise<void> {
    await this.writes.submit(() => this.refundTx(requestId));
  }

  async settle(requestId: string): Promise<boolean> {
    return this.writes.submitRun('settle', requestId, this.settles);
  }

  async settleAll(requestIds: string[]): Promise<boolean> {
    return this.writes.submit(() => this.settleAllTx(requestIds));
  }

  async recover(): Promise<number> {
    this.startHeartbeat();
    return this.sweep();
  }

  /** Registers this process and refreshes its heartbeat every `heartbeatMs`, sweeping each time. */
  private startHeartbeat(): void {
    if (this.timer || !this.db.open) return;
    this.beat();
    this.timer = setInterval(() => {
      try {
        this.beat();
        this.sweep();
        this.db.prepare('DELETE FROM idempotency WHERE created_at < ?').run(Date.now() - IDEMPOTENCY_TTL_MS);
      } catch (e) {
        this.warn('heartbeat failed', { error: (e as Error).message });
      }
    }, this.heartbeatMs);
    this.timer.unref();
  }

  private beat(): void {
    this.db
      .prepare('INSERT INTO instances (id, pid, host, heartbeat_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET heartbeat_at = excluded.heartbeat_at')
      .run(this.instanceId, process.pid, hostname(), Date.now());
  }

  /** Gives back the in-flight debits of processes that are gone; returns how many. */
  private sweep(): number {
    const staleBefore = Date.now() - this.instanceTimeoutS * 1000;
    const others = this.db.prepare('SELECT id, pid, host, heartbeat_at FROM instances WHERE id != ?').all(this.instanceId) as {
      id: string;
      pid: number;
      host: string;
      heartbeat_at: number;
    }[];
    const gone = others.filter((i) => i.heartbeat_at < staleBefore || (i.host === hostname() && !pidRuns(i.pid)));
    let refunded = 0;
    for (const instance of gone) {
      const ids = this.db.prepare('SELECT request_id FROM inflight WHERE instance_id = ?').pluck().all(instance.id) as string[];
      for (const id of ids) if (this.refundTx(id)) refunded++;
      this.db.prepare('DELETE FROM instances WHERE id = ?').run(instance.id);
    }
    // Debits left by processes that never registered (an older version) are given back too.
    const orphans = this.db
      .prepare('SELECT request_id FROM inflight WHERE instance_id NOT IN (SELECT id FROM instances) AND instance_id != ?')
      .pluck()
      .all(this.instanceId) as string[];
    for (const id of orphans) if (this.refundTx(id)) refunded++;
    if (refunded) this.warn('refunded in-flight debits of a stopped process', { refunded });
    return refunded;
  }

  async claimIdempotency(keyId: string, idemKey: string, fingerprint: string, abandonMs: number): Promise<IdempotencyClaim> {
    const claim = this.db.transaction((): IdempotencyClaim => {
      const now = Date.now();
      this.db.prepare('DELETE FROM idempotency WHERE key_id = ? AND idem_key = ? AND created_at < ?').run(keyId, idemKey, now - IDEMPOTENCY_TTL_MS);
      const row = this.db
        .prepare('SELECT fingerprint, status, content_type, body, created_at FROM idempotency WHERE key_id = ? AND idem_key = ?')
        .get(keyId, idemKey) as { fingerprint: string; status: number | null; content_type: string | null; body: Buffer | null; created_at: number } | undefined;
      if (!row) {
        this.db
          .prepare('INSERT INTO idempotency (key_id, idem_key, fingerprint, created_at) VALUES (?, ?, ?, ?)')
          .run(keyId, idemKey, fingerprint, now);
        return { state: 'new' };
      }
      if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
      if (row.status === null) {
        if (row.created_at >= now - abandonMs) return { state: 'in_progress' };
        this.db.prepare('UPDATE idempotency SET created_at = ? WHERE key_id = ? AND idem_key = ?').run(now, keyId, idemKey);
        return { state: 'new' };
      }
      if (row.body === null) return { state: 'not_kept' };
      return { state: 'replay', answer: { status: row.status, contentType: row.content_type ?? '', body: row.body } };
    });
    return claim.immediate();
  }

  async keepIdempotent(keyId: string, idemKey: string, answer: StoredAnswer | { status: number; body: undefined }): Promise<void> {
    this.db
      .prepare('UPDATE idempotency SET status = ?, content_type = ?, body = ? WHERE key_id = ? AND idem_key = ?')
      .run(answer.status, 'contentType' in answer ? answer.contentType : null, answer.body ?? null, keyId, idemKey);
  }

  async releaseIdempotency(keyId: string, idemKey: string): Promise<void> {
    this.db.prepare('DELETE FROM idempotency WHERE key_id = ? AND idem_key = ? AND status IS NULL').run(keyId, idemKey);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async ledger(keyId: string): Promise<LedgerEntry[]> {
    return (
      this.db
        .prepare('SELECT key_id, path, cost, request_id, at FROM ledger WHERE key_id = ? ORDER BY seq')
        .all(keyId) as { key_id: string; path: string; cost: number; request_id: string; at: string }[]
    ).map((r) => ({ keyId: r.key_id, path: r.path, cost: r.cost, requestId: r.request_id, at: r.at }));
  }

  async usage(keyId: string, since: string): Promise<EndpointUsage[]> {
    return this.db
      .prepare(
        `SELECT path, SUM(cost > 0) AS calls, SUM(cost < 0) AS refunded, SUM(cost) AS credits
         FROM ledger WHERE key_id = ? AND at >= ? AND path != 'topup'
         GROUP BY path ORDER BY credits DESC, path`,
      )
      .all(keyId, since) as EndpointUsage[];
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (!this.db.open) return;
    this.writes.flush();
    // A clean stop leaves nothing in flight; the row goes only then, so a sweep still finds any.
    this.db.prepare('DELETE FROM instances WHERE id = ? AND NOT EXISTS (SELECT 1 FROM inflight WHERE instance_id = ?)').run(this.instanceId, this.instanceId);
    this.db.close();
  }
}
