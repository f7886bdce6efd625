// createApp(config, store) -> Koa app. No listen() here.
import Koa from 'koa';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import type { Store } from '../store/store.js';
import type { Endpoint } from './catalog.js';
import { DOCS_HTML, docsAsset } from './docs.js';
import { ApiError } from './errors.js';
import { authenticate } from './middleware/auth.js';
import { errorEnvelope } from './middleware/errors.js';
import { meteredCall } from './middleware/metered-call.js';
import { rateLimit } from './middleware/rate-limit.js';
import { requestId } from './middleware/request-id.js';
import { openApiDocument } from './openapi.js';
import { CatalogRouter } from './router.js';
import { buildCatalog } from './routes/index.js';

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
}

export function createApp(config: Config, store: Store, opts: { log?: (line: string) => void } = {}): AppHandle {
  const version = packageVersion();
  const catalog = buildCatalog({ version, buildCommit: buildCommit(config.buildCommit), startedAt: Date.now() });
  const router = new CatalogRouter(catalog);
  let openapi: unknown;

  const app = new Koa();
  app.proxy = false;
  app.silent = true;
  app.use(requestId());
  app.use(errorEnvelope(opts.log));

  // Documentation (not API endpoints, so not in the catalog).
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    if (ctx.path === '/v1/meta/openapi.json') {
      openapi ??= openApiDocument(catalog, version);
      ctx.body = openapi;
      return;
    }
    if (ctx.path === '/docs' || ctx.path === '/docs/') {
      ctx.type = 'text/html';
      ctx.body = DOCS_HTML;
      return;
    }
    if (ctx.path.startsWith('/docs/assets/')) {
      const asset = docsAsset(ctx.path.slice('/docs/assets/'.length));
      if (asset) {
        ctx.type = asset.type;
        ctx.body = asset.body;
        return;
      }
    }
    return next();
  });

  app.use(async (ctx, next) => {
    const found = router.match(ctx.path);
    if (!found) throw new ApiError('not_found', `No endpoint at ${ctx.path.slice(0, 100)}; see /v1/meta/endpoints.`);
    if (ctx.method !== 'GET') {
      throw new ApiError('method_not_allowed', `${ctx.method} is not allowed here; every endpoint is GET.`, {
        headers: { Allow: 'GET' },
      });
    }
    ctx.state.endpoint = found.endpoint;
    ctx.state.params = found.params;
    await next();
  });
  app.use(authenticate(store));
  app.use(rateLimit({ max: config.rateLimitMax, windowS: config.rateLimitWindowS }));
  app.use(meteredCall(store, config.topUpUrl));

  return { app, catalog };
}
