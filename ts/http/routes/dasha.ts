// dasha group: Vimshottari (five levels), Yogini and the nine conditional nakshatra dashas from
// the Moon's nakshatra at birth, and one overview of them all. One addon call per answer
// (`dasha`, with the system as a field); the conditional systems' entries come from one table.
import { z } from 'zod';
import { engine, type Moment } from '../../addon.js';
import { engineAnswer } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { invalidRequest } from '../errors.js';
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
} from '../schemas.js';

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

const listQuery = (maxLevels: number, defaultLevels: number, range: string) =>
  z.strictObject({
    ...birthFields,
    levels: intField(`Depth of the listing, 1 to ${maxLevels} (default ${defaultLevels}).${range}`, String(defaultLevels)).optional(),
    from: isoField('Start of the listing window, ISO date or date-time (default: the birth moment).', '2020-01-01').optional(),
    to: isoField('End of the listing window, ISO date or date-time (default: the end of the schedule).', '2040-01-01').optional(),
  });

const currentQuery = z.strictObject({
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

function listRequest(q: Birth & { levels?: number; from?: string; to?: string }, system: string, maxLevels: number, strict: boolean) {
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

function currentRequest(q: Birth & { at?: string }, system: string) {
  const req = base(q);
  const at = q.at !== undefined ? isoMoment(q.at, 'at', q).jd_ut : nowMoment().jd_ut;
  if (at < req.moment.jd_ut) throw invalidRequest([{ param: 'at', message: 'must not be before the birth moment' }]);
  return { ...req, system, at };
}

const SIDEREAL_NOTE = "Sidereal longitudes with the Lahiri ayanamsa unless `ayanamsa` says otherwise; Rahu by the mean node unless `node=true`.";

/**
 * The conditional nakshatra dashas of BPHS: path name, display name, years and lords, and the
 * condition (the engine's table holds the rules; this is what the catalog says about them).
 */
const GRAHA_SYSTEMS: { slug: string; name: string; cycle: string; condition: string }[] = [
  { slug: 'ashtottari', name: 'Ashtottari', cycle: '108 years: Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21, nakshatras allotted in runs of 4 and 3 from Ardra', condition: 'Rahu in a kendra or trikona from the lagna lord, not in the lagna' },
  { slug: 'shodasottari', name: 'Shodasottari', cycle: '116 years: Sun 11, Mars 12, Jupiter 13, Saturn 14, Ketu 15, Moon 16, Mercury 17, Venus 18, counted from Pushya', condition: "lagna in the Sun's hora in shukla paksha or in the Moon's hora in krishna paksha" },
  { slug: 'dwadasottari', name: 'Dwadasottari', cycle: '112 years: Sun 7, Jupiter 9, Ketu 11, Mercury 13, Rahu 15, Mars 17, Saturn 19, Moon 21, counted from the birth star to Revati', condition: 'lagna in a Taurus or Libra navamsa' },
  { slug: 'panchottari', name: 'Panchottari', cycle: '105 years: Sun 12, Mercury 13, Saturn 14, Mars 15, Venus 16, Moon 17, Jupiter 18, counted from Anuradha', condition: 'lagna in a Cancer dwadasamsa' },
  { slug: 'shatabdika', name: 'Shatabdika', cycle: '100 years: Sun 5, Moon 5, Venus 10, Mercury 10, Jupiter 20, Mars 20, Saturn 30, counted from Revati', condition: 'lagna vargottama (the same sign in rasi and navamsa)' },
  { slug: 'chaturaseeti-sama', name: 'Chaturaseeti-sama', cycle: '84 years: Sun to Saturn 12 years each, counted from Swati', condition: 'the 10th lord in the 10th house' },
  { slug: 'dwisaptati-sama', name: 'Dwisaptati-sama', cycle: '72 years: Sun to Saturn and Rahu 9 years each, counted from Mula, two cycles', condition: 'the lagna lord in the 7th or the 7th lord in the lagna' },
  { slug: 'shashtihayani', name: 'Shashtihayani', cycle: '60 years: Jupiter, Sun, Mars 10 each, Moon, Mercury, Venus, Saturn, Rahu 6 each, nakshatras in runs of 3 and 4 from Ashwini, two cycles', condition: 'the Sun in the lagna' },
  { slug: 'shattrimsa-sama', name: 'Shattrimsa-sama', cycle: '36 years: Moon 1, Sun 2, Jupiter 3, Mars 4, Mercury 5, Saturn 6, Venus 7, Rahu 8, counted from Shravana, three cycles', condition: "born by day with the lagna in the Sun's hora, or by night with it in the Moon's" },
];

/** The two catalog entries (listing and running periods) of each conditional nakshatra dasha. */
function grahaEndpoints() {
  return GRAHA_SYSTEMS.flatMap(({ slug, name, cycle, condition }) => [
    defineEndpoint({
      path: `/v1/dasha/${slug}`,
      group: 'dasha',
      cost: 2,
      window: 'the whole schedule from birth; at 4 levels from/to span at most 20 years, at 5 at most 2 years',
      summary: `${name} dasha schedule, five-level drill-down, with its condition`,
      description: `${name} dasha (${cycle}) from the Moon's nakshatra at birth: the balance at birth, the starting rule, and periods to \`levels\` deep (1 to 5, default 3) with start and end to the second; sub-periods in proportion to the lords' years, starting with the period's own lord. \`applicable\` states the classical condition (${condition}) and whether this chart meets it; the dasha is computed either way. Years of 365.25 days unless \`year=sidereal\`. ${SIDEREAL_NOTE}`,
      query: listQuery(5, 3, ' At 4 levels give from (and to) spanning at most 20 years, at 5 at most 2 years.'),
      prepare: ({ query: q }) => listRequest(q, slug, 5, true),
      compute: (req) => engine.call('dasha', req),
      answer: engineAnswer('dasha', slug),
    }),
    defineEndpoint({
      path: `/v1/dasha/${slug}/current`,
      group: 'dasha',
      cost: 1,
      summary: `Current ${name} periods, five levels`,
      description: `The ${name} periods running at \`at\` (default now) at all five levels, each with its start and end, and whether the chart meets the system's condition (${condition}). Years of 365.25 days unless \`year=sidereal\`. ${SIDEREAL_NOTE}`,
      query: currentQuery,
      prepare: ({ query: q }) => currentRequest(q, `${slug}-current`),
      compute: (req) => engine.call('dasha', req),
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
    compute: (req) => engine.call('dasha', req),
    answer: engineAnswer('dasha', 'vimshottari'),
  }),
  defineEndpoint({
    path: '/v1/dasha/vimshottari/current',
    group: 'dasha',
    cost: 1,
    summary: 'Current MD, AD, PD, SD and PPD periods',
    query: currentQuery,
    prepare: ({ query: q }) => currentRequest(q, 'vimshottari-current'),
    compute: (req) => engine.call('dasha', req),
    answer: engineAnswer('dasha', 'vimshottari-current'),
  }),
  defineEndpoint({
    path: '/v1/dasha/yogini',
    group: 'dasha',
    cost: 2,
    summary: 'Full Yogini dasha schedule',
    query: listQuery(3, 2, ''),
    prepare: ({ query: q }) => listRequest(q, 'yogini', 3, false),
    compute: (req) => engine.call('dasha', req),
    answer: engineAnswer('dasha', 'yogini'),
  }),
  defineEndpoint({
    path: '/v1/dasha/yogini/current',
    group: 'dasha',
    cost: 1,
    summary: 'Current Yogini period',
    query: currentQuery,
    prepare: ({ query: q }) => currentRequest(q, 'yogini-current'),
    compute: (req) => engine.call('dasha', req),
    answer: engineAnswer('dasha', 'yogini-current'),
  }),
  ...grahaEndpoints(),
  defineEndpoint({
    path: '/v1/dasha/systems',
    group: 'dasha',
    cost: 2,
    summary: 'Every dasha system for one birth: its condition and its running periods',
    description: `For one birth, every nakshatra dasha this service computes (Vimshottari, Yogini and the nine conditional systems of BPHS): whether each conditional system's classical condition holds, with the facts checked, and the mahadasha, antardasha and pratyantardasha of each running at \`at\` (default now). Years of 365.25 days unless \`year=sidereal\`. ${SIDEREAL_NOTE}`,
    query: currentQuery,
    prepare: ({ query: q }) => currentRequest(q, 'systems'),
    compute: (req) => engine.call('dasha', req),
    answer: engineAnswer('dasha', 'systems'),
  }),
];
