// panchang group: the daily almanac. Every endpoint is one addon call that computes the day
// (sunrise, sunset, transitions) once and answers one element of it.
import { z } from 'zod';
import { engine } from '../../addon.js';
import { defineEndpoint } from '../catalog.js';
import { ayanamsa, momentFields, place, placeFields, resolveMoment, sunrise } from '../schemas.js';

const query = z.strictObject({ ...momentFields, ...placeFields, ayanamsa: ayanamsa.optional(), sunrise: sunrise.optional() });

/** Path segment (also the engine's element name) and the spec's summary. */
const ELEMENTS: [string, string][] = [
  ['tithi', 'Lunar day at the moment, with transition times'],
  ['nakshatra', 'Nakshatra, pada and lord at the moment'],
  ['yoga', 'Yoga with its transition Julian day'],
  ['karana', 'Karana (half-tithi)'],
  ['vara', 'Vedic weekday with its lord'],
];

export const panchangEndpoints = ELEMENTS.map(([element, summary]) =>
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
    compute: (req) => engine.panchang(req),
  }),
);
