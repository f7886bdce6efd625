// GET /v1/batch: up to 16 catalog calls in one request (issue 17). Each `r` is one call, a /v1/
// path with its query, URL-encoded once more as the value of `r`.
//
// - Each item is checked, computed and answered exactly as the single call would be (the same
//   routing, validation, engine and conventions); its `body` is the single call's JSON text,
//   embedded byte for byte. Error bodies are the same envelope, naming the batch's request id.
// - Credits: the costs of the items that validate are reserved in ONE atomic debit (all or
//   nothing: short → 402 for the batch, nothing charged), one ledger row and one in-flight row
//   per item; an item that then fails (422, 5xx, deadline, heavy-call limit) gets its own cost
//   refunded; the others are settled together just before the answer is sent (crash-safe like a
//   single call: what is still in flight when a process dies is given back).
// - Rate limit: a batch of n items counts as n calls. Items run one after another; heavy items
//   obey the heavy-call limits; the whole batch shares one request deadline.
// - Items must answer JSON: images (SVG) and PDF reports are refused with a 406 item.
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import type { DebitPart, Store } from '../store/store.js';
import { StoreUnavailableError } from '../store/store.js';
import { routerPath, type Endpoint } from './catalog.js';
import { ApiError, invalidRequest, unavailable, type ParamIssue } from './errors.js';
import { renderError } from './middleware/errors.js';
import {
  accept,
  clientGone,
  engineFailure,
  notEnoughCredits,
  safeName,
  withinDeadline,
  type HeavyLimits,
  type MeteringOptions,
} from './middleware/metered-call.js';
import { jsonText } from './raw-body.js';

export const BATCH_PATH = '/v1/batch';
/** Most calls one batch may hold. */
export const BATCH_MAX_ITEMS = 16;

const JSON_TYPE = 'application/json';

/** One item's answer: its status, its body as JSON text, the credits it kept. */
export interface ItemAnswer {
  status: number;
  body: string;
  credits: number;
}

/** An item that validated: what to run, and what to scrub from its error messages. */
interface Runnable {
  endpoint: Endpoint;
  compute: () => unknown;
  raw: Record<string, unknown>;
}

type Planned = { answer: ItemAnswer } | { run: Runnable };

/** The item paths of a batch request, or the batch's 400 naming `r`. */
export function batchTargets(query: Record<string, unknown>): string[] {
  const r = query.r;
  const list = r === undefined ? [] : Array.isArray(r) ? (r as string[]) : [String(r)];
  const problems: ParamIssue[] = Object.keys(query)
    .filter((k) => k !== 'r')
    .map((k) => ({ param: safeName(k), message: 'is not a parameter of this endpoint; /v1/batch takes only r' }));
  if (!list.length) problems.push({ param: 'r', message: 'is required: one r=<URL-encoded /v1/ path and query> per call' });
  if (list.length > BATCH_MAX_ITEMS) {
    problems.push({ param: 'r', message: `given ${list.length} times; a batch holds at most ${BATCH_MAX_ITEMS} calls` });
  }
  list.forEach((v, i) => {
    // As a request line would carry it: printable ASCII, no fragment.
    if (!/^\/v1\/[\x21-\x22\x24-\x7e]*$/.test(v)) {
      problems.push({ param: 'r', message: `item ${i + 1} is not a /v1/ path with its query (printable ASCII, percent-encoded, no #)` });
    }
  });
  if (problems.length) throw invalidRequest(problems);
  return list;
}

/** How many calls a batch request counts for against the rate limit (1 when it is malformed). */
export function batchUnits(query: Record<string, unknown>): number {
  const r = query.r;
  const n = Array.isArray(r) ? r.length : r === undefined ? 0 : 1;
  return n >= 1 && n <= BATCH_MAX_ITEMS ? n : 1;
}

/** The catalog endpoint a path names and its path parameters, matched as the service's router does. */
function catalogMatcher(catalog: Endpoint[]) {
  const router = new Router();
  const byRoute = new Map<string, Endpoint>();
  for (const e of catalog) {
    router.get(routerPath(e.path), () => {});
    byRoute.set(routerPath(e.path), e);
  }
  return (path: string): { endpoint: Endpoint; params: Record<string, string> } | undefined => {
    const layer = router.match(path, 'GET').pathAndMethod[0];
    const endpoint = layer && byRoute.get(layer.path as string);
    if (!layer || !endpoint) return undefined;
    return { endpoint, params: layer.params(path, layer.captures(path), {}) };
  };
}

