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
  ['sunrise-sunset', 'Sunrise and sunset (Julian day) for the location'],
  ['moonrise-moonset', 'Moonrise and moonset (Julian day)'],
  ['rahu-kaal', 'Rahu Kaal interval for the day'],
  ['yamaganda', 'Yamaganda interval'],
  ['gulika', 'Gulika interval'],
  ['abhijit', 'Abhijit muhurta window'],
  ['brahma-muhurat', 'Brahma Muhurat window'],
  ['pradosh-kaal', 'Pradosh Kaal interval'],
  ['hora', 'Ruling planetary hora at the moment'],
  ['choghadiya', 'Day and night Choghadiya schedule'],
  ['durmuhurta', 'Durmuhurta intervals'],
  ['varjyam', 'Varjyam window'],
  ['amrit-kalam', 'Amrit Kalam window'],
  ['siddha-yoga', 'Siddha Yoga check'],
  ['panchaka', 'Panchaka type (five-fold inauspicious)'],
  ['hindu-month', 'Hindu month, Amanta and Purnimanta'],
  ['sankranti', 'Next solar sankranti (sign ingress)'],
  ['summary', 'All 22 panchang fields in one response'],
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
    // The engine's JSON goes out as is: a summary is ~20 KB that need not be parsed here.
    compute: (req) => engine.raw('panchang', req),
  }),
);
