// Gives every request an id, exposed as X-Request-Id, in every error and in the logs: the
// client's own X-Request-Id when it is well formed (so its logs and ours name the same call),
// `req_<random>` otherwise. A W3C `traceparent` is kept for the logs.
import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';

/** Ids a client may choose: 8 to 128 letters, digits, dots, dashes and underscores. */
const CLIENT_ID = /^[A-Za-z0-9._-]{8,128}$/;
/** W3C Trace Context, version 00. */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

export function requestId(): Middleware {
  return async (ctx, next) => {
    const given = ctx.get('X-Request-Id');
    const id = CLIENT_ID.test(given) ? given : 'req_' + randomBytes(12).toString('hex');
    ctx.state.requestId = id;
    // The ledger's id of a charge is always ours: a client may send the same X-Request-Id twice.
    ctx.state.chargeId = id === given ? 'req_' + randomBytes(12).toString('hex') : id;
    ctx.state.arrivedAt = performance.now();
    ctx.set('X-Request-Id', id);
    const trace = TRACEPARENT.exec(ctx.get('traceparent'));
    if (trace && !/^0+$/.test(trace[1]!) && !/^0+$/.test(trace[2]!)) {
      ctx.state.trace = { trace_id: trace[1], parent_id: trace[2] };
    }
    await next();
  };
}
