// western group, horary: the chart of a question with Lilly's considerations before judgement,
// the significators, their applying aspects and receptions, and the planetary hour.
// All math is in native/core/src/sky/horary (it reuses the sky's void-of-course Moon, planetary
// hours and aspect search); this entry validates the query and calls the engine.
import { z } from 'zod';
import { byEngine } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { houseSystem, momentFields, numberIn, place, placeFields, resolveMoment } from '../../schemas.js';

export const westernHoraryEndpoints = [
  defineEndpoint({
    path: '/v1/western/horary',
    group: 'western',
    cost: 2,
    summary: 'Horary chart: considerations before judgement, significators, applying aspects, receptions, planetary hour',
    query: z.strictObject({
      ...momentFields,
      ...placeFields,
      house_system: houseSystem.meta({ description: 'House system (default regiomontanus, as Lilly).', example: 'regiomontanus' }).optional(),
      house: numberIn({
        pattern: /^\d{1,2}$/, integer: true, message: 'must be a house number 1 to 12', min: 1, max: 12,
        rangeMessage: 'must be from 1 to 12', description: 'House of the quesited, 1 to 12 (default 7).', example: '7',
      }).optional(),
    }),
    prepare: ({ query: q }) => ({ moment: resolveMoment(q), place: place(q), house_system: q.house_system, house: q.house }),
    ...byEngine('westernHorary'),
  }),
];
