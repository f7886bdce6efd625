// western group (tropical): natal chart, aspects, dignities, lots, asteroids, transits, solar
// return, synastry, composite, midpoints, astrocartography, fixed stars, decans, Sabian degrees,
// time lords.
// All math is in native/core/src/western; these entries validate the query and call the engine.
import { z } from 'zod';
import type { Moment } from '../../../addon.js';
import { byEngine } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { ApiError, invalidRequest } from '../../errors.js';
import {
  choice,
  date,
  houseSystem,
  type HouseSystemSlug,
  type MomentQuery,
  inRequestOffset,
  lat,
  lon,
  momentFields,
  nowMoment,
  numberIn,
  personFields,
  personPrefix,
  place,
  placeFields,
  placeParam,
  resolveMoment,
  resolvePerson,
  time,
  tz,
} from '../../schemas.js';

const ASPECT_NAMES = 'conjunction, opposition, trine, square, sextile, quincunx, semi-sextile, semi-square, sesquiquadrate, quintile, biquintile';

export const orbs = z
  .string()
  .regex(/^[a-z-]+:\d+(\.\d+)?(,[a-z-]+:\d+(\.\d+)?)*$/, 'must be aspect:degrees pairs, e.g. conjunction:8,trine:6')
  .meta({
    description: `Orb overrides in degrees, comma-separated aspect:degrees (0 switches an aspect off). Aspects: ${ASPECT_NAMES}. Defaults: conjunction 8, opposition 8, trine 7, square 7, sextile 5, quincunx 3, the other minors 2.`,
    example: 'conjunction:8,trine:6',
  });
export const aspectSet = choice(['all', 'major']).meta({ description: 'Aspects to list: all (major and minor, default) or major.', example: 'all' });
export const lilith = choice(['mean', 'true']).meta({ description: 'Lilith (black moon): mean lunar apogee (default) or true (osculating).', example: 'mean' });

export const natalFields = { ...momentFields, ...placeFields, house_system: houseSystem.optional() };
export const chartFields = { ...natalFields, orbs: orbs.optional(), aspects: aspectSet.optional(), lilith: lilith.optional() };
export type NatalQuery = MomentQuery & { lat: number; lon: number; house_system?: HouseSystemSlug };
export type ChartOptions = { orbs?: string; aspects?: 'all' | 'major'; lilith?: 'mean' | 'true' };

export const natal = (q: NatalQuery) => ({ moment: resolveMoment(q), place: place(q), house_system: q.house_system });
export const chartOpts = (q: ChartOptions) => ({ orbs: q.orbs, aspects: q.aspects, lilith: q.lilith });

/** An optional second moment given as `<prefix>date`, `<prefix>time`, `<prefix>tz|timezone`. */
export function secondMoment(q: Record<string, unknown>, prefix: string, timeDefault?: string): Moment | undefined {
  const d = q[`${prefix}date`] as string | undefined;
  const t = (q[`${prefix}time`] as string | undefined) ?? (d !== undefined ? timeDefault : undefined);
  if (d === undefined && t === undefined) return undefined;
  if (d === undefined || t === undefined) {
    throw invalidRequest([{ param: d === undefined ? `${prefix}date` : `${prefix}time`, message: 'is required with the other' }]);
  }
  const tzv = q[`${prefix}tz`] as string | undefined;
  const request = { tz: q.tz as string | undefined, timezone: q.timezone as string | undefined };
  try {
    // Without its own offset, the second moment is read in the birth offset or zone; either way
    // the answer speaks the request's offset.
    const read = resolveMoment({ date: d, time: t, tz: tzv ?? request.tz, timezone: tzv ? undefined : request.timezone });
    return inRequestOffset(read.jd_ut, request);
  } catch (e) {
    if (e instanceof ApiError && e.extra.details) {
      throw invalidRequest(e.extra.details.map((x) => ({ param: prefix + x.param, message: x.message })));
    }
    throw e;
  }
}

