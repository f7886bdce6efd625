// Request limits, security headers and CORS. Header size itself is limited by Node's HTTP parser
// (maxHeaderSize, see createHttpServer in app.ts); here: request target length, request bodies
// (none is accepted: every endpoint is GET) and the number of query parameters.
import type { Middleware } from 'koa';
import { ApiError } from '../errors.js';
import { setHeader } from '../headers.js';

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
// The docs page loads Swagger UI's script and stylesheet from /docs/assets and fetches the
// OpenAPI document from the same origin; Swagger UI sets inline styles.
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    setHeader(ctx, 'X-Content-Type-Options', 'nosniff');
    setHeader(ctx, 'X-Frame-Options', 'DENY');
    setHeader(ctx, 'Referrer-Policy', 'no-referrer');
    setHeader(ctx, 'Cross-Origin-Opener-Policy', 'same-origin');
    setHeader(ctx, 'Content-Security-Policy', ctx.path === '/docs' || ctx.path.startsWith('/docs/') ? DOCS_CSP : API_CSP);
    // Answers depend on the key (credits) and carry personal data: no shared caches.
    if (ctx.path.startsWith('/v1/') && ctx.path !== '/v1/meta/openapi.json') setHeader(ctx, 'Cache-Control', 'no-store');
    await next();
  };
}

export function requestLimits(opts: { maxUrlLength: number; maxQueryParams: number }): Middleware {
  return async (ctx, next) => {
    if (ctx.url.length > opts.maxUrlLength) {
      throw new ApiError('uri_too_long', `The request target is longer than ${opts.maxUrlLength} characters.`);
    }
    const length = Number(ctx.get('Content-Length') || 0);
    if (length > 0 || ctx.get('Transfer-Encoding')) {
      throw new ApiError('payload_too_large', 'Request bodies are not accepted: every endpoint is GET with a query string.');
    }
    if (ctx.querystring) {
      let count = 1;
      for (let i = 0; i < ctx.querystring.length; i++) if (ctx.querystring.charCodeAt(i) === 38 /* & */) count++;
      if (count > opts.maxQueryParams) {
        throw new ApiError('invalid_request', `Too many query parameters (at most ${opts.maxQueryParams}).`, {
          details: [{ param: 'query', message: `at most ${opts.maxQueryParams} parameters` }],
        });
      }
    }
    await next();
  };
}

const EXPOSED = [
  'X-Request-Id',
  'X-Credits-Charged',
  'X-Credits-Remaining',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'ETag',
].join(', ');

/**
 * CORS for the origins in CORS_ORIGINS (exact match, or `*`). With none configured no CORS header
 * is ever sent, so browsers on other origins cannot read answers. Keys travel in the
 * Authorization header, never in cookies, so credentials mode is not enabled.
 */
export function cors(origins: string[]): Middleware {
  const any = origins.includes('*');
  const allowed = new Set(origins);
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    const preflight = ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';
    if (origin && preflight && !(any || allowed.has(origin))) {
      // Say why the browser will refuse, instead of a bare 405.
      throw new ApiError(
        'cors_not_enabled',
        `Calls from web pages at ${origin.slice(0, 100)} are not enabled on this server: its operator lists allowed origins in CORS_ORIGINS.`,
      );
    }
    if (!origin || !(any || allowed.has(origin))) return next();
    setHeader(ctx, 'Access-Control-Allow-Origin', any ? '*' : origin);
    if (!any) ctx.vary('Origin');
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      setHeader(ctx, 'Access-Control-Allow-Methods', 'GET');
      setHeader(ctx, 'Access-Control-Allow-Headers', 'Authorization, If-None-Match, Idempotency-Key, X-Request-Id, traceparent');
      setHeader(ctx, 'Access-Control-Max-Age', '600');
      ctx.status = 204;
      return;
    }
    setHeader(ctx, 'Access-Control-Expose-Headers', EXPOSED);
    await next();
  };
}
