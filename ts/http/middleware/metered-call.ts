// Validates input, debits credits atomically, computes, and refunds a failed computation.
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { EngineError } from '../../addon.js';
import type { Store } from '../../store/store.js';
import { conditional, entityTag, notModified } from '../caching.js';
import { preparedWithNow } from '../now-scope.js';
import type { Endpoint } from '../catalog.js';
import type { RawBody } from '../raw-body.js';
import { sendable, type AnswerCache } from './answer-cache.js';
import { ApiError, invalidRequest, unavailable, type ParamIssue } from '../errors.js';
import { setHeader } from '../headers.js';

// A parameter name is echoed only if it looks like one; anything else is not reflected.
export const safeName = (k: string) => (/^[A-Za-z0-9_.\-\[\]]{1,40}$/.test(k) ? k : '(unnamed parameter)');

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
  // What a message must not echo: every value sent (gathered only when there is a message).
  const raw = () => ({ ...query, ...params });
  // A parameter given twice is ambiguous: say so rather than judge one of the values.
  const repeated = Object.entries(query).filter(([, v]) => Array.isArray(v));
  if (repeated.length) throw invalidRequest(repeated.map(([k]) => ({ param: safeName(k), message: 'given more than once' })));
  let accepted;
  try {
    accepted = endpoint.accept(query, params, ctx);
  } catch (e) {
    throw engineFailure(e, raw());
  }
  if (!accepted.ok) {
    const problems = [
      ...(accepted.paramsError ? issues(accepted.paramsError) : []),
      ...(accepted.queryError ? issues(accepted.queryError) : []),
    ];
    throw invalidRequest(scrub(problems, raw()));
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

/** The client closed the connection before its answer could be written (an aborted fetch, a timeout on its side). */
export const clientGone = (ctx: Context): boolean => ctx.req.socket.destroyed || ctx.res.destroyed;

/** What a metered call needs besides the store. */
export interface MeteringOptions {
  /** Where a 402 sends the client to buy credits (omitted when empty). */
  topUpUrl: string;
  /** Long computations (`heavy` endpoints) one key may run at once in this process. */
  heavyPerKey: number;
  /** Long computations this process runs at once, all keys together; the rest wait their turn. */
  heavySlots: number;
  /** Time from arrival within which an answer must be ready (REQUEST_TIMEOUT_S), in ms. */
  timeoutMs: number;
  /** Answers of identical requests kept for reuse (answer-cache.ts); none: every call computes. */
  answers?: AnswerCache;
}

/** The computation, or a 503 once the request's deadline passes (the work's result is then dropped). */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) return Promise.reject(tooSlow());
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(tooSlow()), ms);
    work.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

const tooSlow = () =>
  new ApiError('unavailable', 'The computation did not finish within the time this server allows; nothing was charged.', {
    headers: { 'Retry-After': '5' },
  });

/** The 402: `trial_exhausted` for a trial key, `insufficient_credits` for any other. */
export function notEnoughCredits(trial: boolean, cost: number, remaining: number, topUpUrl: string): ApiError {
  const message = trial
    ? `Your trial credits do not cover this call (it costs ${cost}, ${remaining} left). Pick a plan to continue.`
    : `Not enough credits for this call (it costs ${cost}, ${remaining} left). Top up the key to continue.`;
  return new ApiError(trial ? 'trial_exhausted' : 'insufficient_credits', message, {
    ...(topUpUrl ? { top_up_url: topUpUrl } : {}),
    headers: { 'X-Credits-Remaining': String(remaining) },
  });
}

/** Counts each key's heavy computations in flight, and refuses one more than allowed with a 429. */
function heavyGate(limit: number) {
  const running = new Map<string, number>();
  return {
    enter(keyId: string): () => void {
      const n = running.get(keyId) ?? 0;
      if (n >= limit) {
        throw new ApiError(
          'rate_limited',
          `At most ${limit} long computations (reports, multi-year scans) may run at once for one key; retry when one has answered.`,
          { headers: { 'Retry-After': '1' } },
        );
      }
      running.set(keyId, n + 1);
      return () => {
        const left = (running.get(keyId) ?? 1) - 1;
        if (left > 0) running.set(keyId, left);
        else running.delete(keyId);
      };
    },
  };
}

/**
 * At most `slots` long computations run at once in the process; the others wait in arrival order.
 * With one core left to the event loop, cheap calls never queue behind them for CPU.
 */
function heavySlots(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (): Promise<() => void> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    return () => {
      const next = waiting.shift();
      if (next) next(); // the slot passes straight to the next in line
      else running--;
    };
  };
}

/** The heavy-call limits of one process, shared by single calls and batch items. */
export interface HeavyLimits {
  /** Runs `work` within the key's and the process's limits for long computations (429 past the key's). */
  run<T>(heavy: boolean | undefined, keyId: string | undefined, work: () => Promise<T>): Promise<T>;
}

export function heavyLimits(opts: Pick<MeteringOptions, 'heavyPerKey' | 'heavySlots'>): HeavyLimits {
  const gate = heavyGate(opts.heavyPerKey);
  const slot = heavySlots(opts.heavySlots);
  return {
    async run(heavy, keyId, work) {
      if (!heavy) return work();
      const leave = keyId ? gate.enter(keyId) : undefined;
      try {
        const release = await slot();
        try {
          return await work();
        } finally {
          release();
        }
      } finally {
        leave?.();
      }
    },
  };
}

