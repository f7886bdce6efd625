// yoga group (beyond the API contract's tables): the yogas present in a birth chart, the
// catalogue of every yoga the engine evaluates, the nabhasa yogas and the raja yoga analysis.
import { z } from 'zod';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { birthQuery, birthRequest, type BirthQuery } from '../schemas.js';

const birth = ({ query }: { query: BirthQuery }) => birthRequest(query);

export const yogaEndpoints = [
  defineEndpoint({
    path: '/v1/yoga/list',
    group: 'yoga',
    cost: 2,
    summary:
      'Yogas present in the birth chart (pancha mahapurusha, chandra, surya, raja, dhana, viparita, parivartana, kartari, ...), each with its planets, houses, definition and source',
    query: birthQuery,
    prepare: birth,
    ...byEngine('yogas'),
  }),
  defineEndpoint({
    path: '/v1/yoga/catalog',
    group: 'yoga',
    cost: 0,
    summary: 'Every yoga the engine evaluates (chart yogas and the 32 nabhasa yogas): key, family, rule, source and the cancellations checked',
    query: z.strictObject({}),
    prepare: () => ({}),
    ...byEngine('yogaCatalog'),
  }),
  defineEndpoint({
    path: '/v1/yoga/detail/{name}',
    group: 'yoga',
    cost: 1,
    summary: 'One yoga of the catalogue evaluated in the birth chart, clause by clause: each condition, cancellation and weakening checked, with the planets and houses it read',
    params: z.strictObject({
      name: z
        .string()
        .regex(/^[a-z][a-z_]{0,39}$/, 'must be a yoga key (lower-case letters and _), as /v1/yoga/catalog lists them')
        .meta({ description: 'The yoga\'s key, as /v1/yoga/catalog lists them.', example: 'gajakesari' }),
    }),
    query: birthQuery,
    prepare: ({ query, params }) => ({ ...birth({ query }), name: params.name }),
    ...byEngine('yogaDetail'),
  }),
  defineEndpoint({
    path: '/v1/yoga/nabhasa',
    group: 'yoga',
    cost: 1,
    summary: 'The 32 nabhasa yogas (ashraya 3, dala 2, akriti 20, sankhya 7) present in the birth chart, with the precedence rules applied',
    query: birthQuery,
    prepare: birth,
    ...byEngine('yogaNabhasa'),
  }),
  defineEndpoint({
    path: '/v1/yoga/raja',
    group: 'yoga',
    cost: 2,
    summary:
      'Raja yogas: kendra-trikona lord relations, dharma-karmadhipati, yogakaraka, viparita and neecha-bhanga raja yogas, with lordships and the Vimshottari periods that activate each',
    query: birthQuery,
    prepare: birth,
    ...byEngine('yogaRaja'),
  }),
];
