// The storage contract: API keys and the append-only credit ledger. Implementations must make
// `debit` atomic (a conditional update) so that concurrent calls can never overspend. Every
// method is async so that networked stores (PostgreSQL) fit the same contract as SQLite.

export interface ApiKeyRecord {
  id: string;
  /** First characters of the key, for recognising it in listings; never enough to use it. */
  prefix: string;
  label: string | null;
  credits: number;
  createdAt: string;
  revokedAt: string | null;
}

export interface LedgerEntry {
  keyId: string;
  path: string;
  /** Positive for a debit, negative for a refund or a top-up. */
  cost: number;
  requestId: string;
  at: string;
}

export type DebitResult = { ok: true; remaining: number } | { ok: false; remaining: number };

export interface Store {
  /** Stores a new key by its SHA-256 hash. */
  createKey(input: { id: string; hash: string; prefix: string; label: string | null; credits: number }): Promise<ApiKeyRecord>;
  /** The active (not revoked) key with this hash, if any. */
  findActiveKeyByHash(hash: string): Promise<(ApiKeyRecord & { hash: string }) | undefined>;
  listKeys(): Promise<ApiKeyRecord[]>;
  revokeKey(id: string): Promise<boolean>;
  topUp(id: string, credits: number): Promise<ApiKeyRecord | undefined>;
  /** Atomically takes `cost` credits if the key has them and appends a ledger row. */
  debit(keyId: string, cost: number, path: string, requestId: string): Promise<DebitResult>;
  /** Gives back a debit whose computation failed (appends a negative ledger row). */
  refund(keyId: string, cost: number, path: string, requestId: string): Promise<void>;
  ledger(keyId: string): Promise<LedgerEntry[]>;
  close(): Promise<void>;
}
