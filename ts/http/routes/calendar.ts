// calendar group: the Hindu calendar of a place. Each endpoint is a scan over days (a month, or
// a range of up to a year), so each runs as a napi AsyncTask on the libuv pool (`callAsync`)
// and is marked heavy. The rules that decide each date live in the engine
// (native/core/src/vedic/calendar) and are written out in docs/calendar.md.
import { z } from 'zod';
import { engine, type EngineFunction } from '../../addon.js';
import { engineAnswer } from '../answers.js';
import { defineEndpoint, type Endpoint } from '../catalog.js';
import { invalidRequest } from '../errors.js';
import {
  ayanamsa,
  calendarDate,
  dayNumber,
  localMidnight,
  nextDate,
  numberIn,
  wholeNumberIn,
  place,
  placeFields,
  sunrise,
  timezone,
  tz,
} from '../schemas.js';

/** Longest range of a calendar scan, in days (inclusive of both dates). */
const MAX_DAYS = 366;

const common = {
  tz: tz.optional(),
  timezone: timezone.optional(),
  ...placeFields,
  ayanamsa: ayanamsa.optional(),
  sunrise: sunrise.optional(),
};

const rangeFields = {
  from: calendarDate('First local date of the range, YYYY-MM-DD (from its midnight in tz/timezone).', '2025-01-01'),
  to: calendarDate(`Last local date of the range, YYYY-MM-DD (to its end); at most ${MAX_DAYS} days from from inclusive.`, '2025-12-31'),
  ...common,
};

type Zone = { tz?: string; timezone?: string };
type Conventions = { lat: number; lon: number; ayanamsa?: string; sunrise?: 'upper-limb' | 'disc-center' } & Zone;

function zoneGiven(q: Zone): void {
  if (q.tz === undefined && q.timezone === undefined) {
    throw invalidRequest([{ param: 'tz', message: 'is required (a UTC offset like +05:30), or give timezone' }]);
  }
  if (q.tz !== undefined && q.timezone !== undefined) {
    throw invalidRequest([{ param: 'tz', message: 'give either tz or timezone, not both' }]);
  }
}

/** The engine's calendar request for local dates `first`..`last` (inclusive), capped at `max` days. */
function calendarRequest(q: Conventions, first: string, last: string, max: number) {
  zoneGiven(q);
  // Each date resolved first, so an impossible date is refused by its own name.
  const from = localMidnight(first, 'from', q);
  const to = localMidnight(nextDate(last), 'to', q);
  const days = dayNumber(last) - dayNumber(first) + 1;
  if (!(days >= 1)) throw invalidRequest([{ param: 'to', message: 'must be on or after from' }]);
  if (days > max) throw invalidRequest([{ param: 'to', message: `the range may span at most ${max} days` }]);
  // Options only when given: the addon reads a present-but-undefined option as a value, and the
  // element-dates request nests this object where the addon's own clean-up does not reach.
  return {
    from,
    to,
    place: place(q),
    ...(q.ayanamsa !== undefined && { ayanamsa: q.ayanamsa }),
    ...(q.sunrise !== undefined && { sunrise: q.sunrise }),
  };
}

/** A range endpoint: from/to at a place, one engine scan. */
function rangeEndpoint(path: string, fn: EngineFunction, summary: string, cost: number): Endpoint {
  return defineEndpoint({
    path,
    group: 'calendar',
    heavy: true,
    cost,
    summary,
    query: z.strictObject(rangeFields),
    prepare: ({ query: q }) => calendarRequest(q, q.from, q.to, MAX_DAYS),
    compute: (req) => engine.callAsync(fn as 'calendarEkadashi', req),
    answer: engineAnswer(fn),
  });
}

const month = defineEndpoint({
  path: '/v1/calendar/month',
  group: 'calendar',
  heavy: true,
  cost: 3,
  summary: 'Hindu calendar of a Gregorian month, day by day',
  query: z.strictObject({
    year: wholeNumberIn(1800, 2399, 'Gregorian year (1800 to 2399).', '2025'),
    month: wholeNumberIn(1, 12, 'Gregorian month, 1 = January to 12 = December.', '3'),
    ...common,
  }),
  prepare: ({ query: q }) => {
    const first = `${String(q.year).padStart(4, '0')}-${String(q.month).padStart(2, '0')}-01`;
    const next = q.month === 12 ? `${q.year + 1}-01-01` : `${q.year}-${String(q.month + 1).padStart(2, '0')}-01`;
    const last = new Date((dayNumber(next) - 1) * 86_400_000).toISOString().slice(0, 10);
    return calendarRequest(q, first, last, 31);
  },
  compute: (req) => engine.callAsync('calendarMonth', req),
  answer: engineAnswer('calendarMonth'),
});

/** tithi-dates and nakshatra-dates: a range and the number of the element. */
function elementDates(kind: 'tithi' | 'nakshatra', max: number, example: string, description: string): Endpoint {
  const fn = kind === 'tithi' ? 'calendarTithiDates' : 'calendarNakshatraDates';
  return defineEndpoint({
    path: `/v1/calendar/${kind}-dates`,
    group: 'calendar',
    heavy: true,
    cost: 2,
    summary: `Every ${kind} span of one ${kind} in a range, with the date it is kept on`,
    query: z.strictObject({ ...rangeFields, [kind]: wholeNumberIn(1, max, description, example) }),
    prepare: ({ query: q }) => ({
      range: calendarRequest(q, q.from, q.to, MAX_DAYS),
      number: (q as Record<string, unknown>)[kind] as number,
    }),
    compute: (req) => engine.callAsync(fn, req),
    answer: engineAnswer(fn),
  });
}

export const calendarEndpoints: Endpoint[] = [
  month,
  rangeEndpoint('/v1/calendar/ekadashi', 'calendarEkadashi', 'Every Ekadashi of a range: name, Smarta and Vaishnava dates, parana', 3),
  rangeEndpoint('/v1/calendar/purnima-amavasya', 'calendarPurnimaAmavasya', 'Purnima and Amavasya dates of a range', 2),
  rangeEndpoint('/v1/calendar/pradosh', 'calendarPradosh', 'Pradosh Vrat dates of a range', 2),
  rangeEndpoint('/v1/calendar/sankashti-chaturthi', 'calendarSankashtiChaturthi', 'Sankashti Chaturthi dates of a range, with moonrise', 2),
  rangeEndpoint('/v1/calendar/masik-shivaratri', 'calendarMasikShivaratri', 'Masik Shivaratri dates of a range', 2),
  rangeEndpoint('/v1/calendar/festivals', 'calendarFestivals', 'The major Hindu festivals of a range, with the rule that decided each date', 3),
  rangeEndpoint('/v1/calendar/sankranti', 'calendarSankranti', 'The sankrantis of a range with punya kaal', 2),
  elementDates('tithi', 30, '11', 'Tithi 1 to 30: 1-15 Shukla (15 Purnima), 16-30 Krishna (30 Amavasya).'),
  elementDates('nakshatra', 27, '8', 'Nakshatra 1 to 27: 1 = Ashwini ... 8 = Pushya ... 27 = Revati.'),
];
