// The in-process library: `import { Astrology } from 'astrology-api'` gives one typed method per
// endpoint of the catalog, with the same validation, defaults and conventions as the HTTP API
// (each call goes through the endpoint's own schemas and preparation), without HTTP, keys or
// credits. Parameters and answers are typed by the API's OpenAPI document (api.generated.ts).
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Koa, { type Context } from 'koa';
import type { operations, paths } from './api.generated.js';
import type { Endpoint } from '../http/catalog.js';
import { ApiError } from '../http/errors.js';
import { accept, engineFailure } from '../http/middleware/metered-call.js';
import { buildCatalog } from '../http/routes/index.js';

export { ApiError } from '../http/errors.js';
export { engine, EngineError } from '../addon.js';

/** The catalog's paths (/v1/batch bundles HTTP calls: in-process, call the methods themselves). */
type Path = Exclude<keyof paths, '/v1/batch'>;
type Operation<P extends Path> = paths[P]['get'] extends { parameters: infer A; responses: infer R } ? { parameters: A; responses: R } : never;
type Params<P extends Path> = Operation<P>['parameters'] extends { query?: infer Q; path?: infer X }
  ? (Q extends object ? Q : {}) & (X extends object ? X : {})
  : never;
type Answer<P extends Path> = Operation<P>['responses'] extends { 200: { content: infer C } }
  ? C extends { 'application/json': infer J }
    ? J
    : C[keyof C]
  : never;

// The method of a path: `/v1/chart/planet/{name}` → `chartPlanetName` (the operationId, camelCased).
type NoBraces<S extends string> = S extends `${infer A}{${infer B}}${infer C}` ? NoBraces<`${A}${B}${C}`> : S;
type Camel<S extends string> = S extends `${infer A}/${infer B}`
  ? `${A}${Capitalize<Camel<B>>}`
  : S extends `${infer A}-${infer B}`
    ? `${A}${Capitalize<Camel<B>>}`
    : S;
type MethodName<P extends string> = P extends `/v1/${infer R}` ? Camel<NoBraces<R>> : never;

/** One method per endpoint: its parameters (query and path together) in, its answer out. */
export type AstrologyMethods = {
  [P in Path as MethodName<P>]: (parameters: Params<P>) => Promise<Answer<P>>;
};

/** The method name of an endpoint path, as the types above compute it. */
export function methodName(path: string): string {
  return path
    .replace(/^\/v1\//, '')
    .replace(/[{}]/g, '')
    .replace(/[/-]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** A request context for an endpoint's preparation (it reads the Accept header of reports). */
function contextFor(app: Koa, accept: string | undefined): Context {
  const req = new IncomingMessage(new Socket());
  req.headers = accept ? { accept } : {};
  return app.createContext(req, new ServerResponse(req));
}

/** Splits the parameters into the path's and the query's, as text (as a URL would carry them). */
function split(endpoint: Endpoint, parameters: Record<string, unknown>) {
  const pathNames = [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const query: Record<string, string> = {};
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(parameters)) {
    if (v === undefined) continue;
    (pathNames.includes(k) ? params : query)[k] = String(v);
  }
  return { query, params };
}

/** The API in-process. Errors are `ApiError`s with the HTTP API's codes, messages and details. */
export class Astrology {
  private readonly app = new Koa();
  private readonly endpoints: Endpoint[];

  constructor() {
    this.endpoints = buildCatalog({ version: 'library', buildCommit: 'library', startedAt: Date.now() });
    for (const e of this.endpoints) {
      (this as unknown as Record<string, unknown>)[methodName(e.path)] = (p: Record<string, unknown>) => this.run(e, p);
    }
  }

  /** Every endpoint path and the method that calls it. */
  methods(): { path: string; method: string }[] {
    return this.endpoints.map((e) => ({ path: e.path, method: methodName(e.path) }));
  }

  private async run(endpoint: Endpoint, parameters: Record<string, unknown> = {}): Promise<unknown> {
    const { query, params } = split(endpoint, parameters);
    // A PDF is asked for by format=pdf, as over HTTP; otherwise JSON.
    const compute = accept(endpoint, query, params, contextFor(this.app, query.format === 'pdf' ? 'application/pdf' : undefined));
    let answer: unknown;
    try {
      answer = await compute();
    } catch (e) {
      throw engineFailure(e, { ...query, ...params });
    }
    const raw = answer as { contentType?: unknown; body?: unknown } | null;
    if (raw && typeof raw.contentType === 'string' && raw.body !== undefined) {
      // The engine's JSON text is parsed; images and PDFs are returned as they are.
      return raw.contentType.startsWith('application/json') ? JSON.parse(String(raw.body)) : raw.body;
    }
    return answer;
  }
}

// Each method is installed by the constructor; the interface gives them their types.
export interface Astrology extends AstrologyMethods {}

export type { operations, paths };
export type AstrologyError = ApiError;