export function meteredCall(store: Store, opts: MeteringOptions, heavy: HeavyLimits = heavyLimits(opts)): Middleware {
  return async (ctx) => {
    const endpoint = ctx.state.endpoint as Endpoint;
    const key = ctx.state.apiKey as { id: string } | undefined;
    await heavy.run(endpoint.heavy, key?.id, () => charged(ctx, store, opts));
  };
}

/** Validate, debit, compute (or recall) within the deadline, then settle (answered) or refund (not answered). */
async function charged(ctx: Context, store: Store, opts: MeteringOptions): Promise<void> {
  const endpoint = ctx.state.endpoint as Endpoint;
  // The strong ETag names the build and the canonical request; a now-dependent answer has none.
  const tag = opts.answers && !endpoint.dependsOnNow ? entityTag(ctx, endpoint) : '';
  // An answer this process holds was kept for the same canonical request, which was valid and did
  // not read "now" (no other answer is kept): so it is neither validated nor prepared again.
  const held = tag ? opts.answers!.local(tag) : undefined;
  let prepared: { value: () => unknown; usesNow: boolean } | undefined;
  if (held) {
    if (conditional(ctx, endpoint, tag)) return; // 304: the client holds it; nothing charged
  } else {
    prepared = preparedWithNow(() => accept(endpoint, ctx.query, ctx.state.params, ctx));
    if (notModified(ctx, endpoint, prepared.usesNow, tag || undefined)) return;
  }
  const cacheKey = opts.answers && !prepared?.usesNow ? tag : '';
  const recalled = held ?? (cacheKey ? opts.answers!.shared(cacheKey) : undefined);

  const key = ctx.state.apiKey as { id: string; trial?: boolean } | undefined;
  const chargeId = ctx.state.chargeId as string;
  const charge = endpoint.cost > 0 && key !== undefined;
  const unCharge = () => {
    ctx.remove('X-Credits-Charged');
    ctx.remove('X-Credits-Remaining');
  };
  // A client that left while its call waited its turn is not charged, and nothing is computed.
  if (clientGone(ctx)) {
    ctx.state.clientGone = true;
    ctx.respond = false;
    return;
  }
  if (charge) {
    // An answer in hand has nothing left that could fail: its debit is final at once (one write).
    const debit = held
      ? await store.charge(key.id, endpoint.cost, endpoint.path, chargeId)
      : await store.debit(key.id, endpoint.cost, endpoint.path, chargeId);
    if (!debit.ok) {
      // A key remembered by authentication (auth.ts) may have been revoked since: that is a 401.
      await (ctx.state.keyStillActive as (() => Promise<boolean>) | undefined)?.();
      throw notEnoughCredits(key.trial === true, endpoint.cost, debit.remaining, opts.topUpUrl);
    }
    setHeader(ctx, 'X-Credits-Charged', String(endpoint.cost));
    setHeader(ctx, 'X-Credits-Remaining', String(debit.remaining));
  }

  let body: unknown;
  try {
    body = (await recalled) ?? (await computed(ctx, prepared!.value, opts, cacheKey));
  } catch (e) {
    if (charge) {
      unCharge();
      await store.refund(key.id, endpoint.cost, endpoint.path, chargeId);
    }
    throw engineFailure(e, { ...ctx.query, ...ctx.state.params });
  }
  // Charge only what is delivered: a client that has gone will never read this answer.
  if (charge && !held && clientGone(ctx)) {
    unCharge();
    await store.refund(key.id, endpoint.cost, endpoint.path, chargeId);
    ctx.state.clientGone = true;
    ctx.respond = false;
    return;
  }
  // The charge becomes final only now, just before the answer is sent: a process that dies
  // before this point leaves an in-flight debit that the store gives back (see Store.settle).
  if (charge && !held) await settled(ctx, store, chargeId, unCharge);
  if (isRawBody(body)) {
    ctx.type = body.contentType;
    for (const [name, value] of Object.entries(body.headers ?? {})) ctx.set(name, value);
    ctx.body = body.body;
  } else ctx.body = body;
}

/** Runs the computation within the request's deadline; a cacheable answer is kept as sent. */
async function computed(ctx: Context, compute: () => unknown, opts: MeteringOptions, cacheKey: string): Promise<unknown> {
  const arrived = (ctx.state.arrivedAt as number | undefined) ?? performance.now();
  const left = opts.timeoutMs - (performance.now() - arrived);
  if (left <= 0) throw tooSlow();
  // A synchronous computation is over before any timer could fire: only a pending one (a
  // worker-thread report, a PDF) races the deadline, and only it needs a timer.
  const value = compute();
  const result = isPending(value) ? await withinDeadline(value, left) : value;
  if (!cacheKey || !opts.answers) return result;
  const answer = sendable(result);
  if (!answer) return result;
  opts.answers.keep(cacheKey, answer);
  return answer;
}

const isPending = (v: unknown): v is Promise<unknown> => typeof (v as { then?: unknown } | null)?.then === 'function';

/** Makes the debit final; a 503 (nothing charged) if the store gave it back meanwhile or fails. */
async function settled(ctx: Context, store: Store, chargeId: string, unCharge: () => void): Promise<void> {
  let ok: boolean;
  try {
    ok = await store.settle(chargeId);
  } catch (e) {
    unCharge();
    throw e; // 503; the store refunds a settle whose outcome it does not know
  }
  if (!ok) {
    // The debit was already given back (this process was presumed dead during an outage):
    // answer 503 so that "charged" and "answered" stay the same set of calls.
    unCharge();
    throw unavailable();
  }
}
