// prashna group: the horary chart of the moment a question is asked.
import { z } from 'zod';
import { engine } from '../../addon.js';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { momentFields, place, placeFields, resolveMoment, siderealFields, sunrise } from '../schemas.js';

export const prashnaEndpoints = [
  defineEndpoint({
    path: '/v1/prashna/chart',
    group: 'prashna',
    cost: 1,
    summary: 'Horary chart at the question moment (Prashna result)',
    query: z.strictObject({ ...momentFields, ...placeFields, ...siderealFields, sunrise: sunrise.optional() }),
    prepare: ({ query }) => ({
      moment: resolveMoment(query),
      place: place(query),
      ayanamsa: query.ayanamsa,
      node: query.node,
      sunrise: query.sunrise,
    }),
    ...byEngine('prashna'),
  }),
];
