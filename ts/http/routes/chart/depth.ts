// chart group, depth part: divisional charts (with vimshopaka), dignity, aspects, avakhada, KP
// sub-lords, combustion and graha yuddha. One engine call each.
import { z } from 'zod';
import { byEngine } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { invalidRequest } from '../../errors.js';
import { ayanamsa, birthQuery, birthRequest, choice, momentFields, placeFields, siderealFields } from '../../schemas.js';


export const VARGAS = [
  'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'D10', 'D11', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30',
  'D40', 'D45', 'D60',
] as const;

const divisionalQuery = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  method: choice(['parashara', 'parivritti', 'jagannatha'])
    .optional()
    .meta({
      description:
        'How parts map to signs where traditions differ. parashara (default, BPHS ch. 6; D2 = Leo/Cancer hora); ' +
        'parivritti (cyclic: part k of sign s goes to sign s·n+k, any varga); jagannatha (D3 only: movable, fixed, ' +
        'dual sign of the element).',
      example: 'parashara',
    }),
});

const kpQuery = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  ayanamsa: ayanamsa
    .optional()
    .meta({ description: 'Ayanamsa for the KP positions. Default krishnamurti.', example: 'krishnamurti' }),
});

const yuddhaQuery = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  rule: choice(['latitude', 'longitude'])
    .optional()
    .meta({
      description:
        'Who wins a war: latitude (default; the planet further north in ecliptic latitude, Surya Siddhanta ch. 7) ' +
        'or longitude (the planet ahead in longitude, a modern shortcut).',
      example: 'latitude',
    }),
});

export const chartDepthEndpoints = [
  defineEndpoint({
    path: '/v1/chart/divisional/{varga}',
    group: 'chart',
    cost: 1,
    summary: 'Divisional chart. `{varga}` runs from D1 through D60',
    params: z.strictObject({
      varga: choice(VARGAS).meta({ description: 'Varga (divisional chart), D1 … D60.', example: 'D9' }),
    }),
    query: divisionalQuery,
    prepare: ({ query, params }) => {
      if (query.method === 'jagannatha' && params.varga !== 'D3') {
        throw invalidRequest([{ param: 'method', message: 'jagannatha is a drekkana (D3) method' }]);
      }
      return { ...birthRequest(query), varga: params.varga, method: query.method };
    },
    ...byEngine('divisionalChart'),
  }),
  defineEndpoint({
    path: '/v1/chart/dignity',
    group: 'chart',
    cost: 1,
    summary: 'Planetary dignity (exalted, debilitated, own sign and so on)',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('chartDignity'),
  }),
  defineEndpoint({
    path: '/v1/chart/aspects',
    group: 'chart',
    cost: 1,
    summary: 'Graha drishti (planetary aspects)',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('chartAspects'),
  }),
  defineEndpoint({
    path: '/v1/chart/avakhada',
    group: 'chart',
    cost: 1,
    summary: 'Avakhada chakra (Avakhada result)',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('chartAvakhada'),
  }),
  defineEndpoint({
    path: '/v1/chart/kp-sublord',
    group: 'chart',
    cost: 1,
    summary: 'KP cusps and sub-lords (KP result). The only endpoint here that returns Placidus cusps',
    query: kpQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('kpSublords'),
  }),
  defineEndpoint({
    path: '/v1/chart/combustion',
    group: 'chart',
    cost: 1,
    summary: 'Combustion status of each planet (Combustion result)',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('chartCombustion'),
  }),
  defineEndpoint({
    path: '/v1/chart/graha-yuddha',
    group: 'chart',
    cost: 1,
    summary: 'Planetary war detection',
    query: yuddhaQuery,
    prepare: ({ query }) => ({ ...birthRequest(query), rule: query.rule }),
    ...byEngine('grahaYuddha'),
  }),
];
