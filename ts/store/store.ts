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

/** A key's use of one endpoint over a period. */
export interface EndpointUsage {
  path: string;
  /** Calls charged (including those later refunded). */
  calls: number;
  /** Of those, calls whose charge was given back (failed computations, lost answers). */
  refunded: number;
  /** Credits spent, net of refunds. */
  credits: number;
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
  /** Gives back a debit whose computation failed (appends a negative ledger row). Idempotent per request id. */
  refund(keyId: string, cost: number, path: string, requestId: string): Promise<void>;
  /**
   * Confirms a debit just before its answer is sent. Until then the debit is "in flight": a store
   * shared by many processes gives it back if the process that took it dies (PostgreSQL: a row in
   * `inflight`, reclaimed when its instance stops heart-beating). Returns false if the debit was
   * already given back (the call is then served free rather than charged twice).
   */
  settle(requestId: string): Promise<boolean>;
  /** Resolves when the store answers a trivial query; rejects with StoreUnavailableError otherwise. */
  ping(): Promise<void>;
  ledger(keyId: string): Promise<LedgerEntry[]>;
  /** A key's use per endpoint since an instant (ISO 8601), most credits first; top-ups left out. */
  usage(keyId: string, since: string): Promise<EndpointUsage[]>;
  close(): Promise<void>;
}

/**
 * The store cannot be reached (connection refused or lost, timeout). The HTTP layer answers 503
 * `unavailable`; whether a debit in progress took effect is resolved by the store itself.
 */
export class StoreUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`store unavailable: ${reason}`);
    this.name = 'StoreUnavailableError';
  }
}
