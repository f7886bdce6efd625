// sky group: what the planets do in a span of time, for everyone (no birth chart). One-moment
// answers are engine calls on the event loop; the scans of a span (phases, void-of-course Moon,
// stations, ingresses, aspects) run on the libuv pool (AsyncTasks) and are `heavy`.
import { z } from 'zod';
import { engine, type Moment } from '../../addon.js';
import { byEngine, engineAnswer } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { invalidRequest } from '../errors.js';
import {
  ayanamsa, calendarDate, choice, date, localMidnight, momentFields, nextDate, node, numberIn, placeFields, resolveMoment, sunrise, timezone, tz,
} from '../schemas.js';

const PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;

const zodiacFields = {
  zodiac: choice(['sidereal', 'tropical'])
    .meta({ description: 'Zodiac of the longitudes and signs: sidereal (default, with ayanamsa) or tropical.', example: 'tropical' })
    .optional(),
  ayanamsa: ayanamsa.optional(),
};
const offsetFields = {
  tz: tz.meta({ description: 'UTC offset of the dates and of every time answered, +HH:MM (default +00:00).', example: '+00:00' }).optional(),
  timezone: timezone.optional(),
};

/** from/to as local dates, both inclusive: the span runs from the first's midnight to the end of the last. */
const spanFields = (maxText: string, fromExample: string, toExample: string) => ({
  from: calendarDate('First local date of the span, YYYY-MM-DD (from its midnight, in tz/timezone).', fromExample),
  to: calendarDate(`Last local date of the span, YYYY-MM-DD (to its end); the span is at most ${maxText}.`, toExample),
  ...offsetFields,
  ...zodiacFields,
});

type OffsetQuery = { tz?: string; timezone?: string };

// The supported range is a range of local dates: a date past either end is refused whatever
// instant its midnight falls on in UT.
const SUPPORTED = engine.catalogs().supported_range;
const [FIRST_DAY, LAST_DAY] = SUPPORTED.split(' to ') as [string, string];

/** Local midnight of a date (UTC when neither tz nor timezone is given); errors name `param`. */
function midnight(day: string, param: string, q: OffsetQuery): Moment {
  if (day < FIRST_DAY || day > LAST_DAY) throw invalidRequest([{ param, message: `is outside the supported range ${SUPPORTED}` }]);
  const utcByDefault = q.tz === undefined && q.timezone === undefined;
  return localMidnight(day, param, { tz: utcByDefault ? '+00:00' : q.tz, timezone: q.timezone });
}

/** The midnight that ends a local date: the next date's (a zone's DST change makes a day 23 or 25 h). */
function endOf(day: string, q: OffsetQuery): Moment {
  const start = midnight(day, 'to', q);
  if (q.timezone === undefined || day === LAST_DAY) return { jd_ut: start.jd_ut + 1, offset_minutes: start.offset_minutes };
  return midnight(nextDate(day), 'to', q);
}

/** The engine's span and zodiac from a range query. */
function span(q: { from: string; to: string; zodiac?: string; ayanamsa?: string } & OffsetQuery) {
  if (q.to < q.from) throw invalidRequest([{ param: 'to', message: 'must be on or after from' }]);
  return { from: midnight(q.from, 'from', q), to: endOf(q.to, q), zodiac: q.zodiac, ayanamsa: q.ayanamsa };
}

const YEAR = '366 days';

