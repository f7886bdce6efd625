// The one router of the service (@koa/router): every catalog endpoint and the operations routes
// (readiness, metrics, the OpenAPI document, the docs page) on the same table. GET routes answer
// HEAD too (same status and headers, no body); any other method on a known path is a 405 that
// names the allowed ones; an unknown path falls through to the 404 after the router.
import Router from '@koa/router';
import compose from 'koa-compose';
import type { Middleware } from 'koa';
import { routerPath, type Endpoint } from './catalog.js';
import { BATCH_PATH, batchUnits } from './batch.js';
import { ApiError } from './errors.js';

/** An operations route: not an API endpoint, so not in the catalog. */
export interface OpsRoute {
  path: string;
  handle: Middleware;
}

/** Marks the matched endpoint and its path parameters for the middleware that follows. */
function select(endpoint: Endpoint): Middleware {
  return async (ctx, next) => {
    ctx.state.endpoint = endpoint;
    ctx.state.params = { ...ctx.params };
    await next();
  };
}

/** Marks a batch (/v1/batch) for the middleware that follows: keyed, and worth one call per item. */
const selectBatch: Middleware = async (ctx, next) => {
  ctx.state.endpoint = { path: BATCH_PATH, auth: true };
  ctx.state.rateUnits = batchUnits(ctx.query);
  await next();
};

/**
 * The routes as one middleware. The router tries its routes' patterns one after another (about
 * 300 here), a cost every request paid, the cheapest ones most of all; so a GET or HEAD of a path
 * without parameters (most of the catalog) is found in a map of exact paths first, and only the
 * others (a `{param}` in the path, another method) go through the router.
 */
export function buildRoutes(catalog: Endpoint[], ops: OpsRoute[], endpointChain: Middleware[], batchChain: Middleware[] = []): Middleware {
  const router = new Router();
  const exact = new Map<string, Middleware>();
  const add = (path: string, chain: Middleware[]) => {
    router.get(path, ...chain);
    if (!path.includes(':')) exact.set(path, compose(chain));
  };
  if (batchChain.length) add(BATCH_PATH, [selectBatch, ...batchChain]);
  for (const route of ops) {
    add(route.path, [
      async (ctx, next) => {
        ctx.state.route = route.path;
        await route.handle(ctx, next);
      },
    ]);
  }
  for (const endpoint of catalog) add(routerPath(endpoint.path), [select(endpoint), ...endpointChain]);
  const routed = router.routes() as Middleware;
  return (ctx, next) => {
    const found = ctx.method === 'GET' || ctx.method === 'HEAD' ? exact.get(ctx.path) : undefined;
    if (!found) return routed(ctx, next);
    ctx.params = {};
    return found(ctx, next);
  };
}

/**
 * The end of the chain, reached when no route answered: a known path asked with another method is
 * a 405 naming the allowed ones, anything else a 404. Neither the path nor the method is echoed
 * back: error messages never reflect input.
 */
export const unmatched: Middleware = (ctx) => {
  // The router records the routes whose path matched, whatever the method.
  const samePath = (ctx as { matched?: unknown[] }).matched ?? [];
  if (samePath.length > 0) {
    throw new ApiError('method_not_allowed', 'Method not allowed here; every endpoint answers GET and HEAD.', {
      headers: { Allow: 'GET, HEAD' },
    });
  }
  throw new ApiError('not_found', 'No endpoint at this path; see /v1/meta/endpoints.');
};
