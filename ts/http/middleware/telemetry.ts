// Structured logs (pino, one JSON line per request) and Prometheus metrics (prom-client).
//
// What is logged: request id, method, the endpoint's *template* path (`/v1/chart/planet/{name}`),
// status, error code, latency, credits charged. What is never logged: API keys (no headers are
// logged), query strings (they carry birth dates, times and places), raw request paths of
// unmatched routes, error messages of the engine (they may quote input).
import type { Middleware } from 'koa';
import pino, { type Logger } from 'pino';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Endpoint } from '../catalog.js';

export interface Telemetry {
  logger: Logger;
  registry: Registry;
  requests: Counter<'route' | 'status'>;
  latency: Histogram<'route'>;
  credits: Counter<'route'>;
  errors: Counter<'code'>;
  rateLimitBackendErrors: Counter;
}

export function createLogger(level: string, sink?: (line: string) => void): Logger {
  const opts = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Belt and braces: even if a field of this name is ever passed, it is not written.
    redact: { paths: ['authorization', 'headers', 'query', 'querystring', 'url', 'key'], remove: true },
  };
  return sink ? pino(opts, { write: (s: string) => sink(s.trimEnd()) }) : pino(opts);
}

export function createTelemetry(logger: Logger): Telemetry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    logger,
    registry,
    requests: new Counter({
      name: 'astrology_http_requests_total',
      help: 'HTTP requests by endpoint template and status',
      labelNames: ['route', 'status'],
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'astrology_http_request_duration_seconds',
      help: 'Time from request to response, by endpoint template',
      labelNames: ['route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    credits: new Counter({
      name: 'astrology_credits_spent_total',
      help: 'Credits charged for answered calls, by endpoint template',
      labelNames: ['route'],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'astrology_errors_total',
      help: 'Error responses by envelope code',
      labelNames: ['code'],
      registers: [registry],
    }),
    rateLimitBackendErrors: new Counter({
      name: 'astrology_rate_limit_backend_errors_total',
      help: 'Requests let through because the rate-limit store (Redis) could not be reached',
      registers: [registry],
    }),
  };
}

/** Label for an endpoint: its catalog path, or a fixed word (bounded cardinality, no user input). */
export function routeLabel(state: { endpoint?: Endpoint; route?: string }): string {
  return state.endpoint?.path ?? state.route ?? 'unmatched';
}

export function observe(t: Telemetry): Middleware {
  return async (ctx, next) => {
    const start = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const route = routeLabel(ctx.state);
      const charged = Number(ctx.response.get('X-Credits-Charged') || 0);
      // 499 (nginx's "client closed request"): nothing was sent and nothing charged.
      const status = ctx.state.clientGone ? 499 : ctx.status;
      const code = (ctx.state.clientGone ? 'client_closed_request' : ctx.state.errorCode) as string | undefined;
      t.requests.inc({ route, status: String(status) });
      t.latency.observe({ route }, seconds);
      if (charged) t.credits.inc({ route }, charged);
      if (code) t.errors.inc({ code });
      const level = status >= 500 ? 'error' : 'info';
      // Failed authentications past the first of a minute are summarised (middleware/auth-failures.ts).
      if (!ctx.state.quiet)
        t.logger[level](
        {
          req_id: ctx.state.requestId,
          ...(ctx.state.trace ?? {}),
          method: ctx.method.length <= 10 ? ctx.method : 'OTHER',
          route,
          status,
          ...(code ? { code } : {}),
          ms: Math.round(seconds * 1e4) / 10,
          credits: charged,
          ...(ctx.state.apiKey ? { key_id: ctx.state.apiKey.id } : {}),
        },
        'request',
      );
    }
  };
}
