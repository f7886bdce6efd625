// time group (beyond the API contract's tables): one moment on every clock an astrologer reads.
import { z } from 'zod';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { momentFields, place, placeFields, resolveMoment, sunrise } from '../schemas.js';

export const timeEndpoints = [
  defineEndpoint({
    path: '/v1/time/convert',
    group: 'time',
    cost: 1,
    summary: 'One moment as UTC, TT and ΔT, Julian days, local mean and apparent time, sidereal time, and ghatis since sunrise',
    query: z.strictObject({ ...momentFields, ...placeFields, sunrise: sunrise.optional() }),
    prepare: ({ query }) => ({ moment: resolveMoment(query), place: place(query), sunrise: query.sunrise }),
    ...byEngine('timeScales'),
  }),
];
