// Embedded default store: SQLite through better-sqlite3, WAL mode, schema created on first open.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ApiKeyRecord, DebitResult, EndpointUsage, LedgerEntry, Store } from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  label TEXT,
  credits INTEGER NOT NULL CHECK (credits >= 0),
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
`;

interface KeyRow {
  id: string;
  hash: string;
  prefix: string;
  label: string | null;
  credits: number;
  created_at: string;
  revoked_at: string | null;
}

const toRecord = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  prefix: r.prefix,
  label: r.label,
  credits: r.credits,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
});

export class SqliteStore implements Store {
  private db: Database.Database;
  private byHash: Database.Statement;
  private debitTx: (keyId: string, cost: number, path: string, requestId: string) => DebitResult;
  private refundTx: (keyId: string, cost: number, path: string, requestId: string) => void;

  /** `file` is a path or `:memory:`. */
  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    // Prepared once: the key lookup runs on every request.
    this.byHash = this.db.prepare('SELECT * FROM api_keys WHERE hash = ? AND revoked_at IS NULL');

    const take = this.db.prepare(
      'UPDATE api_keys SET credits = credits - ? WHERE id = ? AND revoked_at IS NULL AND credits >= ?',
    );
    const balance = this.db.prepare('SELECT credits FROM api_keys WHERE id = ?').pluck();
    const append = this.db.prepare('INSERT INTO ledger (key_id, path, cost, request_id, at) VALUES (?, ?, ?, ?, ?)');
    const give = this.db.prepare('UPDATE api_keys SET credits = credits + ? WHERE id = ?');

    this.debitTx = this.db
      .transaction((keyId: string, cost: number, path: string, requestId: string): DebitResult => {
        const changed = take.run(cost, keyId, cost).changes === 1;
        const remaining = (balance.get(keyId) as number | undefined) ?? 0;
        if (!changed) return { ok: false, remaining };
        append.run(keyId, path, cost, requestId, new Date().toISOString());
        return { ok: true, remaining };
      })
      .immediate as unknown as typeof this.debitTx;
    this.refundTx = this.db
      .transaction((keyId: string, cost: number, path: string, requestId: string) => {
        give.run(cost, keyId);
        append.run(keyId, path, -cost, requestId, new Date().toISOString());
      })
      .immediate as unknown as typeof this.refundTx;
  }

  async createKey(input: { id: string; hash: string; prefix: string; label: string | null; credits: number }): Promise<ApiKeyRecord> {
    const createdAt = new Date().toISOString();
    this.db
      .prepare('INSERT INTO api_keys (id, hash, prefix, label, credits, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(input.id, input.hash, input.prefix, input.label, input.credits, createdAt);
    return { id: input.id, prefix: input.prefix, label: input.label, credits: input.credits, createdAt, revokedAt: null };
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
      const r = this.db.prepare('UPDATE api_keys SET credits = credits + ? WHERE id = ?').run(credits, id);
      if (r.changes !== 1) return undefined;
      this.db
        .prepare('INSERT INTO ledger (key_id, path, cost, request_id, at) VALUES (?, ?, ?, ?, ?)')
        .run(id, 'topup', -credits, 'cli', new Date().toISOString());
      return toRecord(this.db.prepare('SELECT * FROM api_keys WHERE id = ?').get(id) as KeyRow);
    });
    return tx.immediate();
  }

  async debit(keyId: string, cost: number, path: string, requestId: string): Promise<DebitResult> {
    return this.debitTx(keyId, cost, path, requestId);
  }

  async refund(keyId: string, cost: number, path: string, requestId: string): Promise<void> {
    this.refundTx(keyId, cost, path, requestId);
  }

  /** One process owns an SQLite file, so a debit is final once taken. */
  async settle(_requestId: string): Promise<boolean> {
    return true;
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
    this.db.close();
  }
}