export const momentOf = (prefix: string, what: string, ex: { date: string; time: string }) => ({
  [`${prefix}date`]: date.meta({ description: `${what}: local date YYYY-MM-DD.`, example: ex.date }).optional(),
  [`${prefix}time`]: time.meta({ description: `${what}: local time HH:MM.`, example: ex.time }).optional(),
  [`${prefix}tz`]: tz.meta({ description: `${what}: UTC offset (default: the birth tz or timezone).`, example: '+05:30' }).optional(),
});

const transitFields = momentOf('transit_', 'Transit moment (default now, UTC)', { date: '2024-03-01', time: '12:00' });
const transitMoment = (q: Record<string, unknown>) =>
  secondMoment(q, 'transit_') ?? nowMoment({ tz: q.tz as string | undefined, timezone: q.timezone as string | undefined });
/** The transit chart and transit aspects take the same query: a natal chart and a transit moment. */
const transitQuery = z.strictObject({ ...chartFields, ...transitFields });
const transitRequest = ({ query: q }: { query: z.output<typeof transitQuery> }) => ({
  ...natal(q),
  ...chartOpts(q),
  at: transitMoment(q),
});

// The two people as p1_ and p2_; boy_ and girl_ (the Vedic matching names) stay accepted.
export const twoPeople = {
  ...personFields('p1_', { optional: true }),
  ...personFields('p2_', { optional: true }),
  ...personFields('boy_', { optional: true }),
  ...personFields('girl_', { optional: true }),
  house_system: houseSystem.optional(),
  orbs: orbs.optional(),
  aspects: aspectSet.optional(),
};
export const twoRequest = (q: Record<string, unknown> & { house_system?: HouseSystemSlug } & Omit<ChartOptions, 'lilith'>) => {
  const a = resolvePerson(q, personPrefix(q, 'p1_', 'boy_'));
  const b = resolvePerson(q, personPrefix(q, 'p2_', 'girl_'));
  return { moment: a.moment, place: a.place, partner: b, house_system: q.house_system, orbs: q.orbs, aspects: q.aspects };
};

