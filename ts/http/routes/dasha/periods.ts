// dasha group: Vimshottari (five levels), Yogini, the ten conditional graha dashas (Tara from the
// kendras, the others from the Moon's nakshatra), Kaala (from the part of the day), the natural
// dasha, and one overview of them all. One addon call per answer
// (`dasha`, with the system as a field); the conditional systems' entries come from one table.
import { z } from 'zod';
import { engine, type Moment } from '../../../addon.js';
import { engineAnswer } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { GRAHA_DASHAS } from './systems.js';
import { invalidRequest } from '../../errors.js';
import {
  asRequestError,
  choice,
  momentFields,
  nowMoment,
  place,
  placeFields,
  resolveMoment,
  siderealFields,
  type MomentQuery,
} from '../../schemas.js';

const ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(Z|[+-]\d{2}:\d{2})?)?$/;

const isoField = (description: string, example: string) =>
  z
    .string()
    .transform((s) => s.replace(/([T ]\d{2}:\d{2}(?::\d{2})?) (\d{2}:\d{2})$/, '$1+$2')) // an unencoded "+" arrives as a space
    .pipe(z.string().regex(ISO, 'must be an ISO date YYYY-MM-DD or date-time YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]'))
    .meta({ description, example });

export const yearLength = choice(['julian', 'sidereal'])
  .meta({ description: 'Dasha year: julian = 365.25 days (default), sidereal = 365.256363 days.', example: 'julian' });

const intField = (description: string, example: string) =>
  z
    .string()
    .regex(/^\d{1,2}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int())
    .meta({ description, example });

/**
 * An ISO date or date-time as a moment. Without an offset it is read in the birth's tz (or
 * timezone); a bare date is its local midnight. Errors name `param`.
 */
export function isoMoment(text: string, param: string, q: { tz?: string; timezone?: string }): Moment {
  const m = ISO.exec(text);
  if (!m) throw invalidRequest([{ param, message: 'must be an ISO date or date-time' }]);
  const date = m[1]!;
  const time = m[2] ?? '00:00';
  const zone = m[3];
  const tz = zone === 'Z' ? '+00:00' : zone;
  try {
    const r = asRequestError(() =>
      engine.resolveMoment(tz ? { date, time, tz } : { date, time, tz: q.tz, timezone: q.timezone }),
    );
    return { jd_ut: r.jd_ut, offset_minutes: r.offset_minutes };
  } catch (e) {
    const details = (e as { extra?: { details?: { message: string }[] } }).extra?.details;
    if (details) throw invalidRequest(details.map((d) => ({ param, message: d.message })));
    throw e;
  }
}

const birthFields = { ...momentFields, ...placeFields, ...siderealFields, year: yearLength.optional() };

export const listQuery = (maxLevels: number, defaultLevels: number, range: string) =>
  z.strictObject({
    ...birthFields,
    levels: intField(`Depth of the listing, 1 to ${maxLevels} (default ${defaultLevels}).${range}`, String(defaultLevels)).optional(),
    from: isoField('Start of the listing window, ISO date or date-time (default: the birth moment).', '2020-01-01').optional(),
    to: isoField('End of the listing window, ISO date or date-time (default: the end of the schedule).', '2040-01-01').optional(),
  });

export const currentQuery = z.strictObject({
  ...birthFields,
  at: isoField('Moment to read the running periods at, ISO date or date-time; without an offset it is read in the birth tz. Default now.', '2024-05-01T10:00:00+05:30').optional(),
});

type Birth = MomentQuery & {
  lat: number;
  lon: number;
  ayanamsa?: string;
  node?: 'mean' | 'true';
  year?: 'julian' | 'sidereal';
};

const base = (q: Birth) => {
  const moment = resolveMoment(q);
  return { moment, place: place(q), ayanamsa: q.ayanamsa, node: q.node, year: q.year };
};

const YEAR_DAYS = { julian: 365.25, sidereal: 365.256363 } as const;
/** Longest from/to span (years) accepted at 4 and 5 Vimshottari levels. */
const MAX_SPAN = [Infinity, Infinity, Infinity, 20, 2];

export function listRequest(q: Birth & { levels?: number; from?: string; to?: string }, system: string, maxLevels: number, strict: boolean) {
  const req = base(q);
  const levels = q.levels;
  if (levels !== undefined && (levels < 1 || levels > maxLevels)) {
    throw invalidRequest([{ param: 'levels', message: `must be an integer from 1 to ${maxLevels}` }]);
  }
  const from = q.from !== undefined ? isoMoment(q.from, 'from', q).jd_ut : undefined;
  let to = q.to !== undefined ? isoMoment(q.to, 'to', q).jd_ut : undefined;
  if (from !== undefined && to !== undefined && to <= from) throw invalidRequest([{ param: 'to', message: 'must be after from' }]);
  if (strict && levels !== undefined && levels >= 4) {
    const days = YEAR_DAYS[(q.year ?? 'julian') as keyof typeof YEAR_DAYS];
    const max = MAX_SPAN[levels - 1] ?? Infinity;
    if (from === undefined) {
      throw invalidRequest([{ param: 'from', message: `is required at ${levels} levels (a window of at most ${max} years)` }]);
    }
    if (to === undefined) to = from + max * days;
    if ((to - from) / days > max + 1e-9) {
      throw invalidRequest([{ param: 'to', message: `at ${levels} levels the from/to window may span at most ${max} years` }]);
    }
  }
  return { ...req, system, levels, from, to };
}

