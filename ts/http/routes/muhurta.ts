// muhurta group: how auspicious a moment and place is for one of thirteen purposes (marriage,
// housewarming, naming, vehicle, property, bhoomi puja, business, travel, annaprashan, mundan,
// upanayana, gold, panchaka rahita: one rule row each in the engine; one synchronous addon call,
// `muhurta`), and the best windows of a date range
// (`muhurtaBestTime`, a napi AsyncTask on the libuv pool: the scan stays off the event loop).
import { z } from 'zod';
import { engine, type Moment } from '../../addon.js';
import { byEngine, engineAnswer } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { invalidRequest } from '../errors.js';
import {
  ayanamsa,
  choice,
  date,
  dayNumber,
  localMidnight,
  momentFields,
  nextDate,
  numberIn,
  wholeNumberIn,
  personFields,
  place,
  placeFields,
  resolveMoment,
  resolvePerson,
  sunrise,
  timezone,
  tz,
} from '../schemas.js';

const PURPOSES = [
  'vivah',
  'graha-pravesh',
  'naamkaran',
  'vehicle',
  'property',
  'bhoomi-puja',
  'business',
  'travel',
  'annaprashan',
  'mundan',
  'upanayana',
  'gold',
  'panchaka-rahita',
] as const;
type Purpose = (typeof PURPOSES)[number];
const MAX_DAYS = 90;

/** A person's birth fields, all optional: given together, or not at all. */
function optionalPerson(prefix: string) {
  return Object.fromEntries(Object.entries(personFields(prefix)).map(([k, s]) => [k, (s as z.ZodType).optional()])) as Record<
    string,
    z.ZodOptional<z.ZodType>
  >;
}

const boyGirl = { ...optionalPerson('boy_'), ...optionalPerson('girl_') };
const birth = optionalPerson('birth_');
const options = { ayanamsa: ayanamsa.optional(), sunrise: sunrise.optional() };
const DIRECTIONS = ['east', 'south', 'west', 'north'] as const;
const direction = choice(DIRECTIONS).meta({
  description: 'Direction of the journey (travel only): the weekday\'s disha shool and, when south, panchaka exclude it.',
  example: 'north',
});

interface Person {
  label: string;
  moment: Moment;
  place: { lat: number; lon: number };
}

/** The person behind a prefix, if any of its fields was given (then all are required). */
function maybePerson(q: Record<string, unknown>, prefix: string, label: string): Person[] {
  const keys = ['date', 'time', 'tz', 'timezone', 'lat', 'lon'];
  if (!keys.some((k) => q[prefix + k] !== undefined)) return [];
  const missing = ['date', 'time', 'lat', 'lon'].filter((k) => q[prefix + k] === undefined);
  if (missing.length > 0) {
    throw invalidRequest(
      missing.map((k) => ({ param: prefix + k, message: `is required when any ${prefix}* birth field is given` })),
    );
  }
  return [{ label, ...resolvePerson(q, prefix) }];
}

function persons(q: Record<string, unknown>, purpose: Purpose): Person[] {
  if (purpose === 'vivah') {
    const stray = Object.keys(q).find((k) => k.startsWith('birth_') && q[k] !== undefined);
    if (stray) throw invalidRequest([{ param: stray, message: 'for a marriage give boy_* and girl_* birth data' }]);
    return [...maybePerson(q, 'boy_', 'boy'), ...maybePerson(q, 'girl_', 'girl')];
  }
  const stray = Object.keys(q).find((k) => (k.startsWith('boy_') || k.startsWith('girl_')) && q[k] !== undefined);
  if (stray) throw invalidRequest([{ param: stray, message: 'boy_* and girl_* are for purpose vivah; use birth_*' }]);
  return maybePerson(q, 'birth_', purpose === 'travel' ? 'traveller' : 'person');
}

