// upagraha group (beyond the API contract's tables): the Sun-based and time-based sub-planets of a moment.
import { z } from 'zod';
import { engine } from '../../addon.js';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { momentFields, place, placeFields, resolveMoment, siderealFields, sunrise } from '../schemas.js';

export const upagrahaEndpoints = [
  defineEndpoint({
    path: '/v1/upagraha/positions',
    group: 'upagraha',
    cost: 1,
    summary: 'Upagraha positions: Sun-based (Dhuma to Upaketu) and time-based (Kala to Mandi) sub-planets',
    query: z.strictObject({ ...momentFields, ...placeFields, ...siderealFields, sunrise: sunrise.optional() }),
    prepare: ({ query }) => ({
      moment: resolveMoment(query),
      place: place(query),
      ayanamsa: query.ayanamsa,
      node: query.node,
      sunrise: query.sunrise,
    }),
    ...byEngine('upagrahaPositions'),
  }),
];
