// OpenAPI 3.1 document generated from the catalog's zod schemas.
import { z } from 'zod';
import { answerDefinitions } from './answers.js';
import type { Endpoint } from './catalog.js';
import { GROUPS } from './groups.js';
import { placeParams } from './schemas.js';
import { BATCH_PATH, batchOperation } from './batch.js';
import { DESCRIPTIONS } from './descriptions.js';
import { engine } from '../addon.js';

/**
 * The range every endpoint computes in (the ephemeris files' span), stated on every operation:
 * each date it is given must lie inside, and an answer that would need the ephemeris outside it
 * (an event search, a return, a window running past an end) is a 400 naming the date it needs.
 */
function supportedRange(e: Pick<Endpoint, 'window'>) {
  const [first, last] = engine.catalogs().supported_range.split(' to ');
  return {
    first,
    last,
    beyond: 'a date outside, or an answer that would need the ephemeris outside (a search, a return, a window past an end), is a 400 naming the date',
    ...(e.window ? { window: e.window } : {}),
  };
}

type JsonSchema = Record<string, unknown> & { description?: string; example?: unknown };

/**
 * The parameter a field is an alternative to (`timezone` for `tz`, `boy_timezone` for
 * `boy_tz`): it keeps its description but no example, so the examples Swagger UI fills in form
 * one valid request (a moment takes one of the two).
 */
function alternativeOf(name: string, shape: Record<string, unknown>): string | undefined {
  // boy_/girl_ are the older names of p1_/p2_ where an endpoint takes both.
  const person = /^(boy|girl)_(.*)$/.exec(name);
  const renamed = person && `${person[1] === 'boy' ? 'p1' : 'p2'}_${person[2]}`;
  if (renamed && renamed in shape) return alternativeOf(renamed, shape) ?? renamed;
  const zone = /^(.*)timezone$/.exec(name);
  if (zone && `${zone[1]}tz` in shape) return `${zone[1]}tz`;
  const moment = /^(.*)datetime$/.exec(name);
  if (moment && `${moment[1]}date` in shape) return `${moment[1]}date`;
  return undefined;
}

/**
 * A parameter's schema as a client should see it. Query values arrive as text, so the zod
 * schemas read digits and convert; numeric parameters are published as the number they become
 * (type, range, integer or not), everything else as the text it is read from.
 */
function parameterSchema(field: z.ZodType): JsonSchema {
  const output = z.toJSONSchema(field, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  if (output.type === 'number' || output.type === 'integer') {
    const example = output.example === undefined ? undefined : Number(output.example);
    return { ...output, example };
  }
  return z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function parameters(schema: z.ZodObject, location: 'query' | 'path') {
  // lat and lon may be left out for a place given by id (place=, boy_place=, ...).
  const places = placeParams(schema.shape);
  const byPlace = new Map(places.flatMap((t) => [[t.lat, t.param], [t.lon, t.param]]));
  const placeAlternative = new Map(places.map((t) => [t.param, alternativeOf(t.lat, schema.shape) ?? t.lat]));
  return Object.entries(schema.shape).map(([name, field]) => {
    const { description, example, $schema: _s, ...rest } = parameterSchema(field as z.ZodType);
    const alternativeTo = placeAlternative.get(name) ?? alternativeOf(name, schema.shape);
    const needed = !(field as z.ZodType).safeParse(undefined).success;
    const place = byPlace.get(name);
    return {
      name,
      in: location,
      required: location === 'path' || (needed && place === undefined),
      description: needed && place ? `${description ?? name} Required unless ${place} is given.` : (description ?? name),
      ...(alternativeTo ? { 'x-alternative-to': alternativeTo } : { example }),
      schema: rest,
    };
  });
}

/** The `resolved_places` member a JSON object answer carries when a place was given by GeoNames id. */
const placesUsed = {
  type: 'object',
  description: 'Present only when a place was given by GeoNames id: each place parameter given, with the place it named.',
  additionalProperties: {
    type: 'object',
    required: ['geonames_id', 'name', 'country', 'admin1_code', 'lat', 'lon', 'timezone', 'timezone_applied'],
    properties: {
      geonames_id: { type: 'integer' },
      name: { type: 'string' },
      country: { type: 'string', description: 'ISO 3166-1 alpha-2.' },
      admin1_code: { type: 'string', description: 'GeoNames first-level division code.' },
      lat: { type: 'number' },
      lon: { type: 'number' },
      timezone: { type: 'string', description: 'IANA zone at the place.' },
      timezone_applied: { type: 'boolean', description: 'The zone was used for the local time (no tz, timezone or datetime offset was given).' },
    },
  },
};

/** What `lang=` adds (docs/lang.md): beside a named member X, its name in that language. */
const localizedNames = {
  '_localized$': { type: 'string', description: 'The name of the member before it (X of X_localized) in the language lang= asked for; see docs/lang.md.' },
};

/** A schema whose objects admit the `X_localized` members `lang=` adds (every object with properties). */
function localizable<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(localizable) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === 'properties' ? Object.fromEntries(Object.entries(v as object).map(([p, x]) => [p, localizable(x)])) : localizable(v)]));
  if ('properties' in out && !('patternProperties' in out)) out.patternProperties = localizedNames;
  return out as T;
}

