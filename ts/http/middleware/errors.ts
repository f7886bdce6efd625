// Renders every failure as the spec's envelope; internals never leak to clients.
import type { Middleware } from 'koa';
import { ApiError } from '../errors.js';

function fromHttpError(err: { status?: number; expose?: boolean; message?: string }): ApiError | undefined {
  switch (err.status) {
    case 400:
    case 413:
    case 414:
    case 431:
      return new ApiError('invalid_request', 'The request could not be read.');
    default:
      return undefined;
  }
}

export function errorEnvelope(log: (line: string) => void = (l) => console.error(l)): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (e) {
      let err: ApiError;
      if (e instanceof ApiError) err = e;
      else {
        err = fromHttpError(e as { status?: number }) ?? new ApiError('internal_error', 'Internal error; please retry or report the request id.');
        if (err.code === 'internal_error') log(`[${ctx.state.requestId}] ${(e as Error)?.stack ?? String(e)}`);
      }
      ctx.status = err.status;
      for (const [k, v] of Object.entries(err.extra.headers ?? {})) ctx.set(k, v);
      ctx.body = {
        error: {
          code: err.code,
          message: err.message,
          request_id: ctx.state.requestId,
          ...(err.extra.details ? { details: err.extra.details } : {}),
          ...(err.extra.top_up_url ? { top_up_url: err.extra.top_up_url } : {}),
        },
      };
    }
  };
}