/** The query object Koa would make of this query string. */
function parseQuery(qs: string): Record<string, string | string[]> {
  const sp = new URLSearchParams(qs);
  const out: Record<string, string | string[]> = {};
  for (const k of new Set(sp.keys())) {
    const all = sp.getAll(k);
    out[k] = all.length <= 1 ? all[0]! : all;
  }
  return out;
}

/**
 * The context an item's endpoint sees while it is prepared: the batch's (key, store, rate-limit
 * headers) with the item's path and query, and JSON as the only acceptable media type.
 */
function itemContext(ctx: Context, path: string, querystring: string, query: Record<string, unknown>): Context {
  const item = Object.create(ctx) as Context;
  Object.defineProperties(item, {
    path: { value: path },
    querystring: { value: querystring },
    query: { value: query },
    accepts: {
      value: (...types: (string | string[])[]) => {
        const list = types.flat();
        if (!list.length) return [JSON_TYPE];
        return list.includes(JSON_TYPE) ? JSON_TYPE : false;
      },
    },
    get: { value: (field: string) => (field.toLowerCase() === 'accept' ? JSON_TYPE : ctx.get(field)) },
  });
  return item;
}

const notJson = () =>
  new ApiError('not_acceptable', 'A batch item must answer JSON; this call answers an image or a PDF: make it on its own.');

/** An error as the item's envelope (the batch's request id), as the error middleware renders it. */
function errorAnswer(e: unknown, requestId: string, logger?: Logger): ItemAnswer {
  let err: ApiError;
  if (e instanceof ApiError) err = e.code === 'not_acceptable' ? notJson() : e;
  else if (e instanceof StoreUnavailableError) err = unavailable();
  else {
    logger?.error({ req_id: requestId, err_type: (e as Error)?.name ?? typeof e }, 'internal error in a batch item');
    err = new ApiError('internal_error', 'Internal error; please retry or report the request id.');
  }
  const holder = { status: 0, body: undefined as unknown, set: () => {}, state: { requestId } };
  renderError(holder, err);
  return { status: holder.status, body: JSON.stringify(holder.body), credits: 0 };
}

/** Checks one item as its single call would be checked, before anything is charged. */
function planItem(target: string, ctx: Context, match: ReturnType<typeof catalogMatcher>, logger?: Logger): Planned {
  const requestId = ctx.state.requestId as string;
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  const querystring = q < 0 ? '' : target.slice(q + 1);
  if (path.replace(/\/+$/, '').toLowerCase() === BATCH_PATH) {
    const nested = invalidRequest([{ param: 'r', message: 'a batch cannot hold /v1/batch' }]);
    return { answer: errorAnswer(nested, requestId) };
  }
  const found = match(path);
  if (!found) return { answer: errorAnswer(new ApiError('not_found', 'No endpoint at this path; see /v1/meta/endpoints.'), requestId) };
  const { endpoint, params } = found;
  if (!(endpoint.responseTypes ?? [JSON_TYPE]).includes(JSON_TYPE)) return { answer: errorAnswer(notJson(), requestId) };
  const query = parseQuery(querystring);
  try {
    const compute = accept(endpoint, query, params, itemContext(ctx, path, querystring, query));
    return { run: { endpoint, compute, raw: { ...query, ...params } } };
  } catch (e) {
    return { answer: errorAnswer(e, requestId, logger) };
  }
}

/** A computed answer as the single call sends it: the engine's JSON text as is, an object as Koa serialises it. */
function serialised(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'contentType' in body && 'body' in body) return jsonText(body);
  return JSON.stringify(body);
}

export interface BatchOptions extends MeteringOptions {
  catalog: Endpoint[];
  heavy: HeavyLimits;
  logger?: Logger;
}

