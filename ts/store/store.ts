// The storage contract: API keys and the append-only credit ledger. Implementations must make
// `debit` atomic (a conditional update) so that concurrent calls can never overspend. Every
// method is async so that networked stores (PostgreSQL) fit the same contract as SQLite.

/**
 * The largest balance a key may hold: 10^12 credits. Balances stay exact integers in JavaScript
 * numbers (below 2^53), SQLite INTEGER and PostgreSQL bigint; a top-up beyond it is refused.
 */
export const MAX_CREDITS = 1_000_000_000_000;

/** A top-up would take a key's balance above MAX_CREDITS. */
export class CreditLimitError extends Error {
  constructor(readonly balance: number) {
    super(`the balance would exceed ${MAX_CREDITS} credits (it holds ${balance})`);
    this.name = 'CreditLimitError';
  }
}

export interface ApiKeyRecord {
  id: string;
  /** First characters of the key, for recognising it in listings; never enough to use it. */
  prefix: string;
  label: string | null;
  credits: number;
  /** Made with the trial allowance (TRIAL_CREDITS) and never topped up: its 402 says `trial_exhausted`. */
  trial: boolean;
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

/** How long an Idempotency-Key's answer is kept: a day, as Stripe does. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/** An answer kept for replay under an Idempotency-Key. */
export interface StoredAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** What the store knows of an Idempotency-Key when a request arrives with it. */
export type IdempotencyClaim =
  /** First use (or an abandoned one): this request runs and its answer is kept. */
  | { state: 'new' }
  /** The same request was answered: replay this, charge nothing. */
  | { state: 'replay'; answer: StoredAnswer }
  /** The same request is still running elsewhere. */
  | { state: 'in_progress' }
  /** The key was used for a different request. */
  | { state: 'mismatch' }
  /** The same request was answered, but its answer was too large to keep. */
  | { state: 'not_kept' };

export type DebitResult = { ok: true; remaining: number } | { ok: false; remaining: number };

/** One part of a debit taken for several calls at once (the items of a batch). */
export interface DebitPart {
  /** The endpoint's catalog path, as a single call's ledger row names it. */
  path: string;
  /** Credits of this part (positive). */
  cost: number;
  /** The part's own request id: it is refunded or settled alone under it. */
  requestId: string;
  /**
   * Settled at once (`charge`): an answer already in hand, with nothing left that could fail. Both
   * stores write no in-flight row for it, so a charge and debits share one write.
   */
  final?: boolean;
}

export interface Store {
  /** Stores a new key by its SHA-256 hash. */
  createKey(input: { id: string; hash: string; prefix: string; label: string | null; credits: number; trial?: boolean }): Promise<ApiKeyRecord>;
  /** The active (not revoked) key with this hash, if any. */
  findActiveKeyByHash(hash: string): Promise<(ApiKeyRecord & { hash: string }) | undefined>;
  listKeys(): Promise<ApiKeyRecord[]>;
  revokeKey(id: string): Promise<boolean>;
  /** Adds credits (a trial key becomes a paid one); undefined if there is no such key; CreditLimitError beyond MAX_CREDITS. */
  topUp(id: string, credits: number): Promise<ApiKeyRecord | undefined>;
  /** Atomically takes `cost` credits if the key has them and appends a ledger row. */
  debit(keyId: string, cost: number, path: string, requestId: string): Promise<DebitResult>;
  /**
   * Atomically takes the sum of the parts' costs if the key has it (all or nothing), appending one
   * ledger row and one in-flight row per part under the part's request id: each part is then
   * refunded (`refund`) or settled (`settleAll`) on its own, and a process that dies leaves in-flight
   * parts that the store gives back like single debits.
   */
  debitAll(keyId: string, parts: DebitPart[]): Promise<DebitResult>;
  /**
   * `debit` and `settle` in one: the debit is final at once, for an answer already in hand (held
   * from an identical earlier call), where nothing is left that could fail between the two.
   */
  charge(keyId: string, cost: number, path: string, requestId: string): Promise<DebitResult>;
  /** Gives back a debit whose computation failed (appends a negative ledger row). Idempotent per request id. */
  refund(keyId: string, cost: number, path: string, requestId: string): Promise<void>;
  /**
   * Confirms a debit just before its answer is sent. Until then the debit is "in flight": a store
   * shared by many processes gives it back if the process that took it dies (PostgreSQL: a row in
   * `inflight`, reclaimed when its instance stops heart-beating). Returns false if the debit was
   * already given back (the call is then served free rather than charged twice).
   */
  settle(requestId: string): Promise<boolean>;
  /**
   * `settle` for several debits at once, all or none: false, with nothing settled, if any of them
   * was already given back (the caller then refunds the others and answers 503).
   */
  settleAll(requestIds: string[]): Promise<boolean>;
  /**
   * Called once by a serving process at start: registers it (heartbeat) and gives back at once
   * the in-flight debits of processes that are gone (a killed worker, a whole server killed
   * before this start). Returns how many debits were given back.
   */
  recover(): Promise<number>;
  /**
   * Idempotency-Key (Stripe's semantics), per API key: claims `idemKey` for a request with this
   * fingerprint. Records live IDEMPOTENCY_TTL_MS; a claim still running after `abandonMs` (its
   * process died) is taken over.
   */
  claimIdempotency(keyId: string, idemKey: string, fingerprint: string, abandonMs: number): Promise<IdempotencyClaim>;
  /** Keeps the answer of a claimed key (`body` undefined: too large to keep, remembered as such). */
  keepIdempotent(keyId: string, idemKey: string, answer: StoredAnswer | { status: number; body: undefined }): Promise<void>;
  /** Forgets a claim whose request was not answered (5xx, client gone): a retry runs again. */
  releaseIdempotency(keyId: string, idemKey: string): Promise<void>;
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