const scans = [
  defineEndpoint({
    path: '/v1/sky/moon-phases',
    group: 'sky',
    heavy: true,
    cost: 2,
    summary: 'New, first-quarter, full and last-quarter Moons in a span, with the Moon\'s sign',
    query: z.strictObject(spanFields('five years (1827 days)', '2025-01-01', '2025-12-31')),
    prepare: ({ query: q }) => span(q),
    compute: (req) => engine.callAsync('skyMoonPhases', req),
    answer: engineAnswer('skyMoonPhases'),
  }),
  defineEndpoint({
    path: '/v1/sky/void-of-course',
    group: 'sky',
    heavy: true,
    cost: 3,
    summary: 'Void-of-course Moon periods in a span',
    query: z.strictObject({
      ...spanFields(YEAR, '2025-03-01', '2025-03-31'),
      planets: choice(['traditional', 'modern'])
        .meta({ description: 'Planets whose aspects count: traditional (Sun to Saturn, default) or modern (also Uranus, Neptune, Pluto).', example: 'traditional' })
        .optional(),
    }),
    prepare: ({ query: q }) => ({ ...span(q), planets: q.planets }),
    compute: (req) => engine.callAsync('skyVoidOfCourse', req),
    answer: engineAnswer('skyVoidOfCourse'),
  }),
  defineEndpoint({
    path: '/v1/sky/stations',
    group: 'sky',
    heavy: true,
    cost: 3,
    summary: 'Stations of Mercury to Pluto in a span, with retrograde periods and shadows',
    query: z.strictObject(spanFields(YEAR, '2025-01-01', '2025-12-31')),
    prepare: ({ query: q }) => span(q),
    compute: (req) => engine.callAsync('skyStations', req),
    answer: engineAnswer('skyStations'),
  }),
  defineEndpoint({
    path: '/v1/sky/ingresses',
    group: 'sky',
    heavy: true,
    cost: 3,
    summary: 'Sign ingresses of Sun to Pluto and the lunar nodes in a span',
    query: z.strictObject({ ...spanFields(YEAR, '2025-01-01', '2025-03-31'), node: node.optional() }),
    prepare: ({ query: q }) => ({ ...span(q), node: q.node }),
    compute: (req) => engine.callAsync('skyIngresses', req),
    answer: engineAnswer('skyIngresses'),
  }),
  defineEndpoint({
    path: '/v1/sky/aspects',
    group: 'sky',
    heavy: true,
    cost: 3,
    summary: 'Exact Ptolemaic aspects between transiting planets in a span',
    query: z.strictObject(spanFields(YEAR, '2025-03-01', '2025-03-31')),
    prepare: ({ query: q }) => span(q),
    compute: (req) => engine.callAsync('skyAspects', req),
    answer: engineAnswer('skyAspects'),
  }),
];

const localDate = (example: string) => date.meta({ description: 'Local calendar date, YYYY-MM-DD (in tz/timezone).', example });

const single = [
  defineEndpoint({
    path: '/v1/sky/moon',
    group: 'sky',
    cost: 1,
    summary: 'The Moon at a moment: phase, illumination, age, distance, next perigee and apogee',
    query: z.strictObject({ ...momentFields, ...zodiacFields }),
    prepare: ({ query: q }) => ({ moment: resolveMoment(q), zodiac: q.zodiac, ayanamsa: q.ayanamsa }),
    ...byEngine('skyMoon'),
  }),
  defineEndpoint({
    path: '/v1/sky/planetary-hours',
    group: 'sky',
    cost: 1,
    summary: 'Chaldean planetary hours of a day and night at a place',
    query: z.strictObject({ date: localDate('2025-03-20'), ...offsetFields, ...placeFields, sunrise: sunrise.optional() }),
    prepare: ({ query: q }) => ({ midnight: midnight(q.date, 'date', q), place: { lat: q.lat, lon: q.lon }, sunrise: q.sunrise }),
    ...byEngine('skyPlanetaryHours'),
  }),
  defineEndpoint({
    path: '/v1/sky/ephemeris',
    group: 'sky',
    cost: 2,
    summary: 'Daily ephemeris of a month at 00:00 UT: longitude, speed, latitude, declination of every body',
    query: z.strictObject({
      year: numberIn({
        pattern: /^\d{4}$/, integer: true, message: 'must be a four-digit year', min: 1800, max: 2399,
        rangeMessage: 'must be from 1800 to 2399', description: 'Year, 1800 to 2399.', example: '2025',
      }),
      month: numberIn({
        pattern: /^\d{1,2}$/, integer: true, message: 'must be a month number 1 to 12', min: 1, max: 12,
        rangeMessage: 'must be from 1 to 12', description: 'Month, 1 to 12.', example: '3',
      }),
      ...zodiacFields,
    }),
    prepare: ({ query: q }) => ({ year: q.year, month: q.month, zodiac: q.zodiac, ayanamsa: q.ayanamsa }),
    ...byEngine('skyEphemeris'),
  }),
  defineEndpoint({
    path: '/v1/sky/rise-set',
    group: 'sky',
    cost: 1,
    summary: 'Rise, upper transit and set of a planet on a date at a place',
    query: z.strictObject({
      date: localDate('2025-03-20'),
      body: choice(PLANETS).meta({ description: 'Body, lower case: sun, moon, mercury ... pluto.', example: 'venus' }),
      ...offsetFields,
      ...placeFields,
      sunrise: sunrise.optional(),
    }),
    prepare: ({ query: q }) => ({
      midnight: midnight(q.date, 'date', q),
      place: { lat: q.lat, lon: q.lon },
      body: q.body,
      sunrise: q.sunrise,
    }),
    ...byEngine('skyRiseSet'),
  }),
];

export const skyEndpoints = [...single, ...scans];
