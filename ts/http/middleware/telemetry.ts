// Structured logs (pino, one JSON line per request) and Prometheus metrics (prom-client).
//
// What is logged: request id, method, the endpoint's *template* path (`/v1/chart/planet/{name}`),
// status, error code, latency, credits charged. What is never logged: API keys (no headers are
// logged), query strings (they carry birth dates, times and places), raw request paths of
// unmatched routes, error messages of the engine (they may quote input).
import type { Context, Middleware } from 'koa';
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
  // Standard output written asynchronously: a request's log line is appended to a buffer and the
  // lines that pile up while one write is under way go out together in the next (pino flushes
  // what is buffered when the process exits).
  return sink
    ? pino(opts, { write: (s: string) => sink(s.trimEnd()) })
    : pino(opts, pino.destination({ dest: 1, sync: false }));
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

/** One child metric per label value, made once: no label hashing per request. */
function perLabel<T>(make: (label: string) => T): (label: string) => T {
  const made = new Map<string, T>();
  return (label) => {
    let m = made.get(label);
    if (!m) made.set(label, (m = make(label)));
    return m;
  };
}

export function observe(t: Telemetry): Middleware {
  // Routes and statuses are bounded sets (catalog paths, a few codes), so these maps stay small.
  const requests = perLabel((routeStatus) => {
    const [route, status] = routeStatus.split(' ');
    return t.requests.labels({ route, status });
  });
  const latency = perLabel((route) => t.latency.labels({ route }));
  const credits = perLabel((route) => t.credits.labels({ route }));
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
      requests(`${route} ${status}`).inc();
      latency(route).observe(seconds);
      if (charged) credits(route).inc(charged);
      if (code) t.errors.inc({ code });
      const level = status >= 500 ? 'error' : 'info';
      // Failed authentications past the first of a minute are summarised (middleware/auth-failures.ts).
      // The line is built only when its level is written.
      if (!ctx.state.quiet && t.logger.isLevelEnabled(level)) t.logger[level](logLine(ctx, route, status, code, seconds, charged), 'request');
    }
  };
}

/** The request's log line: never its query, headers or key, only the key's id. */
function logLine(ctx: Context, route: string, status: number, code: string | undefined, seconds: number, charged: number) {
  const line: Record<string, unknown> = { req_id: ctx.state.requestId };
  if (ctx.state.trace) Object.assign(line, ctx.state.trace);
  line.method = ctx.method.length <= 10 ? ctx.method : 'OTHER';
  line.route = route;
  line.status = status;
  if (code) line.code = code;
  line.ms = Math.round(seconds * 1e4) / 10;
  line.credits = charged;
  if (ctx.state.apiKey) line.key_id = ctx.state.apiKey.id;
  return line;
}