/** The batch's handler (after auth, rate limit and Idempotency-Key). */
export function batchHandler(store: Store, opts: BatchOptions): Middleware {
  const match = catalogMatcher(opts.catalog);
  return async (ctx) => {
    const targets = batchTargets(ctx.query);
    const planned = targets.map((t) => planItem(t, ctx, match, opts.logger));
    const answers = await runBatch(ctx, store, opts, planned);
    if (!answers) return;
    const kept = answers.reduce((sum, a) => sum + a.credits, 0);
    const items = answers.map((a) => `{"status":${a.status},"credits":${a.credits},"body":${a.body}}`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = `{"count":${answers.length},"credits":${kept},"items":[${items.join(',')}]}`;
  };
}

/** Reserves, computes each item in turn, refunds the failed ones and settles the rest; undefined if the client left. */
async function runBatch(ctx: Context, store: Store, opts: BatchOptions, planned: Planned[]): Promise<ItemAnswer[] | undefined> {
  const key = ctx.state.apiKey as { id: string; trial?: boolean };
  const chargeId = ctx.state.chargeId as string;
  // Item i (from 1) is charged under `<charge id>.i`: the ledger shows each item, refunds are per item.
  const parts = new Map<number, DebitPart>();
  planned.forEach((p, i) => {
    if ('run' in p && p.run.endpoint.cost > 0) parts.set(i, { path: p.run.endpoint.path, cost: p.run.endpoint.cost, requestId: `${chargeId}.${i + 1}` });
  });
  const total = [...parts.values()].reduce((sum, p) => sum + p.cost, 0);
  if (clientGone(ctx)) {
    ctx.state.clientGone = true;
    ctx.respond = false;
    return undefined;
  }
  let remaining = 0;
  if (parts.size) {
    const debit = await store.debitAll(key.id, [...parts.values()]);
    if (!debit.ok) throw notEnoughCredits(key.trial === true, total, debit.remaining, opts.topUpUrl);
    remaining = debit.remaining;
  }
  const answers: ItemAnswer[] = [];
  let kept: DebitPart[];
  try {
    for (const [i, p] of planned.entries()) {
      // A client that left gets nothing computed further and nothing charged.
      if (clientGone(ctx)) return await gone(ctx, store, key.id, [...parts.values()]);
      answers.push('answer' in p ? p.answer : await runItem(ctx, store, opts, p.run, parts.get(i)));
    }
    kept = [...parts.entries()].filter(([i]) => answers[i]!.credits > 0).map(([, part]) => part);
    if (!(await settle(ctx, store, key.id, kept))) return undefined;
  } catch (e) {
    // Not answered (the store failed): nothing of the batch stays charged or in flight.
    await Promise.allSettled([...parts.values()].map((p) => store.refund(key.id, p.cost, p.path, p.requestId)));
    throw e;
  }
  const charged = kept.reduce((sum, p) => sum + p.cost, 0);
  if (parts.size) {
    ctx.set('X-Credits-Charged', String(charged));
    ctx.set('X-Credits-Remaining', String(remaining + total - charged));
  }
  return answers;
}

/** One item within the batch's deadline and the heavy-call limits; a failure gives its cost back. */
async function runItem(ctx: Context, store: Store, opts: BatchOptions, run: Runnable, part: DebitPart | undefined): Promise<ItemAnswer> {
  const key = ctx.state.apiKey as { id: string };
  const cost = part?.cost ?? 0;
  try {
    const arrived = (ctx.state.arrivedAt as number | undefined) ?? performance.now();
    const left = opts.timeoutMs - (performance.now() - arrived);
    const body = await opts.heavy.run(run.endpoint.heavy, key.id, () => withinDeadline(Promise.resolve().then(run.compute), left));
    const text = serialised(body);
    if (text === undefined) throw notJson();
    return { status: 200, body: text, credits: cost };
  } catch (e) {
    if (part) await store.refund(key.id, part.cost, part.path, part.requestId);
    let err: unknown = e;
    try {
      err = engineFailure(e, run.raw);
    } catch {
      /* not an engine refusal: rendered as a 500 below */
    }
    return errorAnswer(err, ctx.state.requestId as string, opts.logger);
  }
}

/**
 * Makes the kept charges final just before the answer is sent; false if the client left (its
 * charges are given back). Charges one of which was given back meanwhile (this process was
 * presumed dead) are all given back and the batch answers 503, so that "charged" and "answered"
 * stay the same set of calls.
 */
async function settle(ctx: Context, store: Store, keyId: string, kept: DebitPart[]): Promise<boolean> {
  if (clientGone(ctx)) return (await gone(ctx, store, keyId, kept)) ?? false;
  if (kept.length && !(await store.settleAll(kept.map((p) => p.requestId)))) {
    await refundAll(store, keyId, kept);
    throw unavailable();
  }
  return true;
}

/** Gives back every part (a part already given back is not given twice: refunds are per request id). */
const refundAll = (store: Store, keyId: string, parts: DebitPart[]) =>
  Promise.all(parts.map((p) => store.refund(keyId, p.cost, p.path, p.requestId)));

/** The client left: its charges are given back and nothing is written. */
async function gone(ctx: Context, store: Store, keyId: string, parts: DebitPart[]): Promise<undefined> {
  await refundAll(store, keyId, parts);
  ctx.state.clientGone = true;
  ctx.respond = false;
  return undefined;
}

const ITEM_EXAMPLE = '/v1/chart/planets?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';

/** The batch's answer, as the OpenAPI document publishes it. */
export const BATCH_ANSWER = {
  type: 'object',
  required: ['count', 'credits', 'items'],
  properties: {
    count: { type: 'integer', minimum: 1, maximum: BATCH_MAX_ITEMS, description: 'How many items the batch held (its `r` values).' },
    credits: { type: 'integer', minimum: 0, description: 'Credits the batch kept: the sum of the items\' `credits` (failed items were refunded).' },
    items: {
      type: 'array',
      description: 'One answer per `r`, in the order given.',
      items: {
        type: 'object',
        required: ['status', 'credits', 'body'],
        properties: {
          status: { type: 'integer', description: 'The HTTP status the single call would have answered (200, 400, 404, 406, 422, 429, 500, 503).' },
          credits: { type: 'integer', minimum: 0, description: 'Credits charged for this item: its catalog cost when it answered 200, else 0.' },
          body: {
            description:
              'The JSON the single call would have answered, byte for byte for a 200 (the schema of that operation); an error is the Error envelope naming the batch\'s request id.',
          },
        },
      },
    },
  },
};

/** The OpenAPI operation of GET /v1/batch. */
export function batchOperation(description: string, range: Record<string, unknown>, errorResponse: (d: string) => unknown) {
  return {
    get: {
      operationId: 'batch',
      summary: `Up to ${BATCH_MAX_ITEMS} catalog calls in one request, each answered as if made alone`,
      tags: ['batch'],
      'x-credits': 'the sum of the items\' costs',
      'x-supported-range': range,
      description: [description, 'Costs the sum of the costs of its items that answer 200 (each item\'s catalog cost).'].join('\n\n'),
      security: [{ bearerAuth: [] }],
      parameters: [
        {
          name: 'r',
          in: 'query',
          required: true,
          description: `One call per value, up to ${BATCH_MAX_ITEMS}: a catalog GET path starting /v1/ with its query string, URL-encoded as a query value (repeat r for each call).`,
          style: 'form',
          explode: true,
          example: [ITEM_EXAMPLE],
          schema: { type: 'array', minItems: 1, maxItems: BATCH_MAX_ITEMS, items: { type: 'string', pattern: '^/v1/' } },
        },
      ],
      responses: {
        200: {
          description: 'The items\' answers (each item carries its own status); X-Credits-Charged and X-Credits-Remaining as on single calls.',
          content: { 'application/json': { schema: BATCH_ANSWER } },
        },
        400: errorResponse('invalid_request: the batch itself is malformed (no r, more than 16, an r that is not a /v1/ path); details name r'),
        401: errorResponse('unauthorized: API key missing or invalid'),
        402: errorResponse('trial_exhausted or insufficient_credits: the key cannot pay for every item that validates; nothing was charged'),
        429: errorResponse('rate_limited: a batch of n items counts as n calls'),
        503: errorResponse('unavailable: the store could not confirm the charges; nothing was charged'),
      },
    },
  };
}
