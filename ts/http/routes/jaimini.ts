// jaimini group: chara karakas, karakamsa and swamsa, rasi drishti, arudha padas, argala, special
// lagnas, sphutas. One engine call each.
import { z } from 'zod';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { birthQuery, birthRequest, choice, momentFields, placeFields, siderealFields } from '../schemas.js';

const birthFields = { ...momentFields, ...placeFields, ...siderealFields };
const karakaQuery = z.strictObject({
  ...birthFields,
  karakas: choice(['7', '8'])
    .optional()
    .meta({
      description: 'Chara karaka scheme: 7 (Sun to Saturn, default) or 8 (with Rahu, its degree counted backwards from the end of its sign).',
      example: '7',
    }),
});

export const jaiminiEndpoints = [
  defineEndpoint({
    path: '/v1/jaimini/karakas',
    group: 'jaimini',
    cost: 1,
    summary: 'Chara karakas (7, or 8 with Rahu) ranked by degree in sign, Atmakaraka first',
    query: karakaQuery,
    prepare: ({ query }) => ({ ...birthRequest(query), karakas: query.karakas ? Number(query.karakas) : undefined }),
    ...byEngine('jaiminiKarakas'),
  }),
  defineEndpoint({
    path: '/v1/jaimini/karakamsa',
    group: 'jaimini',
    cost: 1,
    summary: 'Karakamsa (the Atmakaraka\'s navamsa sign) with the karakamsa (D1) and swamsa (D9) charts counted from it',
    query: karakaQuery,
    prepare: ({ query }) => ({ ...birthRequest(query), karakas: query.karakas ? Number(query.karakas) : undefined }),
    ...byEngine('jaiminiKarakamsa'),
  }),
  defineEndpoint({
    path: '/v1/jaimini/rasi-drishti',
    group: 'jaimini',
    cost: 1,
    summary: 'Rasi drishti: which signs aspect which, and the planets aspecting each sign',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('jaiminiRasiDrishti'),
  }),
  defineEndpoint({
    path: '/v1/jaimini/arudha-padas',
    group: 'jaimini',
    cost: 1,
    summary: 'Bhava arudha padas A1 to A12 with the 1st/7th exceptions: arudha lagna, darapada, upapada',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('jaiminiArudhaPadas'),
  }),
  defineEndpoint({
    path: '/v1/jaimini/argala',
    group: 'jaimini',
    cost: 1,
    summary: 'Argala and virodha argala on each house (2/12, 4/10, 11/3 with malefics in the 3rd, 5/9) and which prevails',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('jaiminiArgala'),
  }),
  defineEndpoint({
    path: '/v1/jaimini/special-lagnas',
    group: 'jaimini',
    cost: 1,
    summary: 'Special lagnas: bhava, hora, ghati, vighati, pranapada, sree, indu and varnada lagnas, each with its formula',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('jaiminiSpecialLagnas'),
  }),
  defineEndpoint({
    path: '/v1/jaimini/sphutas',
    group: 'jaimini',
    cost: 1,
    summary: 'Sphutas (prana, deha, mrityu, tri-, chatur-, pancha-, beeja, kshetra) and the yogi and avayogi points and planets',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('jaiminiSphutas'),
  }),
];
