// meta group: the live catalog and the version record (also the health check).
import { z } from 'zod';
import { engine } from '../../addon.js';
import { engineAnswer } from '../answers.js';
import { catalogEntry, defineEndpoint, type Endpoint } from '../catalog.js';
import { calendarDate, resolveMoment } from '../schemas.js';

export interface BuildInfo {
  version: string;
  buildCommit: string;
  startedAt: number;
  /** Where users of this server get its source (AGPL-3.0 §13); SOURCE_URL. */
  sourceUrl?: string;
}

// What the two answers are, as zod schemas: the code below is typed by them and the OpenAPI
// document publishes them (the engine's answers take their schemas from the engine instead).
const catalogEntrySchema = z.object({
  method: z.literal('GET'),
  path: z.string().meta({ description: 'Path template, with {param} placeholders.' }),
  group: z.string(),
  cost: z.number().int().min(0).meta({ description: 'Credits one call costs.' }),
  summary: z.string(),
});
const catalogSchema = z.array(catalogEntrySchema);
const versionSchema = z.object({
  version: z.string(),
  build_commit: z.string(),
  ephemeris_version: z.string().meta({ description: 'Version of the linked Swiss Ephemeris.' }),
  endpoint_count: z.number().int().min(0),
  uptime_seconds: z.number().int().min(0),
  license: z.literal('AGPL-3.0-only').meta({ description: 'The licence of this software (GNU Affero GPL 3.0).' }),
  source_url: z
    .string()
    .nullable()
    .meta({
      description:
        "Where the source of the running server can be had (AGPL-3.0 §13; the operator's SOURCE_URL); null when the operator has not set one.",
    }),
});

/** The JSON Schema of a zod schema, as an OpenAPI response schema. */
function answerOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _s, ...json } = z.toJSONSchema(schema, { io: 'output' }) as Record<string, unknown>;
  return json;
}

/** The reference tables of the options (issue 17's paths in the meta group): free and public. */
const referenceEndpoints = [
  defineEndpoint({
    path: '/v1/meta/ayanamsas',
    group: 'meta',
    cost: 0,
    auth: false,
    summary: 'Every ayanamsa the API offers, with its true and mean value at a date. Unauthenticated',
    query: z.strictObject({ date: calendarDate('Date of the values (at 0h UT), YYYY-MM-DD.', '2024-01-01') }),
    prepare: ({ query }) => ({ jd_ut: resolveMoment({ date: query.date, time: '00:00', tz: '+00:00' }).jd_ut }),
    compute: (req) => engine.raw('ayanamsaTable', req),
    answer: engineAnswer('ayanamsaTable'),
  }),
  defineEndpoint({
    path: '/v1/meta/house-systems',
    group: 'meta',
    cost: 0,
    auth: false,
    summary: 'Every house system the API offers: slug, Swiss Ephemeris letter, quadrant or not, polar behaviour. Unauthenticated',
    query: z.strictObject({}),
    prepare: () => ({}),
    compute: (req) => engine.raw('houseSystemTable', req),
    answer: engineAnswer('houseSystemTable'),
  }),
];

export function metaEndpoints(catalog: () => Endpoint[], build: BuildInfo): Endpoint[] {
  return [
    ...referenceEndpoints,
    defineEndpoint({
      path: '/v1/meta/endpoints',
      group: 'meta',
      cost: 0,
      auth: false,
      summary: 'Catalog array of all live endpoints (Catalog entry). Unauthenticated',
      query: z.strictObject({}),
      prepare: () => null,
      compute: (): z.output<typeof catalogSchema> => catalog().map(catalogEntry),
      answer: answerOf(catalogSchema),
    }),
    defineEndpoint({
      path: '/v1/meta/version',
      group: 'meta',
      cost: 0,
      auth: false,
      summary: 'Version record',
      dependsOnNow: true,
      query: z.strictObject({}),
      prepare: () => null,
      answer: answerOf(versionSchema),
      compute: (): z.output<typeof versionSchema> => ({
        version: build.version,
        build_commit: build.buildCommit,
        ephemeris_version: engine.ephemerisVersion(),
        endpoint_count: catalog().length,
        uptime_seconds: Math.floor((Date.now() - build.startedAt) / 1000),
        license: 'AGPL-3.0-only',
        source_url: build.sourceUrl ?? null,
      }),
    }),
  ];
}
