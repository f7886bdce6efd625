// eclipses group: every solar and lunar eclipse of a range (global circumstances), the eclipses
// seen at a place, the next ones seen there, the Hindu sutak window and the eclipses that fall on
// a natal chart. Swiss Ephemeris's own eclipse search; every call is a napi AsyncTask on the libuv
// pool, so the scans of years stay off the event loop.
import { z } from 'zod';
import { engine, type Moment } from '../../addon.js';
import { engineAnswer } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { invalidRequest } from '../errors.js';
import {
  ayanamsa,
  calendarDate,
  choice,
  dayNumber,
  localMidnight,
  momentFields,
  nextDate,
  node,
  numberIn,
  place,
  placeFields,
  resolveMoment,
  timezone,
  todayUtc,
  tz,
} from '../schemas.js';

const MAX_YEARS = 50;
const MAX_DAYS = Math.floor(MAX_YEARS * 365.25) + 1;

const offsetFields = {
  tz: tz.meta({ description: 'UTC offset the dates are read in and the times are shown in (default +00:00).', example: '+05:30' }).optional(),
  timezone: timezone.optional(),
};

const rangeFields = (fromRequired: boolean) => ({
  from: fromRequired
    ? calendarDate('First date of the range, YYYY-MM-DD (from its local midnight).', '2026-01-01')
    : calendarDate('First date of the range, YYYY-MM-DD (from its local midnight; default today, UTC).', '2026-01-01').optional(),
  to: calendarDate(`Last date of the range, YYYY-MM-DD (to its end); at most ${MAX_YEARS} years after from; default one year after from.`, '2027-12-31').optional(),
  ...offsetFields,
});

/** The offset fields, UTC when neither is given. */
const offsetOf = (q: { tz?: string; timezone?: string }) => (q.timezone ? { timezone: q.timezone } : { tz: q.tz ?? '+00:00' });

/** from (default today) and to (default a year on) as local midnights: the span the engine lists. */
function span(q: { from?: string; to?: string; tz?: string; timezone?: string }): { from: Moment; to: Moment } {
  const from = q.from ?? todayUtc();
  const to = q.to ?? nextDate(from, 364);
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (!(days >= 1)) throw invalidRequest([{ param: 'to', message: 'must be on or after from' }]);
  if (days > MAX_DAYS) throw invalidRequest([{ param: 'to', message: `the range may span at most ${MAX_YEARS} years` }]);
  const offset = offsetOf(q);
  return { from: localMidnight(from, 'from', offset), to: endOfDay(to, offset) };
}

/**
 * The end of local day `day`: the next day's midnight, or, on the last day served (whose next
 * midnight lies past the ephemeris's range), that day's midnight plus 24 hours.
 */
function endOfDay(day: string, offset: { tz?: string; timezone?: string }): Moment {
  const start = localMidnight(day, 'to', offset);
  try {
    return localMidnight(nextDate(day), 'to', offset);
  } catch {
    return { ...start, jd_ut: start.jd_ut + 1 };
  }
}

const lists = (['solar', 'lunar'] as const).map((kind) =>
  defineEndpoint({
    path: `/v1/eclipses/${kind}`,
    group: 'eclipses',
    heavy: true,
    cost: 2,
    summary: `Every ${kind} eclipse of a date range (up to ${MAX_YEARS} years)`,
    query: z.strictObject(rangeFields(false)),
    prepare: ({ query: q }) => span(q),
    compute: (req) => engine.callAsync(kind === 'solar' ? 'solarEclipsesAsync' : 'lunarEclipsesAsync', req),
    answer: engineAnswer(kind === 'solar' ? 'solarEclipsesAsync' : 'lunarEclipsesAsync'),
  }),
);

const locals = (['solar', 'lunar'] as const).map((kind) =>
  defineEndpoint({
    path: `/v1/eclipses/${kind}/local`,
    group: 'eclipses',
    heavy: true,
    cost: 3,
    summary: `The ${kind} eclipses seen at a place in a date range`,
    query: z.strictObject({ ...rangeFields(true), ...placeFields }),
    prepare: ({ query: q }) => ({ ...span(q), place: place(q) }),
    compute: (req) => engine.callAsync(kind === 'solar' ? 'solarEclipsesLocalAsync' : 'lunarEclipsesLocalAsync', req),
    answer: engineAnswer(kind === 'solar' ? 'solarEclipsesLocalAsync' : 'lunarEclipsesLocalAsync'),
  }),
);

const next = defineEndpoint({
  path: '/v1/eclipses/next',
  group: 'eclipses',
  cost: 1,
  summary: 'The next solar and lunar eclipse seen at a place',
  query: z.strictObject({ ...momentFields, ...placeFields }),
  prepare: ({ query: q }) => ({ moment: resolveMoment(q), place: place(q) }),
  compute: (req) => engine.callAsync('nextEclipsesAsync', req),
  answer: engineAnswer('nextEclipsesAsync'),
});

const sutak = defineEndpoint({
  path: '/v1/eclipses/sutak',
  group: 'eclipses',
  cost: 1,
  summary: 'Sutak (grahan) window of the next eclipse seen at a place',
  query: z.strictObject({
    date: calendarDate('Local date the search starts on, YYYY-MM-DD (from its midnight).', '2026-03-01'),
    ...placeFields,
    ...offsetFields,
  }),
  prepare: ({ query: q }) => ({ moment: localMidnight(q.date, 'date', offsetOf(q)), place: place(q) }),
  compute: (req) => engine.callAsync('eclipseSutakAsync', req),
  answer: engineAnswer('eclipseSutakAsync'),
});

const orb = numberIn({
  pattern: /^\d{1,2}(\.\d+)?$/,
  message: 'must be a number of degrees from 0 to 10',
  min: 0,
  max: 10,
  rangeMessage: 'must be from 0 to 10',
  description: 'Orb in degrees for a contact (default 3, at most 10).',
  example: '3',
});

const natal = defineEndpoint({
  path: '/v1/eclipses/natal',
  group: 'eclipses',
  heavy: true,
  cost: 3,
  summary: 'Eclipses of a date range that fall on natal planets, angles and nodes',
  query: z.strictObject({
    ...momentFields,
    ...placeFields,
    from: calendarDate('First date of the range, YYYY-MM-DD (in the birth offset).', '2026-01-01'),
    to: calendarDate(`Last date of the range, YYYY-MM-DD; at most ${MAX_YEARS} years after from; default one year after from.`, '2030-12-31').optional(),
    orb: orb.optional(),
    zodiac: choice(['sidereal', 'tropical'])
      .meta({ description: 'Zodiac of the longitudes: sidereal (default, with ayanamsa) or tropical.', example: 'sidereal' })
      .optional(),
    ayanamsa: ayanamsa.optional(),
    node: node.optional(),
  }),
  prepare: ({ query: q }) => {
    const birth = resolveMoment(q);
    return {
      birth,
      place: place(q),
      ...span({ from: q.from, to: q.to, tz: q.tz, timezone: q.timezone }),
      orb: q.orb,
      zodiac: q.zodiac,
      ayanamsa: q.ayanamsa,
      node: q.node,
    };
  },
  compute: (req) => engine.callAsync('natalEclipsesAsync', req),
  answer: engineAnswer('natalEclipsesAsync'),
});

export const eclipsesEndpoints = [...lists, ...locals, next, sutak, natal];
