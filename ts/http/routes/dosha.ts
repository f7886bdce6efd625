// dosha group (beyond the API contract's tables): the doshas of one birth chart. Sade sati is checked at `at`
// (ISO 8601 with offset, default now), the same parameter as the transit group's.
import { z } from 'zod';
import { engine } from '../../addon.js';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { momentFields, place, placeFields, resolveMoment, siderealFields } from '../schemas.js';
import { at, resolveAt } from './transit/gochara.js';

export const doshaEndpoints = [
  defineEndpoint({
    path: '/v1/dosha/list',
    group: 'dosha',
    cost: 2,
    summary:
      'Doshas of one chart: Mangal (with cancellations), Kala Sarpa (type, partial), Pitru, Guru Chandal, Grahan, Shrapit, Kemadruma and Sade Sati at a moment',
    query: z.strictObject({ ...momentFields, ...placeFields, ...siderealFields, at: at.optional() }),
    prepare: ({ query: q }) => ({
      moment: resolveMoment(q),
      place: place(q),
      ayanamsa: q.ayanamsa,
      node: q.node,
      at: resolveAt(q.at, q),
    }),
    ...byEngine('doshas'),
  }),
];
