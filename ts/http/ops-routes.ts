// Operations and documentation routes: readiness, metrics, the OpenAPI document and the docs page.
// They live on the same router as the catalog (ts/http/router.ts) but are not API endpoints, so
// they are neither metered nor listed in the catalog.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Endpoint } from './catalog.js';
import { matches } from './caching.js';
import { DOCS_HTML, docsAsset } from './docs.js';
import { ApiError, invalidRequest, unavailable } from './errors.js';
import type { Telemetry } from './middleware/telemetry.js';
import { openApiDocument } from './openapi.js';
import { documentGroups, groupDocument } from './openapi-groups.js';
import type { OpsRoute } from './router.js';

export interface OpsContext {
  catalog: Endpoint[];
  version: string;
  telemetry: Telemetry;
  metricsToken?: string;
  metricsPublic?: boolean;
  ready: () => Promise<boolean>;
  rateLimitState: () => 'redis' | 'redis-unreachable' | 'memory';
}

/** Constant-time check of `Authorization: Bearer <token>` (hashes first: equal lengths). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function opsRoutes(c: OpsContext): OpsRoute[] {
  let openapi: unknown;
  const document = () => (openapi ??= openApiDocument(c.catalog, c.version));
  const byGroup = new Map<string, unknown>();
  /** The whole document, or one group's part of it (`?group=`, as the docs page loads it). */
  const openApiFor = (group: unknown): unknown => {
    if (group === undefined) return document();
    const groups = documentGroups(document());
    if (typeof group !== 'string' || !groups.includes(group)) {
      throw invalidRequest([{ param: 'group', message: `must be one of ${groups.join(', ')}` }]);
    }
    let part = byGroup.get(group);
    if (!part) byGroup.set(group, (part = groupDocument(document(), group)));
    return part;
  };
  return [
    {
      path: '/readyz',
      handle: async (ctx) => {
        if (!(await c.ready())) throw unavailable();
        ctx.body = { status: 'ready', rate_limit: c.rateLimitState() };
      },
    },
    {
      path: '/metrics',
      handle: async (ctx) => {
        // Metrics describe the traffic: private unless a token guards them or the operator opens them.
        if (!c.metricsToken && !c.metricsPublic) {
          throw new ApiError('not_found', 'Metrics are not served: set METRICS_TOKEN (and send it as a bearer token), or METRICS_PUBLIC=true.');
        }
        if (c.metricsToken && !sameSecret(ctx.get('Authorization'), `Bearer ${c.metricsToken}`)) {
          throw new ApiError('unauthorized', 'The metrics token is missing or invalid.');
        }
        ctx.type = c.telemetry.registry.contentType;
        ctx.body = await c.telemetry.registry.metrics();
      },
    },
    {
      path: '/v1/meta/openapi.json',
      handle: async (ctx) => {
        ctx.body = openApiFor(ctx.query.group);
      },
    },
    {
      path: '/docs',
      handle: async (ctx) => {
        ctx.type = 'text/html';
        ctx.body = DOCS_HTML;
      },
    },
    {
      path: '/docs/assets/:file',
      handle: async (ctx, next) => {
        const asset = docsAsset(ctx.params.file ?? '', documentGroups(document()));
        if (!asset) return next();
        // The assets change only with the installed swagger-ui-dist: long-lived, revalidated by tag.
        ctx.set('Cache-Control', 'public, max-age=86400');
        const etag = `"${createHash('sha256').update(asset.body).digest('base64url').slice(0, 27)}"`;
        ctx.set('ETag', etag);
        if (matches(ctx.get('If-None-Match'), etag)) {
          ctx.status = 304;
          return;
        }
        ctx.type = asset.type;
        ctx.body = asset.body;
      },
    },
  ];
}
