// planet-moments group: a planet's motion and next events.
import { z } from 'zod';
import { engine } from '../../../addon.js';
import { byEngine } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { ayanamsa, BODY_KEYS, choice, momentFields, resolveMoment } from '../../schemas.js';

export const planetMomentEndpoints = [
  defineEndpoint({
    path: '/v1/planet-moments/speed',
    group: 'planet-moments',
    cost: 1,
    summary: 'Planet speed and retrograde state at the moment',
    query: z.strictObject({
      ...momentFields,
      planet: choice(BODY_KEYS).meta({ description: 'Body, lower case.', example: 'mercury' }),
      ayanamsa: ayanamsa.optional(),
    }),
    prepare: ({ query }) => ({ moment: resolveMoment(query), planet: query.planet, ayanamsa: query.ayanamsa }),
    ...byEngine('planetSpeed'),
  }),
];
