// Idempotency-Key (Stripe's semantics): a client that lost an answer retries with the same key
// and gets the stored answer (or its 4xx) again, charged once. Per API key; records live a day.
// - same key, same request (method, path, query, Accept), answered: replayed with
//   `Idempotent-Replayed: true` and `X-Credits-Charged: 0`;
// - same key, same request, still running: 409, retry shortly;
// - same key, a different request: 422;
// - a 5xx or a client that left: the claim is released (nothing was charged), a retry runs anew.
// Answers up to IDEMPOTENCY_MAX_BYTES are kept; a larger one is remembered as answered but not
// replayable (409 would be wrong: it is done), so a retry gets 422 naming the bound.
import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Store, StoredAnswer } from '../../store/store.js';
import { ApiError, invalidRequest } from '../errors.js';
import { renderError } from './errors.js';

/** Printable ASCII, as Stripe accepts: a UUID, a hash, an order number. */
const VALID = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyOptions {
  /** Largest answer kept for replay, in bytes. */
  maxBytes: number;
  /** A claim still running after this long is presumed abandoned (its process died). */
  abandonMs: number;
}

/** What makes two requests the same: method, path, the query in canonical order, the media type asked for. */
function fingerprint(ctx: Context): string {
  const query = [...new URLSearchParams(ctx.querystring)].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify([ctx.method === 'HEAD' ? 'GET' : ctx.method, ctx.path, query, ctx.get('Accept')]))
    .digest('hex');
}

function replay(ctx: Context, answer: StoredAnswer): void {
  ctx.status = answer.status;
  ctx.type = answer.contentType;
  ctx.body = answer.body;
  ctx.set('Idempotent-Replayed', 'true');
  ctx.set('X-Credits-Charged', '0');
}

/** The answer as bytes, as it will be sent (JSON bodies serialised as Koa would). */
function bytesOf(ctx: Context): Buffer | undefined {
  const b = ctx.body;
  if (b === undefined || b === null) return undefined;
  if (Buffer.isBuffer(b)) return b;
  if (typeof b === 'string') return Buffer.from(b);
  if (typeof b === 'object' && typeof (b as { pipe?: unknown }).pipe === 'function') return undefined; // a stream
  return Buffer.from(JSON.stringify(b));
}

export function idempotency(store: Store, opts: IdempotencyOptions): Middleware {
  return async (ctx, next) => {
    const idemKey = ctx.get('Idempotency-Key');
    const key = ctx.state.apiKey as { id: string } | undefined;
    if (!idemKey || !key) return next();
    if (!VALID.test(idemKey)) {
      throw invalidRequest([{ param: 'Idempotency-Key', message: 'must be 1 to 255 printable ASCII characters' }]);
    }
    const claim = await store.claimIdempotency(key.id, idemKey, fingerprint(ctx), opts.abandonMs);
    if (claim.state === 'replay') return replay(ctx, claim.answer);
    if (claim.state === 'in_progress') {
      throw new ApiError('conflict', 'A request with this Idempotency-Key is still running; retry shortly to get its answer.', {
        headers: { 'Retry-After': '1' },
      });
    }
    if (claim.state === 'mismatch') {
      throw new ApiError('unsupported', 'This Idempotency-Key was already used for a different request; use a new key for a new request.');
    }
    if (claim.state === 'not_kept') {
      throw new ApiError(
        'unsupported',
        `The request with this Idempotency-Key was answered and charged once, but its answer was larger than ${opts.maxBytes} bytes and was not kept; send a new key to compute it again.`,
      );
    }
    try {
      await next();
    } catch (e) {
      // A 4xx is an answer like any other (kept and replayed); anything else is released.
      if (!(e instanceof ApiError) || e.status >= 500) {
        await store.releaseIdempotency(key.id, idemKey).catch(() => {});
        throw e;
      }
      renderError(ctx, e);
    }
    await keep(store, ctx, key.id, idemKey, opts.maxBytes);
  };
}

async function keep(store: Store, ctx: Context, keyId: string, idemKey: string, maxBytes: number): Promise<void> {
  const body = bytesOf(ctx);
  const answered = ctx.respond !== false && !ctx.state.clientGone && ctx.status < 500 && ctx.status !== 304 && body !== undefined;
  if (!answered) return store.releaseIdempotency(keyId, idemKey);
  const contentType = String(ctx.response.get('Content-Type') || 'application/json; charset=utf-8');
  await store.keepIdempotent(keyId, idemKey, body.length <= maxBytes ? { status: ctx.status, contentType, body } : { status: ctx.status, body: undefined });
}
