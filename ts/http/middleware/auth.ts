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

type KeyRecord = NonNullable<Awaited<ReturnType<Store['findActiveKeyByHash']>>>;

/**
 * Accepted keys remembered for `ms` by hash, for paid calls only, with a networked store (each
 * lookup there is a round trip): the debit itself re-checks, in the same statement, that the key
 * is not revoked and holds the credits, so a remembered record can neither overspend nor outlive
 * a revocation (metered-call.ts asks again when such a debit is refused). Free calls (the
 * account, which shows the balance) always look the key up.
 */
function acceptedKeys(ms: number) {
  const held = new Map<string, { key: KeyRecord; until: number }>();
  return {
    get(hash: string): KeyRecord | undefined {
      const e = held.get(hash);
      if (!e) return undefined;
      if (e.until > Date.now()) return e.key;
      held.delete(hash);
      return undefined;
    },
    set(hash: string, key: KeyRecord): void {
      if (ms <= 0) return;
      if (held.size >= 10_000) held.delete(held.keys().next().value!);
      held.set(hash, { key, until: Date.now() + ms });
    },
    forget: (hash: string) => held.delete(hash),
  };
}

export function authenticate(store: Store, opts: { failuresPerMinute: number; logger?: Logger; keyCacheMs?: number }): Middleware {
  const failures = new AuthFailures(opts.failuresPerMinute, (n) =>
    opts.logger?.warn({ failures: n, window_s: 60 }, 'authentication failures from one address (logged once a minute)'),
  );
  const remembered = acceptedKeys(opts.keyCacheMs ?? 0);
  // Calls with the same key arriving together share one lookup (a burst of a client's calls
  // would otherwise queue as many identical queries for the store's connections).
  const looking = new Map<string, Promise<KeyRecord | undefined>>();
  const lookUp = (hash: string): Promise<KeyRecord | undefined> => {
    let p = looking.get(hash);
    if (!p) {
      p = store.findActiveKeyByHash(hash).finally(() => looking.delete(hash));
      looking.set(hash, p);
    }
    return p;
  };
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
    const paid = (ctx.state.endpoint.cost ?? 0) > 0;
    const cached = paid ? remembered.get(hash) : undefined;
    const key = cached ?? (await lookUp(hash));
    // The lookup is by hash; the final comparison is constant-time regardless.
    if (!key || !timingSafeEqual(Buffer.from(key.hash, 'hex'), Buffer.from(hash, 'hex'))) return refuse();
    failures.succeeded(hash);
    if (cached) {
      // A refused debit asks the store again: revoked meanwhile is a 401, not a 402.
      ctx.state.keyStillActive = async () => {
        remembered.forget(hash);
        if (!(await store.findActiveKeyByHash(hash))) throw unauthorized(true);
        return true;
      };
    } else remembered.set(hash, key);
    ctx.state.apiKey = key;
    ctx.state.store = store; // for the account endpoint, which reports the key's own usage
    await next();
  };
}