const SINGLE: [Purpose, number, string][] = [
  ['vivah', 3, 'Wedding muhurta composite score'],
  ['graha-pravesh', 2, 'Housewarming muhurta'],
  ['naamkaran', 2, 'Baby-naming muhurta'],
  ['vehicle', 2, 'Vehicle purchase muhurta'],
  ['property', 2, 'Property purchase muhurta'],
  ['bhoomi-puja', 2, 'Foundation (bhoomi puja) muhurta'],
  ['business', 2, 'Shop or business opening muhurta'],
  ['travel', 2, 'Travel (yatra) muhurta with disha shool'],
  ['annaprashan', 2, 'First-food (annaprashan) muhurta'],
  ['mundan', 2, 'First-haircut (mundan) muhurta'],
  ['upanayana', 2, 'Sacred-thread (upanayana) muhurta'],
  ['gold', 2, 'Gold purchase muhurta'],
  ['panchaka-rahita', 2, 'Panchaka rahita: free of nakshatra and lagna panchaka'],
];

const singleEndpoints = SINGLE.map(([purpose, cost, summary]) =>
  defineEndpoint({
    path: `/v1/muhurta/${purpose}`,
    group: 'muhurta',
    cost,
    summary,
    query: z.strictObject({
      ...momentFields,
      ...placeFields,
      ...options,
      ...(purpose === 'vivah' ? boyGirl : birth),
      ...(purpose === 'travel' ? { direction: direction.optional() } : {}),
    }),
    prepare: ({ query: q }) => ({
      purpose,
      moment: resolveMoment(q),
      place: place(q),
      ayanamsa: q.ayanamsa,
      sunrise: q.sunrise,
      persons: persons(q, purpose),
      // Only the travel query has `direction` (strict schemas refuse it elsewhere).
      direction: (q as { direction?: 'east' | 'south' | 'west' | 'north' }).direction,
    }),
    ...byEngine('muhurta'),
  }),
);

const scanQuery = z.strictObject({
  // The example scan is a journey, so that every parameter (direction too) has an example that
  // forms one valid request.
  purpose: choice(PURPOSES).meta({ description: `What the muhurta is for: ${PURPOSES.join(', ')}.`, example: 'travel' }),
  start: date.meta({ description: 'First local date scanned, YYYY-MM-DD (from its midnight, in tz/timezone).', example: '2025-02-01' }),
  end: date.meta({
    description: `Last local date scanned, YYYY-MM-DD (to its end); at most ${MAX_DAYS} days from start inclusive.`,
    example: '2025-02-28',
  }),
  tz: tz.optional(),
  timezone: timezone.optional(),
  ...placeFields,
  ...options,
  min_minutes: wholeNumberIn(0, 1440, 'Shortest window returned, in minutes (default 30).', '30').optional(),
  limit: wholeNumberIn(1, 50, 'Number of windows returned, best first (1 to 50, default 10).', '10').optional(),
  direction: choice(DIRECTIONS)
    .meta({ description: 'Direction of the journey, for purpose travel only (disha shool; panchaka when south).', example: 'north' })
    .optional(),
  ...boyGirl,
  ...birth,
});

const bestTime = defineEndpoint({
  path: '/v1/muhurta/best-time',
  group: 'muhurta',
  heavy: true,
  window: `start to end at most ${MAX_DAYS} days`,
  cost: 2,
  summary: 'Scan of a window for the highest-scoring muhurta',
  query: scanQuery,
  prepare: ({ query: q }) => {
    const days = dayNumber(q.end) - dayNumber(q.start) + 1;
    if (!(days >= 1)) throw invalidRequest([{ param: 'end', message: 'must be on or after start' }]);
    if (days > MAX_DAYS) throw invalidRequest([{ param: 'end', message: `the range may span at most ${MAX_DAYS} days` }]);
    if (q.direction !== undefined && q.purpose !== 'travel') throw invalidRequest([{ param: 'direction', message: 'only for purpose travel' }]);
    return {
      purpose: q.purpose,
      start: localMidnight(q.start, 'start', q),
      end: localMidnight(nextDate(q.end), 'end', q),
      place: place(q),
      ayanamsa: q.ayanamsa,
      sunrise: q.sunrise,
      // Every person given counts here (boy_, girl_ and birth_ alike), whatever the purpose.
      persons: [...maybePerson(q, 'boy_', 'boy'), ...maybePerson(q, 'girl_', 'girl'), ...maybePerson(q, 'birth_', 'person')],
      min_minutes: q.min_minutes,
      limit: q.limit,
      direction: q.direction,
    };
  },
  compute: (req) => engine.callAsync('muhurtaBestTime', req),
  answer: engineAnswer('muhurtaBestTime'),
});

export const muhurtaEndpoints = [...singleEndpoints, bestTime];
