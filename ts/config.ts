import { availableParallelism } from 'node:os';

// Service configuration, read once from the environment. Fields after `topUpUrl` are optional so
// that a literal Config (tests, benches) keeps compiling; `withDefaults` fills them in.

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  trialCredits: number;
  rateLimitMax: number;
  rateLimitWindowS: number;
  topUpUrl: string;
  buildCommit?: string;
  /** Where users get the source of this server (AGPL-3.0 §13), shown by /v1/meta/version. */
  sourceUrl?: string;
  /** `redis://...`: rate limits shared by every instance. Unset: in-process limits. */
  redisUrl?: string;
  /** Key prefix of the rate-limit counters in Redis. */
  redisPrefix?: string;
  /** Origins allowed by CORS; `*` for any; empty: no CORS headers at all (the default). */
  corsOrigins?: string[];
  /** Worker processes for `serve` (node:cluster); 1 = no cluster. */
  workers?: number;
  /** pino level: fatal, error, warn, info, debug, silent. */
  logLevel?: string;
  /** Max bytes of the request line plus headers (Node's maxHeaderSize). */
  maxHeaderBytes?: number;
  /** Max characters of the request target (path + query). */
  maxUrlLength?: number;
  /** Max number of query parameters. */
  maxQueryParams?: number;
  /** Seconds a request may take to arrive, and its computation to answer (then 503, nothing charged). */
  requestTimeoutS?: number;
  /** Largest answer kept for an Idempotency-Key replay, in bytes. */
  idempotencyMaxBytes?: number;
  /** Failed authentications one client address may make per minute before it gets 429 without a lookup. */
  authFailuresPerMinute?: number;
  /** Long computations run at once by one process, all keys together (default: cores - 1, at least 1). */
  heavySlots?: number;
  /** Long computations (reports, scans; `heavy` in the catalog) one key may run at once, per process. */
  heavyPerKey?: number;
  /** Seconds SIGTERM waits for in-flight requests before exiting anyway. */
  shutdownTimeoutS?: number;
  /** PostgreSQL pool size per process. */
  pgPoolMax?: number;
  /** Seconds without heartbeat after which a process's in-flight debits are refunded (PostgreSQL). */
  instanceTimeoutS?: number;
  /** Bearer token required by /metrics; unset: /metrics is open (restrict it at the proxy). */
  metricsToken?: string;
  /** Serve /metrics without a token (only when the operator says so: METRICS_PUBLIC=true). */
  metricsPublic?: boolean;
  /** Port where the cluster primary serves metrics aggregated over all workers (0 = off). */
  metricsPort?: number;
  /** MiB of answers each process keeps for identical requests (0 = no answer cache). */
  answerCacheMb?: number;
  /** With REDIS_URL: answers are also shared between instances through Redis. */
  answerCacheShared?: boolean;
  /**
   * Milliseconds an accepted API key is remembered for paid calls, saving a lookup per call
   * (default 1000: the debit re-checks the key, so a remembered key never outlives a revocation).
   */
  keyCacheMs?: number;
}

export type FullConfig = Required<Omit<Config, 'buildCommit' | 'redisUrl' | 'metricsToken' | 'sourceUrl'>> &
  Pick<Config, 'buildCommit' | 'redisUrl' | 'metricsToken' | 'sourceUrl'>;

