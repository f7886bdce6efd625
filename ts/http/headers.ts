// Setting a response header on the hot path. Koa's `ctx.set` builds arrays for every call (to
// accept an object of headers, and a one-element array for single-value headers), which a paid
// call pays some 17 times over (security, rate limit, request id, caching, credits): in a profile
// of the repeated chart route it was 5 % of the samples. Headers of ours are single strings set
// before anything is sent, so they go straight to Node's `setHeader` (which still validates them).
import type { Context } from 'koa';

/** Sets one response header (a single string value, before the response is sent). */
export function setHeader(ctx: Context, name: string, value: string): void {
  ctx.res.setHeader(name, value);
}
