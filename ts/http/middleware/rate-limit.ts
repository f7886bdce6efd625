// Per-key rate limit: in-process counters for one process (WindowCounters), the cluster primary's
// counters for the workers of `serve --workers N` (cluster-rate-limit.ts), Redis (ioredis) when
// REDIS_URL is set so that the limit holds across every instance. With Redis, the calls of one
// event-loop turn cost one round trip together: one Lua script counts them in their keys' fixed
// windows and returns the counts and the time left (redis-take.ts; a window starts with the key's
// first call, as in the cluster primary).
//
// Redis unreachable: FAIL OPEN. The request is served without a limit check, a warning is logged
// (at most every 10 s per process) and astrology_rate_limit_backend_errors_total counts it. Why:
// the rate limit protects capacity, it is not what makes calls paid — credits live in the
// ledger (SQLite/PostgreSQL) and are debited atomically whatever Redis does, so a Redis outage
// cannot make calls free or overspend a key; failing closed would turn a cache outage into a
// full API outage. Commands time out after 250 ms and are not queued while Redis is down, so an
// outage adds at most that to a request.
import cluster from 'node:cluster';
import type { Context, Middleware } from 'koa';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ApiError } from '../errors.js';
import { clusterTaker, WindowCounters } from './cluster-rate-limit.js';
import { turnTaker } from './redis-take.js';
import { setHeader } from '../headers.js';

export interface RateLimitOptions {
  max: number;
  windowS: number;
  redisUrl?: string;
  redisPrefix?: string;
  logger?: Logger;
  onBackendError?: () => void;
}

export interface RateLimiter {
  middleware: Middleware;
  /** Redis reachable (true), unreachable (false), or not used (undefined). */
  healthy(): boolean | undefined;
  /** Resolves when Redis is connected, or after `ms` (so that start-up never waits for long). */
  connected(ms: number): Promise<void>;
  close(): Promise<void>;
}

export function openRedis(url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false, // while disconnected, commands fail at once instead of piling up
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 2000), // keep reconnecting forever
  });
  redis.on('error', () => {}); // reported per request below; ioredis would otherwise print each retry
  return redis;
}

/**
 * Calls a request counts for against its key's limit: 1, or the number of items of a batch
 * (`ctx.state.rateUnits`, set by the batch route), since each item is a call.
 */
const unitsOf = (ctx: Context): number => {
  const n = Number(ctx.state.rateUnits);
  return Number.isInteger(n) && n > 1 ? n : 1;
};

const limited = (seconds: number) =>
  new ApiError('rate_limited', `Rate limit exceeded: retry in ${seconds} seconds.`, {
    headers: { 'Retry-After': String(seconds) },
  });

/**
 * The headers of a counted call, and a 429 when it is over the limit: X-RateLimit-Reset in whole
 * epoch seconds, and the IETF RateLimit-Policy / RateLimit fields (draft-ietf-httpapi-ratelimit-headers:
 * quota q per window w seconds; r left, t seconds until the window resets).
 */
function counted(ctx: Context, opts: RateLimitOptions, t: { remaining: number; resetAt: number }): void {
  const left = Math.max(0, t.remaining);
  const resetS = Math.ceil(t.resetAt / 1000);
  const now = Date.now();
  setHeader(ctx, 'X-RateLimit-Limit', String(opts.max));
  setHeader(ctx, 'X-RateLimit-Remaining', String(left));
  setHeader(ctx, 'X-RateLimit-Reset', String(resetS));
  setHeader(ctx, 'RateLimit-Policy', `"per-key";q=${opts.max};w=${opts.windowS}`);
  setHeader(ctx, 'RateLimit', `"per-key";r=${left};t=${Math.min(opts.windowS, Math.max(0, Math.ceil(resetS - now / 1000)))}`);
  if (t.remaining < 0) throw limited(Math.max(1, Math.ceil((t.resetAt - now) / 1000)));
}

/** Logs "serving without rate limit" at most every 10 s, and counts every such call. */
function failOpen(opts: RateLimitOptions) {
  let lastWarn = 0;
  return (e: unknown) => {
    opts.onBackendError?.();
    const now = Date.now();
    if (now - lastWarn > 10_000) {
      lastWarn = now;
      opts.logger?.warn({ err: (e as Error)?.message?.slice(0, 200) }, 'rate limit store unreachable: serving without rate limit (fail open)');
    }
  };
}

/** A worker of a cluster without Redis: the primary counts for all workers. */
function clusterLimiter(opts: RateLimitOptions): RateLimiter {
  const take = clusterTaker();
  const unreachable = failOpen(opts);
  const middleware: Middleware = async (ctx, next) => {
    const key = ctx.state.apiKey as { id: string } | undefined;
    if (!key) return next();
    let t;
    try {
      for (let i = unitsOf(ctx); i > 0; i--) {
        t = await take(key.id, opts.max, opts.windowS * 1000);
        if (t.remaining < 0) break;
      }
    } catch (e) {
      // As with Redis: a limiter that cannot answer lets the call through (credits still hold).
      unreachable(e);
      return next();
    }
    if (!t) return next();
    counted(ctx, opts, t);
    await next();
  };
  return { middleware, healthy: () => undefined, connected: async () => {}, close: async () => {} };
}

/** Limits shared by every instance through Redis: one round trip per event-loop turn (redis-take.ts). */
function redisLimiter(opts: RateLimitOptions, redis: Redis): RateLimiter {
  const take = turnTaker(redis, opts.windowS * 1000);
  const prefix = `${opts.redisPrefix ?? 'astrology-api:ratelimit'}:window:`;
  const unreachable = failOpen(opts);
  const middleware: Middleware = async (ctx, next) => {
    const key = ctx.state.apiKey as { id: string } | undefined;
    if (!key) return next();
    let count: number;
    let left: number;
    try {
      ({ count, left } = await take(prefix + key.id, unitsOf(ctx)));
    } catch (e) {
      unreachable(e);
      setHeader(ctx, 'X-RateLimit-Status', 'unavailable');
      return next();
    }
    counted(ctx, opts, { remaining: opts.max - count, resetAt: Date.now() + left });
    await next();
  };
  return {
    middleware,
    healthy: () => redis.status === 'ready',
    connected: (ms) =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const t = setTimeout(resolve, ms);
        redis.once('ready', () => (clearTimeout(t), resolve()));
      }),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * One process: the same fixed-window counters the cluster primary keeps, asked synchronously (no
 * promise, no store round trip: the cheapest check a paid call makes).
 */
function processLimiter(opts: RateLimitOptions): RateLimiter {
  const counters = new WindowCounters();
  const windowMs = opts.windowS * 1000;
  let pruned = Date.now();
  const middleware: Middleware = (ctx, next) => {
    const key = ctx.state.apiKey as { id: string } | undefined;
    if (!key) return next();
    const now = Date.now();
    // Ended windows are dropped now and then, so idle keys do not accumulate.
    if (now - pruned > 60_000) {
      counters.prune(now);
      pruned = now;
    }
    let t = counters.take(key.id, opts.max, windowMs, now);
    for (let i = unitsOf(ctx); i > 1 && t.remaining >= 0; i--) t = counters.take(key.id, opts.max, windowMs, now);
    counted(ctx, opts, t);
    return next();
  };
  return { middleware, healthy: () => undefined, connected: async () => {}, close: async () => {} };
}

export function rateLimit(opts: RateLimitOptions): RateLimiter {
  if (opts.redisUrl) return redisLimiter(opts, openRedis(opts.redisUrl));
  if (cluster.isWorker) return clusterLimiter(opts);
  return processLimiter(opts);
}
