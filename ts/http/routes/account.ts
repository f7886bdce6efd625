// account group: the calling key's own record (free): its balance, label, rate limit and what it
// spent on which endpoint over the last 30 days. Answers depend on the moment: never cached.
import { z } from 'zod';
import type { ApiKeyRecord, Store } from '../../store/store.js';
import { defineEndpoint } from '../catalog.js';

/** The period the usage covers, days. */
export const USAGE_DAYS = 30;

const accountSchema = z.object({
  key: z.object({
    id: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the key (never enough to use it).' }),
    label: z.string().nullable(),
    created_at: z.string(),
  }),
  credits: z.number().int().meta({ description: 'Credits left.' }),
  rate_limit: z.object({
    limit: z.number().int().meta({ description: 'Calls allowed per window.' }),
    remaining: z.number().int(),
    window_seconds: z.number().int(),
  }),
  usage: z.object({
    since: z.string().meta({ description: `Start of the period, ISO 8601 UTC (${USAGE_DAYS} days ago).` }),
    by_endpoint: z.array(
      z.object({
        path: z.string(),
        calls: z.number().int(),
        refunded: z.number().int(),
        credits: z.number().int().meta({ description: 'Credits spent, net of refunds.' }),
      }),
    ),
  }),
});

const answer = (() => {
  const { $schema: _s, ...json } = z.toJSONSchema(accountSchema, { io: 'output' }) as Record<string, unknown>;
  return json;
})();

export const accountEndpoints = [
  defineEndpoint({
    path: '/v1/account',
    group: 'account',
    cost: 0,
    summary: "The calling key's balance, label, rate limit and usage by endpoint over the last 30 days",
    dependsOnNow: true,
    answer,
    query: z.strictObject({}),
    prepare: ({ ctx }) => ({
      key: ctx.state.apiKey as ApiKeyRecord,
      store: ctx.state.store as Store,
      limit: Number(ctx.response.get('X-RateLimit-Limit') || 0),
      remaining: Number(ctx.response.get('X-RateLimit-Remaining') || 0),
      window: Number(/;w=(\d+)/.exec(ctx.response.get('RateLimit-Policy'))?.[1] ?? 0),
    }),
    compute: async ({ key, store, limit, remaining, window }): Promise<z.output<typeof accountSchema>> => {
      const since = new Date(Date.now() - USAGE_DAYS * 86_400_000).toISOString();
      return {
        key: { id: key.id, prefix: key.prefix, label: key.label, created_at: key.createdAt },
        credits: key.credits,
        rate_limit: { limit, remaining, window_seconds: window },
        usage: { since, by_endpoint: await store.usage(key.id, since) },
      };
    },
  }),
];
