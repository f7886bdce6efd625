// western group, predictive techniques: progressions, solar-arc directions, returns, the transit
// calendar, and the two-person Davison chart, house overlays and score.
// All math is in native/core/src/western/predictive; these entries validate the query and call the
// engine. The transit calendar is a scan: it runs on the libuv pool (AsyncTask) and is `heavy`.
import { z } from 'zod';
import { engine, type Moment } from '../../../addon.js';
import { byEngine, engineAnswer } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { invalidRequest } from '../../errors.js';
import { calendarDate, choice, lat, localMidnight, lon, nextDate, nowMoment } from '../../schemas.js';
import {
  type ChartOptions,
  chartFields,
  chartOpts,
  momentOf,
  natal,
  natalFields,
  type NatalQuery,
  secondMoment,
  twoPeople,
  twoRequest,
} from './techniques.js';

type OffsetQuery = { tz?: string; timezone?: string };

/** from/to as local dates in the birth offset or zone: from its midnight to the end of `to`. */
const spanFields = (what: string, maxText: string) => ({
  from: calendarDate(`First local date of ${what}, YYYY-MM-DD (from its midnight, in the birth tz/timezone).`, '2024-01-01'),
  to: calendarDate(`Last local date of ${what}, YYYY-MM-DD (to its end); at most ${maxText}.`, '2024-12-31'),
});
const optionalSpanFields = (what: string, maxText: string) => {
  const f = spanFields(what, maxText);
  return { from: f.from.optional(), to: f.to.optional() };
};

function span(q: { from?: string; to?: string } & OffsetQuery): { from?: Moment; to?: Moment } {
  if (q.from !== undefined && q.to !== undefined && q.to < q.from) throw invalidRequest([{ param: 'to', message: 'must be on or after from' }]);
  return {
    from: q.from === undefined ? undefined : localMidnight(q.from, 'from', q),
    to: q.to === undefined ? undefined : localMidnight(nextDate(q.to), 'to', q),
  };
}

/** A required span: both dates given. */
function fullSpan(q: { from: string; to: string } & OffsetQuery): { from: Moment; to: Moment } {
  const { from, to } = span(q);
  return { from: from as Moment, to: to as Moment };
}

const targetFields = momentOf('target_', 'Date of life to progress or direct to', { date: '2024-03-01', time: '12:00' });
function target(q: Record<string, unknown>): Moment {
  const at = secondMoment(q, 'target_', '12:00');
  if (at === undefined) throw invalidRequest([{ param: 'target_date', message: 'is required' }]);
  return at;
}

const returnPlaceFields = {
  return_lat: lat.meta({ description: 'Latitude of the return place (default: birth place).', example: '51.5074' }).optional(),
  return_lon: lon.meta({ description: 'Longitude of the return place (default: birth place).', example: '-0.1278' }).optional(),
};
function returnPlace(q: { return_lat?: number; return_lon?: number }) {
  if ((q.return_lat === undefined) !== (q.return_lon === undefined)) {
    throw invalidRequest([{ param: q.return_lat === undefined ? 'return_lat' : 'return_lon', message: 'is required with the other' }]);
  }
  return q.return_lat !== undefined && q.return_lon !== undefined ? { lat: q.return_lat, lon: q.return_lon } : undefined;
}

const progressionQuery = z.strictObject({
  ...chartFields,
  ...targetFields,
  angles: choice(['naibod', 'solar-arc', 'daily'])
    .meta({ description: 'Progressed angles: naibod (default, Naibod in right ascension), solar-arc, or daily houses.', example: 'naibod' })
    .optional(),
  ...optionalSpanFields('the span of progressed-Moon changes (default: ten years from the target)', '100 years'),
});

const progression = (kind: 'secondary' | 'tertiary' | 'minor', summary: string) =>
  defineEndpoint({
    path: `/v1/western/progressions/${kind}`,
    group: 'western',
    cost: 2,
    summary,
    query: progressionQuery,
    prepare: ({ query: q }) => ({ ...natal(q), ...chartOpts(q), kind, at: target(q), angles: q.angles, ...span(q) }),
    ...byEngine('westernProgressions'),
  });

const planets = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron'] as const;
const searchFrom = momentOf('date_', 'The first return on or after this moment (default now)', { date: '2024-03-01', time: '00:00' });
const returnFields = { ...chartFields, ...searchFrom, ...returnPlaceFields };
type ReturnQuery = NatalQuery & ChartOptions & OffsetQuery & { return_lat?: number; return_lon?: number } & Record<string, unknown>;
function returnRequest(q: ReturnQuery, planet: string) {
  const at = secondMoment(q, 'date_', '00:00') ?? nowMoment({ tz: q.tz as string | undefined, timezone: q.timezone as string | undefined });
  return { ...natal(q), ...chartOpts(q), planet, at, return_place: returnPlace(q) };
}

