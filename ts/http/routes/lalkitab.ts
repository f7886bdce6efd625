// lalkitab group: the Lal Kitab (1952) house chart with each planet's and house's status, the
// debts (rins) whose triggers published renderings agree on, and the annual chart (varshphal) of
// a year of life by the 120-year table. One engine call each.
import { z } from 'zod';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { birthQuery, birthRequest, momentFields, placeFields, siderealFields, wholeNumberIn } from '../schemas.js';

const varshphalQuery = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  year: wholeNumberIn(1, 120, 'Year of life, 1 to 120: 1 = birth to the first birthday, N = the running N-th year.', '36'),
});

export const lalkitabEndpoints = [
  defineEndpoint({
    path: '/v1/lalkitab/chart',
    group: 'lalkitab',
    cost: 1,
    summary: 'Lal Kitab house chart (house 1 = Aries fixed): each planet\'s house, pakka ghar, exalted/debilitated houses, sleeping planets and houses',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('lalkitabChart'),
  }),
  defineEndpoint({
    path: '/v1/lalkitab/debts',
    group: 'lalkitab',
    cost: 1,
    summary: 'Lal Kitab debts (rins): pitri, sva and matri rin with the placements that trigger them; the others listed as not evaluated',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('lalkitabDebts'),
  }),
  defineEndpoint({
    path: '/v1/lalkitab/varshphal',
    group: 'lalkitab',
    cost: 1,
    summary: 'Lal Kitab varshphal: the annual chart of one year of life, each planet moved by the 120-year house table',
    query: varshphalQuery,
    prepare: ({ query }) => ({ ...birthRequest(query), year: query.year }),
    ...byEngine('lalkitabVarshphal'),
  }),
];
