// geo group: places and time zones without any outside service. A place name → GeoNames places
// from the bundled gazetteer; a point and a local date-time → the IANA zone and the offset then
// in force. Free (cost 0): table lookups, no ephemeris computation.
import { z } from 'zod';
import { fold, GAZETTEER_SOURCE, PLACE_RANKING, searchPlaces, type GeoPlace } from '../../geo/gazetteer.js';
import { localTimeInZone, zoneAt, ZONE_BOUNDARIES } from '../../geo/zone.js';
import { defineEndpoint } from '../catalog.js';
import { invalidRequest } from '../errors.js';
import { markNowUsed } from '../now-scope.js';
import { calendarDate, lat, lon, time, wholeNumberIn } from '../schemas.js';

const jsonSchema = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _s, ...json } = z.toJSONSchema(schema, { io: 'output' }) as Record<string, unknown>;
  return json;
};

const placeSchema = z.object({
  geonames_id: z.number().int().meta({ description: 'GeoNames id: give it as `place=` (or `boy_place=` ...) on any endpoint that takes lat and lon.' }),
  name: z.string(),
  country: z.string().meta({ description: 'ISO 3166-1 alpha-2 country code.' }),
  admin1_code: z.string().meta({ description: "GeoNames code of the first-level division (state, province), as the data has it (e.g. `16` Maharashtra); empty when the data has none." }),
  lat: z.number(),
  lon: z.number(),
  timezone: z.string().meta({ description: 'IANA time zone at the coordinates.' }),
  population: z.number().int(),
  feature_code: z.string().meta({ description: 'GeoNames feature code: PPLC capital, PPLA seat of a first-order division, PPL populated place, ...' }),
}) satisfies z.ZodType<GeoPlace>;

const searchSchema = z.object({
  query: z.string().meta({ description: 'The query as matched: accents dropped, lower case, hyphens and apostrophes as spaces.' }),
  country: z.string().nullable(),
  count: z.number().int(),
  results: z.array(placeSchema),
  conventions: z.object({ source: z.string(), zone_boundaries: z.string(), ranking: z.string() }),
});

const readingSchema = z.object({
  utc_offset: z.string().meta({ description: 'Offset in force, +HH:MM.' }),
  offset_minutes: z.number().int(),
  dst: z.boolean().meta({ description: 'Daylight saving time in force.' }),
  iso: z.string().meta({ description: 'The instant, ISO 8601 in that offset.' }),
  utc: z.string().meta({ description: 'The same instant in UTC.' }),
});

const zoneSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  timezone: z.string().meta({ description: 'IANA time zone at the point.' }),
  local: z.string().meta({ description: 'The local date and time asked about, YYYY-MM-DDTHH:MM:SS.' }),
  fold: z.boolean().meta({ description: 'The local time occurs twice (clocks set back): both candidates are listed, earlier instant first.' }),
  utc_offset: z.string().nullable().meta({ description: 'Offset in force (null in a fold: see candidates).' }),
  offset_minutes: z.number().int().nullable(),
  dst: z.boolean().nullable(),
  candidates: z.array(readingSchema).meta({ description: 'The instants the local time stands for: one, or two in a fold.' }),
  conventions: z.object({ zone_boundaries: z.string(), offsets: z.string(), dst_rule: z.string() }),
});

const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code, e.g. IN')
  .transform((s) => s.toUpperCase())
  .meta({ description: 'Only places in this country: ISO 3166-1 alpha-2 code, any case (IN, pl, us).', example: 'IN' });

const OFFSETS = 'IANA tz database compiled into the engine (the same as timezone= on every endpoint), historical DST included';
const DST_RULE =
  "DST when the zone's name for that time is a daylight or summer time; for times without a name (war times), when the offset is above the smallest of mid-January and mid-July that year and the years either side";

/** The date and time now on the zone's clocks (the answer then depends on when it is asked). */
function nowLocal(zone: string): { date: string; time: string } {
  markNowUsed();
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date());
  const p = (t: string) => parts.find((x) => x.type === t)?.value ?? '00';
  return { date: `${p('year')}-${p('month')}-${p('day')}`, time: `${p('hour')}:${p('minute')}:${p('second')}` };
}

export const geoEndpoints = [
  defineEndpoint({
    path: '/v1/geo/search',
    group: 'geo',
    cost: 0,
    summary: 'Places by name from the bundled GeoNames gazetteer (accent- and case-insensitive prefix, largest first): GeoNames id, country, region, lat, lon, IANA zone, population',
    answer: jsonSchema(searchSchema),
    query: z.strictObject({
      q: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters').meta({ description: 'The start of a place name, in any case, with or without accents (krakow finds Kraków).', example: 'Pune' }),
      country: country.optional(),
      limit: wholeNumberIn(1, 50, 'How many places to return, 1 to 50. Default 10.', '10').optional(),
    }),
    prepare: ({ query }) => {
      if (!fold(query.q)) throw invalidRequest([{ param: 'q', message: 'must contain a letter or digit' }]);
      return query;
    },
    compute: (q): z.output<typeof searchSchema> => {
      const results = searchPlaces(q.q, { country: q.country, limit: q.limit ?? 10 });
      return {
        query: fold(q.q),
        country: q.country ?? null,
        count: results.length,
        results,
        conventions: { source: GAZETTEER_SOURCE, zone_boundaries: ZONE_BOUNDARIES, ranking: PLACE_RANKING },
      };
    },
  }),
  defineEndpoint({
    path: '/v1/geo/timezone',
    group: 'geo',
    cost: 0,
    summary: 'The IANA time zone at a point and the UTC offset in force at a local date and time (historical DST; gap refused, fold with both candidates)',
    answer: jsonSchema(zoneSchema),
    query: z.strictObject({
      lat,
      lon,
      date: calendarDate('Local date, YYYY-MM-DD (default: today at the point).', '1990-07-15').optional(),
      time: time.optional(),
    }),
    prepare: ({ query: q }) => {
      if ((q.date === undefined) !== (q.time === undefined)) {
        throw invalidRequest([{ param: q.date === undefined ? 'date' : 'time', message: 'is required with the other (or leave both out for now)' }]);
      }
      const zone = zoneAt(q.lat, q.lon);
      const local = q.date !== undefined && q.time !== undefined ? { date: q.date, time: q.time } : nowLocal(zone);
      return { lat: q.lat, lon: q.lon, zone, ...local, found: localTimeInZone(zone, local.date, local.time) };
    },
    compute: ({ lat, lon, zone, date, time, found }): z.output<typeof zoneSchema> => {
      const candidates = found.kind === 'unique' ? [found.reading] : found.readings;
      const only = found.kind === 'unique' ? found.reading : undefined;
      return {
        lat,
        lon,
        timezone: zone,
        local: `${date}T${time.length === 5 ? `${time}:00` : time}`,
        fold: found.kind === 'fold',
        utc_offset: only?.utc_offset ?? null,
        offset_minutes: only?.offset_minutes ?? null,
        dst: only?.dst ?? null,
        candidates,
        conventions: { zone_boundaries: ZONE_BOUNDARIES, offsets: OFFSETS, dst_rule: DST_RULE },
      };
    },
  }),
];
