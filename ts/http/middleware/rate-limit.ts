// Per-key rate limit (koa-ratelimit, in-memory driver by default).
import type { Middleware } from 'koa';
import ratelimit from 'koa-ratelimit';
import { ApiError } from '../errors.js';

export function rateLimit(opts: { max: number; windowS: number }): Middleware {
  const limiter = ratelimit({
    driver: 'memory',
    db: new Map(),
    duration: opts.windowS * 1000,
    max: opts.max,
    id: (ctx) => (ctx.state.apiKey ? ctx.state.apiKey.id : false),
    headers: { remaining: 'X-RateLimit-Remaining', reset: 'X-RateLimit-Reset', total: 'X-RateLimit-Limit' },
    throw: false,
  });
  return async (ctx, next) => {
    await limiter(ctx, next);
    const limited = ctx.state.rateLimit as { after: number } | undefined;
    if (ctx.status === 429 && limited) {
      const seconds = Math.max(1, Math.ceil(limited.after));
      throw new ApiError('rate_limited', `Rate limit exceeded: retry in ${seconds} seconds.`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
  };
}
