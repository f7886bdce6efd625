// panchang group: the daily almanac. Every endpoint is one addon call that computes the day
// (sunrise, sunset, transitions) once and answers one element of it.
import { z } from 'zod';
import { engine } from '../../addon.js';
import { engineAnswer } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { ayanamsa, momentFields, place, placeFields, resolveMoment, sunrise } from '../schemas.js';

const query = z.strictObject({ ...momentFields, ...placeFields, ayanamsa: ayanamsa.optional(), sunrise: sunrise.optional() });

// The elements and what each answers come from the engine (one list, in native/core).
export const panchangEndpoints = engine.catalogs().panchang_elements.map(({ key: element, summary }) =>
  defineEndpoint({
    path: `/v1/panchang/${element}`,
    group: 'panchang',
    cost: 1,
    summary,
    query,
    prepare: ({ query: q }) => ({
      moment: resolveMoment(q),
      place: place(q),
      ayanamsa: q.ayanamsa,
      sunrise: q.sunrise,
      element,
    }),
    // On the libuv pool (a day's searches take milliseconds); the engine's JSON goes out as is:
    // a summary is ~20 KB that need not be parsed here.
    compute: (req) => engine.rawAsync('panchangAsync', req),
    answer: engineAnswer('panchang', element),
  }),
);