export function currentRequest(q: Birth & { at?: string }, system: string) {
  const req = base(q);
  const at = q.at !== undefined ? isoMoment(q.at, 'at', q).jd_ut : nowMoment().jd_ut;
  if (at < req.moment.jd_ut) throw invalidRequest([{ param: 'at', message: 'must not be before the birth moment' }]);
  return { ...req, system, at };
}

/** The two catalog entries (listing and running periods) of each conditional nakshatra dasha. */
function grahaEndpoints() {
  return GRAHA_DASHAS.flatMap(({ slug, name }) => [
    defineEndpoint({
      path: `/v1/dasha/${slug}`,
      group: 'dasha',
      cost: 2,
      window: 'the whole schedule from birth; at 4 levels from/to span at most 20 years, at 5 at most 2 years',
      summary: `${name} dasha schedule, five-level drill-down, with its condition`,
      query: listQuery(5, 3, ' At 4 levels give from (and to) spanning at most 20 years, at 5 at most 2 years.'),
      prepare: ({ query: q }) => listRequest(q, slug, 5, true),
      compute: (req) => engine.raw('dasha', req),
      answer: engineAnswer('dasha', slug),
    }),
    defineEndpoint({
      path: `/v1/dasha/${slug}/current`,
      group: 'dasha',
      cost: 1,
      summary: `Current ${name} periods, five levels`,
      query: currentQuery,
      prepare: ({ query: q }) => currentRequest(q, `${slug}-current`),
      compute: (req) => engine.raw('dasha', req),
      answer: engineAnswer('dasha', `${slug}-current`),
    }),
  ]);
}

export const dashaEndpoints = [
  defineEndpoint({
    path: '/v1/dasha/vimshottari',
    group: 'dasha',
    cost: 2,
    window: 'the periods of 120 years from birth; at 4 levels from/to span at most 20 years, at 5 at most 2 years',
    summary: 'Full Vimshottari dasha, five-level drill-down',
    query: listQuery(5, 3, ' At 4 levels give from (and to) spanning at most 20 years, at 5 at most 2 years.'),
    prepare: ({ query: q }) => listRequest(q, 'vimshottari', 5, true),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'vimshottari'),
  }),
  defineEndpoint({
    path: '/v1/dasha/vimshottari/current',
    group: 'dasha',
    cost: 1,
    summary: 'Current MD, AD, PD, SD and PPD periods',
    query: currentQuery,
    prepare: ({ query: q }) => currentRequest(q, 'vimshottari-current'),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'vimshottari-current'),
  }),
  defineEndpoint({
    path: '/v1/dasha/yogini',
    group: 'dasha',
    cost: 2,
    summary: 'Full Yogini dasha schedule',
    query: listQuery(3, 2, ''),
    prepare: ({ query: q }) => listRequest(q, 'yogini', 3, false),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'yogini'),
  }),
  defineEndpoint({
    path: '/v1/dasha/yogini/current',
    group: 'dasha',
    cost: 1,
    summary: 'Current Yogini period',
    query: currentQuery,
    prepare: ({ query: q }) => currentRequest(q, 'yogini-current'),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'yogini-current'),
  }),
  ...grahaEndpoints(),
  defineEndpoint({
    path: '/v1/dasha/kaala',
    group: 'dasha',
    cost: 2,
    window: 'the 120 years from birth; at 4 levels from/to span at most 20 years, at 5 at most 2 years',
    summary: 'Kaala dasha schedule from the part of the day of birth, five-level drill-down',
    query: listQuery(5, 3, ' At 4 levels give from (and to) spanning at most 20 years, at 5 at most 2 years.'),
    prepare: ({ query: q }) => listRequest(q, 'kaala', 5, true),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'kaala'),
  }),
  defineEndpoint({
    path: '/v1/dasha/kaala/current',
    group: 'dasha',
    cost: 1,
    summary: 'Current Kaala periods, five levels',
    query: currentQuery,
    prepare: ({ query: q }) => currentRequest(q, 'kaala-current'),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'kaala-current'),
  }),
  defineEndpoint({
    path: '/v1/dasha/naisargika',
    group: 'dasha',
    cost: 2,
    window: 'the 132 years from birth; at 4 levels from/to span at most 20 years, at 5 at most 2 years',
    summary: 'Naisargika (natural) dasha schedule, five-level drill-down',
    query: listQuery(5, 3, ' At 4 levels give from (and to) spanning at most 20 years, at 5 at most 2 years.'),
    prepare: ({ query: q }) => listRequest(q, 'naisargika', 5, true),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'naisargika'),
  }),
  defineEndpoint({
    path: '/v1/dasha/naisargika/current',
    group: 'dasha',
    cost: 1,
    summary: 'Current naisargika periods, five levels',
    query: currentQuery,
    prepare: ({ query: q }) => currentRequest(q, 'naisargika-current'),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'naisargika-current'),
  }),
  defineEndpoint({
    path: '/v1/dasha/systems',
    group: 'dasha',
    cost: 2,
    summary: 'Every dasha system for one birth: its condition and its running periods',
    query: currentQuery,
    prepare: ({ query: q }) => currentRequest(q, 'systems'),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'systems'),
  }),
];
