// Bearer API-key authentication against hashed keys, compared in constant time. Failures are
// cheap and quiet (auth-failures.ts): a refused hash is not looked up again for a minute, and an
// address that keeps failing is answered 429 without a lookup.
import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { hashKey } from '../../store/keys.js';
import type { Store } from '../../store/store.js';
import { ApiError } from '../errors.js';
import { AuthFailures } from './auth-failures.js';

// RFC 6750: a 401 names the scheme (and, when a key was sent but refused, says it is invalid).
const unauthorized = (sent: boolean) =>
  new ApiError('unauthorized', 'The API key is missing or invalid. Send it as "Authorization: Bearer <API_KEY>".', {
    headers: { 'WWW-Authenticate': sent ? 'Bearer realm="astrology-api", error="invalid_token"' : 'Bearer realm="astrology-api"' },
  });

const tooManyFailures = () =>
  new ApiError('rate_limited', 'Too many requests with a missing or invalid API key from this address; wait a minute.', {
    headers: { 'Retry-After': '60' },
  });

export function authenticate(store: Store, opts: { failuresPerMinute: number; logger?: Logger }): Middleware {
  const failures = new AuthFailures(opts.failuresPerMinute, (n) =>
    opts.logger?.warn({ failures: n, window_s: 60 }, 'authentication failures from one address (logged once a minute)'),
  );
  return async (ctx, next) => {
    if (!ctx.state.endpoint?.auth) return next();
    const header = ctx.get('Authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const hash = match?.[1] && match[1].length <= 200 ? hashKey(match[1]) : undefined;
    const address = ctx.ip;
    if (failures.refuse(address, hash)) {
      ctx.state.quiet = true;
      throw tooManyFailures();
    }
    const refuse = (): never => {
      failures.failed(address, hash);
      throw unauthorized(header !== '');
    };
    if (!hash || failures.knownBad(hash)) return refuse();
    const key = await store.findActiveKeyByHash(hash);
    // The lookup is by hash; the final comparison is constant-time regardless.
    if (!key || !timingSafeEqual(Buffer.from(key.hash, 'hex'), Buffer.from(hash, 'hex'))) return refuse();
    failures.succeeded(hash);
    ctx.state.apiKey = key;
    ctx.state.store = store; // for the account endpoint, which reports the key's own usage
    await next();
  };
}
