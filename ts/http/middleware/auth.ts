// Bearer API-key authentication against hashed keys, compared in constant time.
import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { hashKey } from '../../store/keys.js';
import type { Store } from '../../store/store.js';
import { ApiError } from '../errors.js';

// RFC 6750: a 401 names the scheme (and, when a key was sent but refused, says it is invalid).
const unauthorized = (sent: boolean) =>
  new ApiError('unauthorized', 'The API key is missing or invalid. Send it as "Authorization: Bearer <API_KEY>".', {
    headers: { 'WWW-Authenticate': sent ? 'Bearer realm="astrology-api", error="invalid_token"' : 'Bearer realm="astrology-api"' },
  });

export function authenticate(store: Store): Middleware {
  return async (ctx, next) => {
    if (!ctx.state.endpoint?.auth) return next();
    const header = ctx.get('Authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1] || match[1].length > 200) throw unauthorized(header !== '');
    const hash = hashKey(match[1]);
    const key = await store.findActiveKeyByHash(hash);
    // The lookup is by hash; the final comparison is constant-time regardless.
    if (!key || !timingSafeEqual(Buffer.from(key.hash, 'hex'), Buffer.from(hash, 'hex'))) throw unauthorized(true);
    ctx.state.apiKey = key;
    ctx.state.store = store; // for the account endpoint, which reports the key's own usage
    await next();
  };
}
