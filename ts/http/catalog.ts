// THE endpoint registry. Each endpoint is declared once, here or in routes/<group>.ts; routing,
// validation, metering, /v1/meta/endpoints, the OpenAPI document and endpoint_count derive from it.
import type { Context } from 'koa';
import { z } from 'zod';
import type { JsonSchema } from '../addon.js';
import { expandPlaces, lang, localized, withPlaces } from './schemas.js';

export interface EndpointInput<Q, P> {
  query: Q;
  params: P;
  ctx: Context;
  /** `lang=` (validated once for every endpoint); JSON answers are localized after compute. */
  lang?: string;
}

/**
 * A request checked against an endpoint: the schema errors, or the computation to run once the
 * credits are taken (the engine request already built, so a bad one costs nothing).
 */
export type Accepted =
  | { ok: false; paramsError?: z.ZodError; queryError?: z.ZodError }
  | { ok: true; compute: () => unknown };

/**
 * An endpoint of the catalog. The types a definition works with (its schemas' outputs, its engine
 * request) stay inside the closure `defineEndpoint` builds, so the catalog holds endpoints of
 * every shape without erasing them by casts.
 */
export interface Endpoint {
  method: 'GET';
  /** Spec form, with `{param}` placeholders. */
  path: string;
  group: string;
  cost: number;
  summary: string;
  /** What the endpoint computes: the definition, units and conventions (the OpenAPI description and docs/endpoints). */
  description?: string;
  /** False only for the public meta catalog and version. */
  auth: boolean;
  /** The answer changes with time whatever the request (uptime): never cached. */
  dependsOnNow?: boolean;
  /** A long computation (a report, a scan of months or years): off the event loop, and limited per key. */
  heavy?: boolean;
  /** The span the endpoint searches around its moment, where a parameter sets it (e.g. from/to caps). */
  window?: string;
  /** Media types of a successful answer; JSON unless stated (chart images SVG, reports JSON or PDF). */
  responseTypes?: string[];
  /** JSON Schema of the 200 answer (JSON, or the SVG text), from the types that produce it. */
  answer?: JsonSchema;
  params: z.ZodObject;
  query: z.ZodObject;
  /**
   * Validates the query and path parameters and builds the engine request; throws what building
   * throws (a 400 for input the schemas cannot judge). Runs before any debit.
   */
  accept: (query: unknown, params: unknown, ctx: Context) => Accepted;
}

/** `{param}` (the catalog's spec form) to `:param` (the router's). */
export const routerPath = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');

const noParams = z.strictObject({});

export function defineEndpoint<Q extends z.ZodObject, R, P extends z.ZodObject = typeof noParams>(e: {
  path: string;
  group: string;
  cost: number;
  summary: string;
  description?: string;
  auth?: boolean;
  dependsOnNow?: boolean;
  heavy?: boolean;
  window?: string;
  responseTypes?: string[];
  answer?: JsonSchema;
  params?: P;
  query: Q;
  prepare: (input: EndpointInput<z.output<Q>, z.output<P>>) => R;
  compute: (request: R) => unknown;
}): Endpoint {
  // Without `params` the type parameter P is its default, the empty object schema used here.
  const params = (e.params ?? noParams) as P;
  // Every endpoint takes `lang` (names in the user's language), validated here once; the
  // definition's own query never sees it. An endpoint that declares `lang` itself (the chart
  // images, whose labels are drawn in English only so far) keeps its own rule and gets the value.
  const ownLang = 'lang' in e.query.shape;
  const query = ownLang ? e.query : e.query.extend({ lang: lang.optional() });
  return {
    method: 'GET',
    path: e.path,
    group: e.group,
    cost: e.cost,
    summary: e.summary,
    description: e.description,
    auth: e.auth ?? true,
    dependsOnNow: e.dependsOnNow,
    heavy: e.heavy,
    window: e.window,
    responseTypes: e.responseTypes,
    answer: e.answer,
    params,
    query,
    accept: (rawQuery, rawParams, ctx) => {
      // place=<GeoNames id> (and boy_place=, ...) becomes the lat, lon and zone it stands for.
      const placed = expandPlaces(e.query.shape, rawQuery as Record<string, unknown>);
      const p = params.safeParse(rawParams);
      const q = query.safeParse(placed?.query ?? rawQuery);
      if (!p.success || !q.success) {
        return { ok: false, paramsError: p.success ? undefined : p.error, queryError: q.success ? undefined : q.error };
      }
      const { lang: language, ...rest } = q.data as { lang?: string };
      const own = ownLang ? q.data : rest;
      const request = e.prepare({ query: own as z.output<Q>, params: p.data, ctx, lang: language });
      const answer = () => (placed ? withPlaces(e.compute(request), placed.places) : e.compute(request));
      return { ok: true, compute: () => (ownLang ? answer() : localized(answer(), language)) };
    },
  };
}

/** What /v1/meta/endpoints shows of an endpoint (the spec's Catalog entry). */
export function catalogEntry(e: Endpoint) {
  return { method: e.method, path: e.path, group: e.group, cost: e.cost, summary: e.summary };
}
