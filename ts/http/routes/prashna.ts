// prashna group: the horary chart of the moment a question is asked.
import { z } from 'zod';
import { engine } from '../../addon.js';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import {
  choice,
  momentFields,
  place,
  placeFields,
  resolveMoment,
  siderealFields,
  sunrise,
  wholeNumberIn,
} from '../schemas.js';

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
  defineEndpoint({
    path: '/v1/prashna/number',
    group: 'prashna',
    cost: 1,
    summary: 'Number prashna: the lagna from a number (1-108 navamsa or 1-1800 nadi-amsa) and the chart of the moment',
    query: z.strictObject({
      ...momentFields,
      ...placeFields,
      ...siderealFields,
      number: wholeNumberIn(1, 1800, 'The number the querent names: 1 to 108 (navamsa scheme) or 1 to 1800 (nadi-amsa).', '27'),
      scheme: choice(['navamsa', 'nadi-amsa'])
        .optional()
        .meta({ description: 'How the number divides the zodiac: navamsa (108 parts, default) or nadi-amsa (1800).', example: 'navamsa' }),
    }),
    prepare: ({ query }) => ({
      moment: resolveMoment(query),
      place: place(query),
      ayanamsa: query.ayanamsa,
      node: query.node,
      number: query.number,
      scheme: query.scheme,
    }),
    ...byEngine('prashnaNumber'),
  }),
];
