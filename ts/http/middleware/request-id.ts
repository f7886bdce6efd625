// Gives every request an id, exposed as X-Request-Id, in every error and in the logs: the
// client's own X-Request-Id when it is well formed (so its logs and ours name the same call),
// `req_<random>` otherwise. A W3C `traceparent` is kept for the logs.
import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import { setHeader } from '../headers.js';

/** Ids a client may choose: 8 to 128 letters, digits, dots, dashes and underscores. */
const CLIENT_ID = /^[A-Za-z0-9._-]{8,128}$/;
/** W3C Trace Context, version 00. */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

// Random bytes drawn 4 KiB at a time: one call into the system's generator per 341 ids instead of
// one per request (the ids are as random; they are names, not secrets).
const ID_BYTES = 12;
let pool = Buffer.alloc(0);
let used = 0;
/** `req_` and 24 random hex digits. */
export function newRequestId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(ID_BYTES * 341);
    used = 0;
  }
  used += ID_BYTES;
  return 'req_' + pool.toString('hex', used - ID_BYTES, used);
}

export function requestId(): Middleware {
  return async (ctx, next) => {
    const given = ctx.get('X-Request-Id');
    const id = CLIENT_ID.test(given) ? given : newRequestId();
    ctx.state.requestId = id;
    // The ledger's id of a charge is always ours: a client may send the same X-Request-Id twice.
    ctx.state.chargeId = id === given ? newRequestId() : id;
    ctx.state.arrivedAt = performance.now();
    setHeader(ctx, 'X-Request-Id', id);
    const trace = TRACEPARENT.exec(ctx.get('traceparent'));
    if (trace && !/^0+$/.test(trace[1]!) && !/^0+$/.test(trace[2]!)) {
      ctx.state.trace = { trace_id: trace[1], parent_id: trace[2] };
    }
    await next();
  };
}