/** The 200 schema of one media type: the endpoint's answer schema, or the binary document. */
function responseSchema(e: Endpoint, type: string): JsonSchema {
  if (type === 'application/pdf' || type === 'image/png') return { type: 'string', format: 'binary' };
  const answer = e.answer ? localizable(e.answer) : { type: ['object', 'array'] };
  const objectAnswer = typeof answer.$ref === 'string' || answer.type === 'object';
  if (type.startsWith('application/json') && objectAnswer && placeParams(e.query.shape).length > 0) {
    return { type: 'object', allOf: [answer], properties: { resolved_places: placesUsed } };
  }
  return answer;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The answers of one operation: the 200 with its schema and caching headers, and the errors. */
function responses(e: Endpoint) {
  return {
    200: {
      description: 'Computed result',
      headers: e.dependsOnNow
        ? undefined
        : {
            ETag: { description: 'Strong tag of the build and the canonical request (absent when the answer defaults to now).', schema: { type: 'string' } },
            'Cache-Control': { description: '`private, max-age=86400`, or `no-store` when the answer depends on the current time.', schema: { type: 'string' } },
          },
      content: Object.fromEntries(
        (e.responseTypes ?? ['application/json']).map((type) => [
          type,
          { schema: responseSchema(e, type) },
        ]),
      ),
    },
    ...(e.dependsOnNow ? {} : { 304: { description: 'Not modified: If-None-Match named this answer\'s ETag; no body, nothing charged.' } }),
    400: errorResponse('invalid_request: a parameter is missing or wrong (details name each one)'),
    ...(e.auth
      ? {
          401: errorResponse('unauthorized: API key missing or invalid'),
          402: errorResponse('trial_exhausted (a trial key) or insufficient_credits: fewer credits left than the call costs (carries top_up_url when the operator set one)'),
          429: errorResponse('rate_limited: too many requests (Retry-After header)'),
        }
      : {}),
    ...(e.responseTypes?.includes('application/pdf')
      ? { 406: errorResponse('not_acceptable: the Accept header (or format) names no media type this endpoint produces') }
      : {}),
    422: errorResponse('unsupported: valid input this method cannot serve'),
    500: errorResponse('internal_error'),
  };
}

export function openApiDocument(catalog: Endpoint[], version: string) {
  const paths: Record<string, unknown> = {};
  for (const e of catalog) {
    paths[e.path] = {
      get: {
        operationId: e.path.replace(/^\/v1\//, '').replace(/[{}]/g, '').replace(/[/-]/g, '_'),
        summary: e.summary,
        tags: [e.group],
        'x-credits': e.cost,
        'x-supported-range': supportedRange(e),
        description: [
          e.description ?? e.summary,
          `Dates from ${supportedRange(e).first} to ${supportedRange(e).last}${e.window ? `; ${e.window}` : ''}.`,
          `Costs ${e.cost} credit${e.cost === 1 ? '' : 's'} per call.`,
        ].join('\n\n'),
        security: e.auth ? [{ bearerAuth: [] }] : [],
        parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
        responses: responses(e),

      },
    };
  }
  // The batch's items compute in the same range, each with its own endpoint's window.
  const range = supportedRange({ window: 'each item as its own endpoint' });
  paths[BATCH_PATH] = batchOperation(
    [DESCRIPTIONS[BATCH_PATH] ?? '', `Dates from ${range.first} to ${range.last}, for each item as for its endpoint.`].join('\n\n'),
    range,
    errorResponse,
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'astrology-api',
      version,
      description: 'Vedic and Western astrology calculations on Swiss Ephemeris. All endpoints are GET under /v1/.',
      license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
    },
    servers: [{ url: '/' }],
    tags: [...new Set([...catalog.map((e) => e.group), 'batch'])].map((name) => ({ name, description: GROUPS[name] ?? name })),
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key (ak_live_...)' } },
      schemas: {
        ...localizable(answerDefinitions()),
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message', 'request_id'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                request_id: { type: 'string', description: 'req_<random>, or the client\'s own X-Request-Id when it sent a well-formed one.' },
                details: {
                  type: 'array',
                  items: { type: 'object', properties: { param: { type: 'string' }, message: { type: 'string' } } },
                },
                top_up_url: { type: 'string', format: 'uri' },
              },
            },
          },
        },
      },
    },
    paths,
  };
}
