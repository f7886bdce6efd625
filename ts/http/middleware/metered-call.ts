// Validates input, debits credits atomically, computes, and refunds a failed computation.
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { EngineError } from '../../addon.js';
import type { Store } from '../../store/store.js';
import { notModified, preparedWithNow } from '../caching.js';
import type { Endpoint } from '../catalog.js';
import type { RawBody } from '../raw-body.js';
import { ApiError, invalidRequest, unavailable, type ParamIssue } from '../errors.js';

// A parameter name is echoed only if it looks like one; anything else is not reflected.
const safeName = (k: string) => (/^[A-Za-z0-9_.\-\[\]]{1,40}$/.test(k) ? k : '(unnamed parameter)');

/**
 * Messages name the parameter and the rule, never the value sent. Rules written by route authors
 * or the engine might quote it; as a last line of defence any query value of 3+ characters that
 * appears in a message on its own is replaced. "On its own": not inside a longer name, so that
 * `tables` sent for `raman-tables` leaves the list of allowed values readable.
 */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function scrub(details: ParamIssue[], query: Record<string, unknown>): ParamIssue[] {
  // A time zone the engine named in its message is a zone it knows: worth showing ("does not
  // exist in Europe/Paris"), and no longer arbitrary input.
  const values = Object.entries(query)
    .filter(([k, v]) => !(k.endsWith('timezone') && typeof v === 'string' && /^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/.test(v)))
    .map(([, v]) => v)
    .flat()
    .filter((v): v is string => typeof v === 'string' && v.length >= 3)
    .sort((a, b) => b.length - a.length);
  if (!values.length) return details;
  const alone = values.map((v) => new RegExp(`(?<![A-Za-z0-9_-])${escapeRegExp(v)}(?![A-Za-z0-9_-])`, 'g'));
  return details.map((d) => {
    let message = d.message;
    for (const re of alone) message = message.replace(re, '(value)');
    return { param: d.param, message };
  });
}

function issues(error: z.ZodError): ParamIssue[] {
  return error.issues.flatMap((i) => {
    // One detail per parameter, so a client can show each beside its field.
    if (i.code === 'unrecognized_keys') {
      return i.keys.map((k) => ({ param: safeName(k), message: 'is not a parameter of this endpoint' }));
    }
    const param = i.path.length ? String(i.path[0]) : 'query';
    const message = i.code === 'invalid_type' && i.input === undefined ? 'is required' : i.message;
    return { param, message };
  });
}

/** The endpoint's computation for this request, or a 400 naming every bad parameter. */
export function accept(endpoint: Endpoint, query: Record<string, unknown>, params: Record<string, string>, ctx: Context) {
  const raw = { ...query, ...params };
  // A parameter given twice is ambiguous: say so rather than judge one of the values.
  const repeated = Object.entries(query).filter(([, v]) => Array.isArray(v));
  if (repeated.length) throw invalidRequest(repeated.map(([k]) => ({ param: safeName(k), message: 'given more than once' })));
  let accepted;
  try {
    accepted = endpoint.accept(query, params, ctx);
  } catch (e) {
    throw engineFailure(e, raw);
  }
  if (!accepted.ok) {
    const problems = [
      ...(accepted.paramsError ? issues(accepted.paramsError) : []),
      ...(accepted.queryError ? issues(accepted.queryError) : []),
    ];
    throw invalidRequest(scrub(problems, raw));
  }
  return accepted.compute;
}

export function engineFailure(e: unknown, query: Record<string, unknown>): ApiError {
  if (e instanceof ApiError) {
    if (e.code === 'invalid_request' && e.extra.details) return invalidRequest(scrub(e.extra.details, query));
    return e;
  }
  if (e instanceof EngineError) {
    if (e.code === 'invalid_request') return invalidRequest(scrub([{ param: e.param ?? 'query', message: e.message }], query));
    if (e.code === 'unsupported') return new ApiError('unsupported', e.message);
  }
  throw e; // rendered as a 500 by the error middleware, which also logs it
}

/** An answer sent as is with its media type: the engine's JSON text, an SVG image, a PDF. */
const isRawBody = (r: unknown): r is RawBody =>
  typeof r === 'object' &&
  r !== null &&
  typeof (r as { contentType?: unknown }).contentType === 'string' &&
  (typeof (r as { body?: unknown }).body === 'string' || Buffer.isBuffer((r as { body?: unknown }).body));

export function meteredCall(store: Store, topUpUrl: string): Middleware {
  return async (ctx) => {
    const endpoint = ctx.state.endpoint as Endpoint;
    const raw = { ...ctx.query, ...ctx.state.params } as Record<string, unknown>;
    const prepared = preparedWithNow(() => accept(endpoint, ctx.query, ctx.state.params, ctx));
    if (notModified(ctx, endpoint, prepared.usesNow)) return; // 304: the client holds it; nothing charged
    const compute = prepared.value;

    const key = ctx.state.apiKey as { id: string } | undefined;
    const requestId = ctx.state.requestId as string;
    const charge = endpoint.cost > 0 && key !== undefined;
    if (charge) {
      const debit = await store.debit(key.id, endpoint.cost, endpoint.path, requestId);
      if (!debit.ok) {
        throw new ApiError(
          'trial_exhausted',
          `Your credits are used up (this call costs ${endpoint.cost}, ${debit.remaining} left). Pick a plan to continue.`,
          { ...(topUpUrl ? { top_up_url: topUpUrl } : {}), headers: { 'X-Credits-Remaining': String(debit.remaining) } },
        );
      }
      ctx.set('X-Credits-Charged', String(endpoint.cost));
      ctx.set('X-Credits-Remaining', String(debit.remaining));
    }

    let body: unknown;
    try {
      body = await compute();
    } catch (e) {
      if (charge) {
        ctx.remove('X-Credits-Charged');
        ctx.remove('X-Credits-Remaining');
        await store.refund(key.id, endpoint.cost, endpoint.path, requestId);
      }
      throw engineFailure(e, raw);
    }
    // The charge becomes final only now, just before the answer is sent: a process that dies
    // before this point leaves an in-flight debit that the store gives back (see Store.settle).
    if (charge) {
      let settled: boolean;
      try {
        settled = await store.settle(requestId);
      } catch (e) {
        ctx.remove('X-Credits-Charged');
        ctx.remove('X-Credits-Remaining');
        throw e; // 503; the store refunds a settle whose outcome it does not know
      }
      if (!settled) {
        // The debit was already given back (this process was presumed dead during an outage):
        // answer 503 so that "charged" and "answered" stay the same set of calls.
        ctx.remove('X-Credits-Charged');
        ctx.remove('X-Credits-Remaining');
        throw unavailable();
      }
    }
    if (isRawBody(body)) {
      ctx.type = body.contentType;
      ctx.body = body.body;
    } else ctx.body = body;
  };
}
