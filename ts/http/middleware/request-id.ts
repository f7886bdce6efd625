// Gives every request an id `req_<id>`, exposed as X-Request-Id and in every error.
import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';

export function requestId(): Middleware {
  return async (ctx, next) => {
    const id = 'req_' + randomBytes(12).toString('hex');
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    await next();
  };
}
