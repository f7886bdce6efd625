// createApp(config, store) -> Koa app. No listen() here.
import Koa, { type Middleware } from 'koa';
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { STATUS_CODES, createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withDefaults, type Config } from '../config.js';
import type { Store } from '../store/store.js';
import type { Endpoint } from './catalog.js';
import { authenticate } from './middleware/auth.js';
import { errorEnvelope } from './middleware/errors.js';
import { idempotency } from './middleware/idempotency.js';
import { heavyLimits, meteredCall } from './middleware/metered-call.js';
import { batchHandler } from './batch.js';
import { openRedis, rateLimit } from './middleware/rate-limit.js';
import { answerCache, type AnswerCache } from './middleware/answer-cache.js';
import { cors, requestLimits, securityHeaders } from './middleware/security.js';
import { createLogger, createTelemetry, observe, type Telemetry } from './middleware/telemetry.js';
import { requestId } from './middleware/request-id.js';
import { opsRoutes } from './ops-routes.js';
import { buildRoutes, unmatched } from './router.js';
import { buildCatalog } from './routes/index.js';
import { mcpEndpoint } from '../mcp/http.js';
import { compression } from './middleware/compression.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Short commit of the running source: from git when there is a checkout, else the env var. */
function buildCommit(fallback?: string): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return fallback ?? 'unknown';
  }
}

export interface AppHandle {
  app: Koa;
  catalog: Endpoint[];
  telemetry: Telemetry;
  /** The answer cache (ANSWER_CACHE_MB above 0), for metrics and tests. */
  answers?: AnswerCache;
  /** Readiness: false while draining or while the store does not answer. */
  ready(): Promise<boolean>;
  /** Marks the process as shutting down: /readyz answers 503 from now on. */
  setDraining(): void;
  /** Waits (at most `ms`) for the rate-limit store to connect. */
  connected(ms: number): Promise<void>;
  /** Closes what the app opened (the Redis connection); the store is the caller's. */
  close(): Promise<void>;
}

function timeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });
}

/** The middleware after routing: auth, rate limit, Idempotency-Key, then a metered call or a batch. */
function chains(
  cfg: ReturnType<typeof withDefaults>,
  store: Store,
  limit: Middleware,
  catalog: Endpoint[],
  logger: Logger,
  answers: AnswerCache | undefined,
) {
  const metering = {
    topUpUrl: cfg.topUpUrl,
    heavyPerKey: cfg.heavyPerKey,
    heavySlots: cfg.heavySlots,
    timeoutMs: cfg.requestTimeoutS * 1000,
    answers,
  };
  // Single calls and batch items share the heavy-call limits.
  const heavy = heavyLimits(metering);
  const guard = [
    authenticate(store, { failuresPerMinute: cfg.authFailuresPerMinute, logger, keyCacheMs: cfg.keyCacheMs }),
    limit,
    idempotency(store, { maxBytes: cfg.idempotencyMaxBytes, abandonMs: 2 * cfg.requestTimeoutS * 1000 }),
  ];
  return {
    endpointChain: [...guard, meteredCall(store, metering, heavy)],
    batchChain: [...guard, batchHandler(store, { ...metering, catalog, heavy, logger })],
  };
}

export function createApp(
  config: Config,
  store: Store,
  opts: { log?: (line: string) => void; logger?: Logger } = {},
): AppHandle {
  const cfg = withDefaults(config);
  const logger = opts.logger ?? createLogger(opts.log ? 'warn' : cfg.logLevel, opts.log);
  const telemetry = createTelemetry(logger);
  const version = packageVersion();
  const catalog = buildCatalog({ version, buildCommit: buildCommit(config.buildCommit), startedAt: Date.now(), sourceUrl: cfg.sourceUrl });
  let draining = false;
  const limiter = rateLimit({
    max: cfg.rateLimitMax,
    windowS: cfg.rateLimitWindowS,
    redisUrl: cfg.redisUrl,
    redisPrefix: cfg.redisPrefix,
    logger,
    onBackendError: () => telemetry.rateLimitBackendErrors.inc(),
  });

  const ready = async () => {
    if (draining) return false;
    try {
      await timeout(store.ping(), 2000);
      return true;
    } catch {
      return false;
    }
  };

  const app = new Koa();
  app.proxy = false;
  app.silent = true;
  app.use(requestId());
  app.use(observe(telemetry));
  app.use(securityHeaders());
  app.use(compression());
  app.use(errorEnvelope(logger));
  app.use(cors(cfg.corsOrigins));
  // MCP takes a POST body: it is served before the limits that refuse bodies on the GET API.
  app.use(mcpEndpoint(catalog, version));
  app.use(requestLimits({ maxUrlLength: cfg.maxUrlLength, maxQueryParams: cfg.maxQueryParams }));

  const ops = opsRoutes({
    catalog,
    version,
    telemetry,
    metricsToken: cfg.metricsToken,
    metricsPublic: cfg.metricsPublic,
    ready,
    rateLimitState: () => (cfg.redisUrl ? (limiter.healthy() ? 'redis' : 'redis-unreachable') : 'memory'),
  });
  // Answers of identical requests, kept per process (and shared through Redis when asked).
  const sharedRedis = cfg.answerCacheMb > 0 && cfg.answerCacheShared && cfg.redisUrl ? openRedis(cfg.redisUrl) : undefined;
  const answers = cfg.answerCacheMb > 0 ? answerCache(cfg.answerCacheMb * 2 ** 20, sharedRedis) : undefined;
  const { endpointChain, batchChain } = chains(cfg, store, limiter.middleware, catalog, logger, answers);
  app.use(buildRoutes(catalog, ops, endpointChain, batchChain));
  app.use(unmatched);

  return {
    app,
    catalog,
    telemetry,
    answers,
    ready,
    setDraining: () => {
      draining = true;
    },
    connected: (ms) => limiter.connected(ms),
    close: async () => {
      await limiter.close();
      if (sharedRedis) await sharedRedis.quit().catch(() => sharedRedis.disconnect());
    },
  };
}

/**
 * The HTTP server for an app: header size limit (request line + headers), timeouts, and an
 * envelope even for requests Node rejects before Koa sees them (431, 400).
 */
export function createHttpServer(handle: AppHandle, config: Config): Server {
  const cfg = withDefaults(config);
  const server = createServer({ maxHeaderSize: cfg.maxHeaderBytes }, handle.app.callback());
  server.requestTimeout = cfg.requestTimeoutS * 1000;
  server.headersTimeout = Math.min(10_000, cfg.requestTimeoutS * 1000);
  server.keepAliveTimeout = 5000;
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const [status, code, message] = tooLarge
      ? [431, 'headers_too_large', 'The request headers are too large.']
      : timedOut
        ? [408, 'invalid_request', 'The request took too long to arrive.']
        : [400, 'invalid_request', 'The request could not be read.'];
    const id = 'req_' + randomBytes(12).toString('hex');
    const body = JSON.stringify({ error: { code, message, request_id: id } });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${id}\r\nConnection: close\r\n\r\n${body}`,
    );
    // Keep reading (and discarding) what the client still sends, so that closing does not reset
    // the connection before the client has read the answer; give up after 2 s.
    socket.resume();
    setTimeout(() => socket.destroy(), 2000).unref();
    handle.telemetry.errors.inc({ code });
  });
  return server;
}
