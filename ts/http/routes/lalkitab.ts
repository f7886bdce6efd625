// lalkitab group: the Lal Kitab (1952) house chart with each planet's and house's status. One engine call.
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { birthQuery, birthRequest } from '../schemas.js';


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
];
