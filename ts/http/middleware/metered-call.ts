// Validates input, debits credits atomically, computes, and refunds a failed computation.
import type { Middleware } from 'koa';
import { z } from 'zod';
import { EngineError } from '../../addon.js';
import type { Store } from '../../store/store.js';
import type { Endpoint } from '../catalog.js';
import { ApiError, invalidRequest, type ParamIssue } from '../errors.js';

function issues(error: z.ZodError): ParamIssue[] {
  return error.issues.map((i) => {
    if (i.code === 'unrecognized_keys') {
      return { param: i.keys.join(', '), message: 'is not a parameter of this endpoint' };
    }
    const param = i.path.length ? String(i.path[0]) : 'query';
    const message = i.code === 'invalid_type' && i.input === undefined ? 'is required' : i.message;
    return { param, message };
  });
}

function validate(endpoint: Endpoint, query: unknown, params: Record<string, string>) {
  const p = endpoint.params.safeParse(params);
  const q = endpoint.query.safeParse(query);
  const problems = [...(p.success ? [] : issues(p.error)), ...(q.success ? [] : issues(q.error))];
  if (problems.length) throw invalidRequest(problems);
  return { params: p.data, query: q.data };
}

function engineFailure(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof EngineError) {
    if (e.code === 'invalid_request') return invalidRequest([{ param: e.param ?? 'query', message: e.message }]);
    if (e.code === 'unsupported') return new ApiError('unsupported', e.message);
  }
  throw e; // rendered as a 500 by the error middleware, which also logs it
}

export function meteredCall(store: Store, topUpUrl: string): Middleware {
  return async (ctx) => {
    const endpoint = ctx.state.endpoint as Endpoint;
    const input = validate(endpoint, ctx.query, ctx.state.params);
    let request: unknown;
    try {
      request = endpoint.prepare({ ...input, ctx } as never);
    } catch (e) {
      throw engineFailure(e);
    }

    const key = ctx.state.apiKey as { id: string } | undefined;
    const requestId = ctx.state.requestId as string;
    const charge = endpoint.cost > 0 && key !== undefined;
    if (charge) {
      const debit = await store.debit(key.id, endpoint.cost, endpoint.path, requestId);
      if (!debit.ok) {
        throw new ApiError(
          'trial_exhausted',
          `Your credits are used up (this call costs ${endpoint.cost}, ${debit.remaining} left). Pick a plan to continue.`,
          { top_up_url: topUpUrl },
        );
      }
      ctx.set('X-Credits-Charged', String(endpoint.cost));
      ctx.set('X-Credits-Remaining', String(debit.remaining));
    }

    try {
      ctx.body = await endpoint.compute(request as never);
    } catch (e) {
      if (charge) {
        await store.refund(key.id, endpoint.cost, endpoint.path, requestId);
        ctx.remove('X-Credits-Charged');
        ctx.remove('X-Credits-Remaining');
      }
      throw engineFailure(e);
    }
  };
}
