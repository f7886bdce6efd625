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

// Our ids begin with the time (milliseconds, 11 hex digits) and end with 13 random hex digits
// (52 bits). The ledger and the in-flight table index charges by this id: ids that grow with time
// are inserted at the right edge of those B-trees, in pages already in memory and already logged
// since the last checkpoint, where random ids land on a different page each time (a full-page
// image in the WAL for most inserts after a checkpoint, and a search from the root through cold
// pages). Ids made in the same millisecond differ by their random part.
// Random bytes are drawn 4 KiB at a time: one call into the system's generator per 585 ids instead
// of one per request (the ids are names, not secrets).
const RANDOM_BYTES = 7;
let pool = Buffer.alloc(0);
let used = 0;
/** `req_`, the time in ms as 11 hex digits, and 13 random hex digits (24 in all). */
export function newRequestId(): string {
  if (used + RANDOM_BYTES > pool.length) {
    pool = randomBytes(RANDOM_BYTES * 585);
    used = 0;
  }
  used += RANDOM_BYTES;
  return 'req_' + Date.now().toString(16).padStart(11, '0') + pool.toString('hex', used - RANDOM_BYTES, used).slice(1);
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
