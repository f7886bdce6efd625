// yoga group (beyond the API contract's tables): the yogas present in a birth chart.
import { z } from 'zod';
import { engine } from '../../addon.js';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { momentFields, place, placeFields, resolveMoment, siderealFields } from '../schemas.js';

export const yogaEndpoints = [
  defineEndpoint({
    path: '/v1/yoga/list',
    group: 'yoga',
    cost: 2,
    summary:
      'Yogas present in the birth chart (pancha mahapurusha, chandra, surya, raja, dhana, viparita, parivartana, kartari, ...), each with its planets, houses, definition and source',
    query: z.strictObject({ ...momentFields, ...placeFields, ...siderealFields }),
    prepare: ({ query: q }) => ({ moment: resolveMoment(q), place: place(q), ayanamsa: q.ayanamsa, node: q.node }),
    ...byEngine('yogas'),
  }),
];
