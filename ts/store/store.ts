// The storage contract: API keys and the append-only credit ledger. Implementations must make
// `debit` atomic (a conditional update) so that concurrent calls can never overspend.

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
  createKey(input: { id: string; hash: string; prefix: string; label: string | null; credits: number }): ApiKeyRecord;
  /** The active (not revoked) key with this hash, if any. */
  findActiveKeyByHash(hash: string): (ApiKeyRecord & { hash: string }) | undefined;
  listKeys(): ApiKeyRecord[];
  revokeKey(id: string): boolean;
  topUp(id: string, credits: number): ApiKeyRecord | undefined;
  /** Atomically takes `cost` credits if the key has them and appends a ledger row. */
  debit(keyId: string, cost: number, path: string, requestId: string): DebitResult;
  /** Gives back a debit whose computation failed (appends a negative ledger row). */
  refund(keyId: string, cost: number, path: string, requestId: string): void;
  ledger(keyId: string): LedgerEntry[];
  close(): void;
}