export const westernPredictiveEndpoints = [
  progression('secondary', 'Secondary progressions (day for a year): progressed chart, aspects to natal, progressed Moon changes'),
  progression('tertiary', 'Tertiary progressions (day for a month): progressed chart, aspects to natal, Moon changes'),
  progression('minor', 'Minor progressions (month for a year): progressed chart, aspects to natal, Moon changes'),
  defineEndpoint({
    path: '/v1/western/directions/solar-arc',
    group: 'western',
    cost: 2,
    summary: 'Solar-arc directions for a date and the directed-to-natal aspects becoming exact in a span',
    query: z.strictObject({ ...chartFields, ...targetFields, ...optionalSpanFields('the span of exact hits (default: ten years from the target)', '100 years') }),
    prepare: ({ query: q }) => ({ ...natal(q), ...chartOpts(q), at: target(q), ...span(q) }),
    ...byEngine('westernSolarArc'),
  }),
  defineEndpoint({
    path: '/v1/western/directions/primary',
    group: 'western',
    cost: 2,
    summary: 'Placidus semi-arc primary directions (mundane and zodiacal) dated by a key in a span of life',
    query: z.strictObject({
      ...natalFields,
      ...spanFields('the span of life searched', '100 years'),
      key: choice(['naibod', 'ptolemy', 'cardan']).meta({ description: 'Time key: naibod (default, 0°59′08″ a year), ptolemy (1° a year) or cardan (0°59′12″ a year).', example: 'naibod' }).optional(),
      converse: choice(['true', 'false']).meta({ description: 'true: converse directions (the significator carried to the promissor); false (default): direct.', example: 'false' }).optional(),
    }),
    prepare: ({ query: q }) => ({ ...natal(q), ...fullSpan(q), key: q.key, converse: q.converse === 'true' }),
    ...byEngine('westernPrimaryDirections'),
  }),
  defineEndpoint({
    path: '/v1/western/returns/lunar',
    group: 'western',
    cost: 2,
    summary: 'Lunar return: the instant the Moon is back at its natal longitude, and the chart there',
    query: z.strictObject(returnFields),
    prepare: ({ query: q }) => returnRequest(q, 'moon'),
    ...byEngine('westernPlanetReturn'),
  }),
  defineEndpoint({
    path: '/v1/western/returns/planetary',
    group: 'western',
    cost: 2,
    summary: 'Planetary return (Mercury to Pluto, Chiron) with every retrograde pass, and the chart there',
    query: z.strictObject({ ...returnFields, planet: choice(planets).meta({ description: 'The returning planet.', example: 'saturn' }) }),
    prepare: ({ query: q }) => returnRequest(q, q.planet),
    ...byEngine('westernPlanetReturn'),
  }),
  defineEndpoint({
    path: '/v1/western/returns/list',
    group: 'western',
    cost: 2,
    summary: 'Every solar or lunar return in a span, with the return angles',
    query: z.strictObject({
      ...natalFields,
      kind: choice(['solar', 'lunar']).meta({ description: 'solar or lunar returns.', example: 'lunar' }),
      ...spanFields('the span', '100 years for solar and 10 years for lunar returns'),
      ...returnPlaceFields,
    }),
    prepare: ({ query: q }) => ({ ...natal(q), kind: q.kind, ...fullSpan(q), return_place: returnPlace(q) }),
    ...byEngine('westernReturnList'),
  }),
  defineEndpoint({
    path: '/v1/western/transit/calendar',
    group: 'western',
    heavy: true,
    cost: 3,
    summary: 'Transit calendar: every transit-to-natal aspect of a span with its entering, exact and leaving times',
    query: z.strictObject({
      ...chartFields,
      ...spanFields('the span', '366 days'),
      planets: z
        .string()
        .regex(/^[a-z_]+(,[a-z_]+)*$/, 'must be comma-separated body keys')
        .meta({
          description: 'Transiting bodies, comma-separated: sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto, true_node, chiron (default: sun to pluto without the moon).',
          example: 'jupiter,saturn,uranus,neptune,pluto',
        })
        .optional(),
    }),
    prepare: ({ query: q }) => ({ ...natal(q), ...chartOpts(q), ...fullSpan(q), planets: q.planets }),
    compute: (req) => engine.callAsync('westernTransitCalendar', req),
    answer: engineAnswer('westernTransitCalendar'),
  }),
  defineEndpoint({
    path: '/v1/western/relationship/davison',
    group: 'western',
    cost: 2,
    summary: 'Davison relationship chart: the chart of the midpoint in time and space of two births',
    query: z.strictObject(twoPeople),
    prepare: ({ query: q }) => twoRequest(q),
    ...byEngine('westernDavison'),
  }),
  defineEndpoint({
    path: '/v1/western/synastry/house-overlays',
    group: 'western',
    cost: 1,
    summary: "Each person's planets and angles in the other person's houses",
    query: z.strictObject(twoPeople),
    prepare: ({ query: q }) => twoRequest(q),
    ...byEngine('westernHouseOverlays'),
  }),
  defineEndpoint({
    path: '/v1/western/synastry/score',
    group: 'western',
    cost: 1,
    summary: 'Compatibility score with its documented weights and every contributing aspect',
    query: z.strictObject(twoPeople),
    prepare: ({ query: q }) => twoRequest(q),
    ...byEngine('westernSynastryScore'),
  }),
];