/** Every default, written once: `configFromEnv` falls back to these, `withDefaults` fills them in. */
export const DEFAULTS = {
  port: 3000,
  host: '0.0.0.0',
  databaseUrl: 'sqlite:./data/astrology.db',
  trialCredits: 500,
  rateLimitMax: 120,
  rateLimitWindowS: 60,
  // No address unless the operator gives one: a 402 then carries no top_up_url.
  topUpUrl: '',
  redisPrefix: 'astrology-api:ratelimit',
  corsOrigins: [] as string[],
  workers: 1,
  logLevel: 'info',
  maxHeaderBytes: 8192,
  maxUrlLength: 4096,
  maxQueryParams: 40,
  requestTimeoutS: 30,
  heavyPerKey: 4,
  heavySlots: Math.max(1, availableParallelism() - 1),
  authFailuresPerMinute: 30,
  idempotencyMaxBytes: 8 * 1024 * 1024,
  shutdownTimeoutS: 10,
  pgPoolMax: 10,
  instanceTimeoutS: 15,
  metricsPort: 0,
  metricsPublic: false,
  answerCacheMb: 16,
  answerCacheShared: false,
  keyCacheMs: 1000,
};

export function withDefaults(c: Config): FullConfig {
  const given = Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined));
  return { ...DEFAULTS, ...given } as FullConfig;
}

function int(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

function list(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function configFromEnv(): FullConfig {
  return withDefaults({
    port: int('PORT', DEFAULTS.port, 0),
    host: process.env.HOST || DEFAULTS.host,
    databaseUrl: process.env.DATABASE_URL || DEFAULTS.databaseUrl,
    trialCredits: int('TRIAL_CREDITS', DEFAULTS.trialCredits, 0),
    rateLimitMax: int('RATE_LIMIT_MAX', DEFAULTS.rateLimitMax, 1),
    rateLimitWindowS: int('RATE_LIMIT_WINDOW_S', DEFAULTS.rateLimitWindowS, 1),
    topUpUrl: process.env.TOP_UP_URL || DEFAULTS.topUpUrl,
    buildCommit: process.env.BUILD_COMMIT || undefined,
    sourceUrl: process.env.SOURCE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    redisPrefix: process.env.REDIS_PREFIX || undefined,
    corsOrigins: list('CORS_ORIGINS'),
    workers: int('WORKERS', DEFAULTS.workers, 1),
    logLevel: process.env.LOG_LEVEL || undefined,
    maxHeaderBytes: int('MAX_HEADER_BYTES', DEFAULTS.maxHeaderBytes, 1024),
    maxUrlLength: int('MAX_URL_LENGTH', DEFAULTS.maxUrlLength, 256),
    maxQueryParams: int('MAX_QUERY_PARAMS', DEFAULTS.maxQueryParams, 1),
    requestTimeoutS: int('REQUEST_TIMEOUT_S', DEFAULTS.requestTimeoutS, 1),
    idempotencyMaxBytes: int('IDEMPOTENCY_MAX_BYTES', DEFAULTS.idempotencyMaxBytes, 0),
    authFailuresPerMinute: int('AUTH_FAILURES_PER_MIN', DEFAULTS.authFailuresPerMinute, 1),
    heavySlots: int('HEAVY_SLOTS', DEFAULTS.heavySlots, 1),
    heavyPerKey: int('HEAVY_PER_KEY', DEFAULTS.heavyPerKey, 1),
    shutdownTimeoutS: int('SHUTDOWN_TIMEOUT_S', DEFAULTS.shutdownTimeoutS, 0),
    pgPoolMax: int('PG_POOL_MAX', DEFAULTS.pgPoolMax, 1),
    instanceTimeoutS: int('INSTANCE_TIMEOUT_S', DEFAULTS.instanceTimeoutS, 1),
    metricsToken: process.env.METRICS_TOKEN || undefined,
    metricsPublic: ['1', 'true'].includes((process.env.METRICS_PUBLIC ?? '').toLowerCase()),
    metricsPort: int('METRICS_PORT', DEFAULTS.metricsPort, 0),
    answerCacheMb: int('ANSWER_CACHE_MB', DEFAULTS.answerCacheMb, 0),
    keyCacheMs: int('KEY_CACHE_MS', DEFAULTS.keyCacheMs, 0),
    answerCacheShared: ['1', 'true'].includes((process.env.ANSWER_CACHE_SHARED ?? '').toLowerCase()),
  });
}
