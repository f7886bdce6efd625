// THE endpoint registry. Each endpoint is declared once, here or in routes/<group>.ts; routing,
// validation, metering, /v1/meta/endpoints, the OpenAPI document and endpoint_count derive from it.
import type { Context } from 'koa';
import { z } from 'zod';

export interface EndpointInput<Q, P> {
  query: Q;
  params: P;
  ctx: Context;
}

export interface Endpoint<Q extends z.ZodObject = z.ZodObject, P extends z.ZodObject = z.ZodObject, R = unknown> {
  method: 'GET';
  /** Spec form, with `{param}` placeholders. */
  path: string;
  group: string;
  cost: number;
  summary: string;
  /** False only for the public meta catalog and version. */
  auth: boolean;
  /** Media types of a successful answer; JSON unless stated (chart images SVG, reports JSON or PDF). */
  responseTypes?: string[];
  params: P;
  query: Q;
  /** Builds the engine request from validated input; may throw a 400. Runs before any debit. */
  prepare: (input: EndpointInput<z.output<Q>, z.output<P>>) => R;
  /** The computation itself; a failure here refunds the debit. */
  compute: (request: R) => unknown;
}

const noParams = z.strictObject({});

export function defineEndpoint<Q extends z.ZodObject, R, P extends z.ZodObject = typeof noParams>(e: {
  path: string;
  group: string;
  cost: number;
  summary: string;
  auth?: boolean;
  responseTypes?: string[];
  params?: P;
  query: Q;
  prepare: (input: EndpointInput<z.output<Q>, z.output<P>>) => R;
  compute: (request: R) => unknown;
}): Endpoint {
  return {
    method: 'GET',
    auth: e.auth ?? true,
    params: (e.params ?? noParams) as P,
    ...e,
  } as unknown as Endpoint;
}

/** What /v1/meta/endpoints shows of an endpoint (the spec's Catalog entry). */
export function catalogEntry(e: Endpoint) {
  return { method: e.method, path: e.path, group: e.group, cost: e.cost, summary: e.summary };
}
