// western group: tropical charts and techniques.
import { z } from 'zod';
import { byEngine } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { houseSystem, momentFields, place, placeFields, resolveMoment } from '../../schemas.js';

export const westernEndpoints = [
  defineEndpoint({
    path: '/v1/western/natal/houses',
    group: 'western',
    cost: 1,
    summary: 'House cusps for any of 23 house systems. Placidus is the default',
    query: z.strictObject({ ...momentFields, ...placeFields, house_system: houseSystem.optional() }),
    prepare: ({ query }) => ({ moment: resolveMoment(query), place: place(query), house_system: query.house_system }),
    ...byEngine('natalHouses'),
  }),
];
