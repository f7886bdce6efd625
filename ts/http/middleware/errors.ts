// Renders every failure as the spec's envelope; internals never leak to clients.
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { StoreUnavailableError } from '../../store/store.js';
import { ApiError, unavailable } from '../errors.js';

function fromHttpError(err: { status?: number }): ApiError | undefined {
  switch (err.status) {
    case 400:
      return new ApiError('invalid_request', 'The request could not be read.');
    case 413:
      return new ApiError('payload_too_large', 'The request is too large.');
    case 414:
      return new ApiError('uri_too_long', 'The request target is too long.');
    case 431:
      return new ApiError('headers_too_large', 'The request headers are too large.');
    default:
      return undefined;
  }
}

/** The stack frames of an error without its message line (messages may quote request input). */
function frames(e: unknown): string | undefined {
  const stack = (e as Error)?.stack;
  return stack
    ?.split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 12)
    .join('\n');
}

export function renderError(ctx: { status: number; body: unknown; set: (k: string, v: string) => void; state: any }, err: ApiError) {
  ctx.status = err.status;
  for (const [k, v] of Object.entries(err.extra.headers ?? {})) ctx.set(k, v);
  ctx.state.errorCode = err.code;
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

export function errorEnvelope(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (e) {
      let err: ApiError;
      if (e instanceof ApiError) err = e;
      else if (e instanceof StoreUnavailableError) {
        err = unavailable();
        logger.warn({ req_id: ctx.state.requestId, reason: e.reason.slice(0, 200) }, 'store unavailable');
      } else {
        err = fromHttpError(e as { status?: number }) ?? new ApiError('internal_error', 'Internal error; please retry or report the request id.');
        if (err.code === 'internal_error') {
          // The error's class and stack frames; not its message, which may quote the input.
          logger.error(
            { req_id: ctx.state.requestId, err_type: (e as Error)?.name ?? typeof e, err_code: (e as { code?: string })?.code, stack: frames(e) },
            'internal error',
          );
        }
      }
      renderError(ctx, err);
    }
  };
}
