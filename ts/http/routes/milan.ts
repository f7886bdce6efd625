// milan group: matchmaking of two births (boy_ and girl_ fields). One addon call (`milan`) per
// answer computes both charts and the requested check.
import { z } from 'zod';
import { engine } from '../../addon.js';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { choice, nowMoment, numberIn, personFields, resolvePerson, siderealFields } from '../schemas.js';
import { isoMoment, yearLength } from './dasha/periods.js';

const pairFields = { ...personFields('boy_'), ...personFields('girl_'), ...siderealFields };
const pairQuery = z.strictObject(pairFields);

type Pair = Record<string, unknown> & { ayanamsa?: string; node?: 'mean' | 'true' };

const pair = (q: Pair, check: string) => ({
  boy: resolvePerson(q, 'boy_'),
  girl: resolvePerson(q, 'girl_'),
  ayanamsa: q.ayanamsa,
  node: q.node,
  check,
});

const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'graha-maitri', 'gana', 'bhakoot', 'nadi'] as const;

const CHECKS: [string, string][] = [
  ['mangal-dosha', 'Mangal Dosha with its cancellation rules'],
  ['nadi-dosha', 'Nadi dosha with exceptions'],
  ['shani-dosha', 'Shani (Saturn) dosha check'],
  ['navamsa-compat', 'D9 navamsa compatibility'],
];

const syncQuery = z.strictObject({
  ...pairFields,
  at: z
    .string()
    .meta({ description: 'Start of the comparison, ISO date or date-time (without an offset: the boy tz). Default now.', example: '2025-01-01' })
    .optional(),
  years: numberIn({
    pattern: /^\d{1,2}$/,
    integer: true,
    message: 'must be a whole number from 1 to 50',
    min: 1,
    max: 50,
    rangeMessage: 'must be from 1 to 50',
    description: 'Years to compare from `at` (1 to 50, default 10).',
    example: '10',
  }).optional(),
  year: yearLength.optional(),
});

export const milanEndpoints = [
  defineEndpoint({
    path: '/v1/milan/ashtakoota',
    group: 'milan',
    cost: 2,
    summary: 'Full 36-point score with per-koota breakdown (Ashtakoota result)',
    query: pairQuery,
    prepare: ({ query: q }) => pair(q, 'ashtakoota'),
    ...byEngine('milan', 'ashtakoota'),
  }),
  defineEndpoint({
    path: '/v1/milan/ashtakoota/{koota}',
    group: 'milan',
    cost: 1,
    summary: 'Score of one koota. `{koota}` is one of: varna, vashya, tara, yoni, graha-maitri, gana, bhakoot, nadi',
    params: z.strictObject({
      koota: choice(KOOTAS).meta({ description: 'The koota.', example: 'nadi' }),
    }),
    query: pairQuery,
    prepare: ({ query: q, params }) => ({ ...pair(q, 'koota'), koota: params.koota }),
    ...byEngine('milan', 'koota'),
  }),
  ...CHECKS.map(([check, summary]) =>
    defineEndpoint({
      path: `/v1/milan/${check}`,
      group: 'milan',
      cost: 1,
      summary,
      query: pairQuery,
      prepare: ({ query: q }) => pair(q, check),
      ...byEngine('milan', check),
    }),
  ),
  defineEndpoint({
    path: '/v1/milan/porutham',
    group: 'milan',
    cost: 2,
    summary: 'The ten South Indian poruthams with the verdict of each, the count and the minimum set',
    query: pairQuery,
    prepare: ({ query: q }) => pair(q, 'porutham'),
    ...byEngine('milan', 'porutham'),
  }),
  defineEndpoint({
    path: '/v1/milan/dashakoota',
    group: 'milan',
    cost: 2,
    summary: 'The ten South Indian kootas beside their ashtakoota counterparts: verdicts, points and where the two systems conflict',
    query: pairQuery,
    prepare: ({ query: q }) => pair(q, 'dashakoota'),
    ...byEngine('milan', 'dashakoota'),
  }),
  defineEndpoint({
    path: '/v1/milan/dasha-sync',
    group: 'milan',
    cost: 1,
    summary: 'Dasha synchronization score',
    query: syncQuery,
    prepare: ({ query: q }) => {
      const base = pair(q, 'dasha-sync');
      const boyZone = { tz: q.boy_tz as string | undefined, timezone: q.boy_timezone as string | undefined };
      const at = q.at !== undefined ? isoMoment(q.at, 'at', boyZone).jd_ut : nowMoment().jd_ut;
      return { ...base, at, years: q.years, year: q.year };
    },
    ...byEngine('milan', 'dasha-sync'),
  }),
];