export const westernChartsEndpoints = [
  defineEndpoint({
    path: '/v1/western/natal/chart',
    group: 'western',
    cost: 2,
    summary: 'Natal chart: planets, ascendant, MC, houses, aspect grid',
    query: z.strictObject(chartFields),
    prepare: ({ query: q }) => ({ ...natal(q), ...chartOpts(q) }),
    ...byEngine('westernNatalChart'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/aspects',
    group: 'western',
    cost: 1,
    summary: 'Natal aspect table with orbs and applying or separating state',
    query: z.strictObject(chartFields),
    prepare: ({ query: q }) => ({ ...natal(q), ...chartOpts(q) }),
    ...byEngine('westernNatalAspects'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/dignities',
    group: 'western',
    cost: 1,
    summary: 'Essential dignities (domicile, exaltation, triplicity, term, face)',
    query: z.strictObject(natalFields),
    prepare: ({ query: q }) => natal(q),
    ...byEngine('westernNatalDignities'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/lots',
    group: 'western',
    cost: 1,
    summary: 'Hellenistic Lots: Fortune, Spirit, Eros, Necessity, Courage, Victory, Nemesis',
    query: z.strictObject(natalFields),
    prepare: ({ query: q }) => natal(q),
    ...byEngine('westernNatalLots'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/asteroids',
    group: 'western',
    cost: 1,
    summary: 'Positions of Chiron, Ceres, Pallas, Juno, Vesta, Lilith',
    query: z.strictObject({ ...natalFields, lilith: lilith.optional() }),
    prepare: ({ query: q }) => ({ ...natal(q), lilith: q.lilith }),
    ...byEngine('westernNatalAsteroids'),
  }),
  defineEndpoint({
    path: '/v1/western/transit/chart',
    group: 'western',
    cost: 2,
    summary: 'Current transits to the natal chart with aspect overlays',
    query: transitQuery,
    prepare: transitRequest,
    ...byEngine('westernTransitChart'),
  }),
  defineEndpoint({
    path: '/v1/western/transit/aspects',
    group: 'western',
    cost: 1,
    summary: 'Transit-to-natal aspects for a date',
    query: transitQuery,
    prepare: transitRequest,
    ...byEngine('westernTransitAspects'),
  }),
  defineEndpoint({
    path: '/v1/western/solar-return',
    group: 'western',
    cost: 2,
    summary: 'Solar return chart for a year (tropical)',
    query: z.strictObject({
      ...chartFields,
      year: numberIn({
        pattern: /^\d{4}$/,
        integer: true,
        message: 'must be a four-digit year',
        min: 1801,
        max: 2398,
        description: 'Year of the solar return (1801 to 2398).',
        example: '2024',
      }),
      return_lat: lat.meta({ description: 'Latitude of the return place (default: birth place).', example: '51.5074' }).optional(),
      return_lon: lon.meta({ description: 'Longitude of the return place (default: birth place).', example: '-0.1278' }).optional(),
      return_place: placeParam('return_', { tz: undefined, timezone: undefined, datetime: undefined }),
    }),
    prepare: ({ query: q }) => {
      if ((q.return_lat === undefined) !== (q.return_lon === undefined)) {
        throw invalidRequest([{ param: q.return_lat === undefined ? 'return_lat' : 'return_lon', message: 'is required with the other' }]);
      }
      return {
        ...natal(q),
        ...chartOpts(q),
        year: q.year,
        return_place: q.return_lat !== undefined && q.return_lon !== undefined ? { lat: q.return_lat, lon: q.return_lon } : undefined,
      };
    },
    ...byEngine('westernSolarReturn'),
  }),
  defineEndpoint({
    path: '/v1/western/synastry/aspects',
    group: 'western',
    cost: 2,
    summary: 'Synastry aspect grid between two charts',
    query: z.strictObject(twoPeople),
    prepare: ({ query: q }) => twoRequest(q),
    ...byEngine('westernSynastryAspects'),
  }),
  defineEndpoint({
    path: '/v1/western/synastry/composite',
    group: 'western',
    cost: 2,
    summary: 'Composite (midpoint) chart for two people',
    query: z.strictObject(twoPeople),
    prepare: ({ query: q }) => twoRequest(q),
    ...byEngine('westernComposite'),
  }),
  defineEndpoint({
    path: '/v1/western/cosmobiology/midpoints',
    group: 'western',
    cost: 2,
    summary: 'Cosmobiology midpoint tree (90 degree dial)',
    query: z.strictObject({
      ...natalFields,
      orb: numberIn({
        pattern: /^\d+(\.\d+)?$/,
        message: 'must be a number of degrees',
        min: 0,
        max: 5,
        description: 'Orb on the 90° dial in degrees (default 1.5, max 5).',
        example: '1.5',
      }).optional(),
    }),
    prepare: ({ query: q }) => ({ ...natal(q), orb: q.orb }),
    ...byEngine('westernMidpoints'),
  }),
  defineEndpoint({
    path: '/v1/western/astrocartography/lines',
    group: 'western',
    cost: 3,
    summary: 'Planet lines Asc, Desc, MC, IC for all planets',
    query: z.strictObject({ ...momentFields, ...placeFields }),
    prepare: ({ query: q }) => ({ moment: resolveMoment(q), place: place(q) }),
    ...byEngine('westernAcgLines'),
  }),
  defineEndpoint({
    path: '/v1/western/astrocartography/parans',
    group: 'western',
    cost: 3,
    summary: 'Paran latitudes: where two planets rise, set, culminate or anti-culminate together',
    query: z.strictObject({ ...momentFields, ...placeFields }),
    prepare: ({ query: q }) => ({ moment: resolveMoment(q), place: place(q) }),
    ...byEngine('westernAcgParans'),
  }),
  defineEndpoint({
    path: '/v1/western/astrocartography/score',
    group: 'western',
    cost: 2,
    summary: 'Location score for a given latitude and longitude',
    query: z.strictObject({
      ...momentFields,
      ...placeFields,
      place_lat: lat.meta({ description: 'Latitude of the place to score.', example: '40.7128' }),
      place_lon: lon.meta({ description: 'Longitude of the place to score.', example: '-74.0060' }),
      target_place: placeParam('target_', { lat: 'place_lat', lon: 'place_lon', tz: undefined, timezone: undefined, datetime: undefined }),
    }),
    prepare: ({ query: q }) => ({ moment: resolveMoment(q), place: place(q), target: { lat: q.place_lat, lon: q.place_lon } }),
    ...byEngine('westernAcgScore'),
  }),
  defineEndpoint({
    path: '/v1/western/fixed-stars',
    group: 'western',
    cost: 1,
    summary: 'Fixed-star conjunctions within orb for the natal chart',
    query: z.strictObject({
      ...natalFields,
      orb: numberIn({
        pattern: /^\d+(\.\d+)?$/,
        message: 'must be a number of degrees',
        min: 0,
        max: 10,
        description: 'Orb in degrees of ecliptic longitude (default 1, max 10).',
        example: '1',
      }).optional(),
      stars: choice(['default', 'all'])
        .meta({
          description:
            'Stars to check: default (the four royal stars and 32 usual ones, see docs/western.md) or all (every star of the Swiss Ephemeris catalogue sefstars.txt).',
          example: 'default',
        })
        .optional(),
    }),
    prepare: ({ query: q }) => ({ ...natal(q), orb: q.orb, stars: q.stars }),
    ...byEngine('westernFixedStars'),
  }),
  defineEndpoint({
    path: '/v1/western/decans',
    group: 'western',
    cost: 1,
    summary: 'Decan placements of all natal planets',
    query: z.strictObject(natalFields),
    prepare: ({ query: q }) => natal(q),
    ...byEngine('westernDecans'),
  }),
  defineEndpoint({
    path: '/v1/western/sabian',
    group: 'western',
    cost: 1,
    summary: 'Sabian symbol for each natal planet degree',
    query: z.strictObject(natalFields),
    prepare: ({ query: q }) => natal(q),
    ...byEngine('westernSabian'),
  }),
  defineEndpoint({
    path: '/v1/western/time-lords/firdaria',
    group: 'western',
    cost: 1,
    summary: 'Firdaria time-lord periods',
    query: z.strictObject({
      ...natalFields,
      node_placement: choice(['end', 'after-mars'])
        .meta({ description: 'Where the nodes go in night charts: end (default) or after-mars (Bonatti).', example: 'end' })
        .optional(),
      ...momentOf('target_', 'Date whose period to mark as current (optional)', { date: '2024-03-01', time: '12:00' }),
    }),
    prepare: ({ query: q }) => ({ ...natal(q), node_placement: q.node_placement, at: secondMoment(q, 'target_', '12:00') }),
    ...byEngine('westernFirdaria'),
  }),
  defineEndpoint({
    path: '/v1/western/time-lords/profection',
    group: 'western',
    cost: 1,
    summary: 'Annual profection year lord',
    query: z.strictObject({
      ...natalFields,
      age: numberIn({
        pattern: /^\d{1,3}$/,
        integer: true,
        message: 'must be a whole number of years',
        min: 0,
        max: 150,
        description: 'Age in completed years (give this or target_date; with both they must agree).',
        example: '33',
      }).optional(),
      ...momentOf('target_', 'Date to profect to, instead of age', { date: '2024-03-01', time: '12:00' }),
    }),
    prepare: ({ query: q }) => {
      const at = secondMoment(q, 'target_', '12:00');
      if (at === undefined && q.age === undefined) throw invalidRequest([{ param: 'age', message: 'is required (or give target_date)' }]);
      return { ...natal(q), age: q.age, at };
    },
    ...byEngine('westernProfection'),
  }),
];
