// Query-parameter schemas shared by the endpoints. Each carries a description and a working
// example, which the OpenAPI document publishes. Option tables (ayanamsas, house systems,
// bodies) come from the engine itself so there is one source of truth.
import { z } from 'zod';
import { engine, EngineError, withCharacters, type LocalInput, type Moment, type Place } from '../addon.js';
import type { components } from '../engine/types.generated.js';
import { placeById } from '../geo/gazetteer.js';
import { markNowUsed } from './now-scope.js';
import { ApiError, invalidRequest } from './errors.js';
import { jsonText } from './raw-body.js';

const tables = engine.catalogs();
export const AYANAMSA_SLUGS = tables.ayanamsas.map((a) => a.slug) as [string, ...string[]];
/** House-system slugs: the list from the engine's table, the type from the engine's schema of it. */
export type HouseSystemSlug = components['schemas']['HouseSystemInput'];
export const HOUSE_SYSTEM_SLUGS = tables.house_systems.map((h) => h.slug) as [HouseSystemSlug, ...HouseSystemSlug[]];
export const BODY_KEYS = tables.bodies.map((b) => b.key) as [string, ...string[]];

/**
 * The one value of `values` a client meant: exact, or in any case, with spaces, dashes and
 * underscores interchangeable, or by a name the API itself writes (`Lahiri`, `Whole Sign`,
 * `Mars`, `Graha Maitri`) or a listed alias (`mesha` for aries). Anything else is left as sent
 * and refused by the enum with the allowed values in plain words.
 */
function canonicalChoice(v: string, values: readonly string[], aliases: Record<string, string>): string {
  if (values.includes(v)) return v;
  const k = v.trim().toLowerCase();
  const candidates = [k, k.replace(/[\s_]+/g, '-'), k.replace(/[\s-]+/g, '_'), v.trim().toUpperCase(), aliases[k]];
  return candidates.find((c): c is string => c !== undefined && values.includes(c)) ?? v;
}

/** An enumerated parameter, forgiving in how it is written (see `canonicalChoice`). */
export function choice<const T extends readonly [string, ...string[]]>(values: T, aliases: Record<string, string> = {}) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? canonicalChoice(v, values, aliases) : v),
    z.enum(values, { error: () => `must be one of: ${values.join(', ')}` }),
  );
}

/** Names the engine writes for its option tables, lower-cased, to the slugs requests use. */
const namesOf = (rows: { slug: string; name: string }[]) =>
  Object.fromEntries(rows.flatMap((r) => [[r.name.toLowerCase(), r.slug], [r.name.replace(/\s*\(.*\)$/, '').toLowerCase(), r.slug]]));

const decimal = (name: string, min: number, max: number, example: string, description: string) =>
  z
    .string()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/, `must be a decimal number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be from ${min} to ${max}`).max(max, `must be from ${min} to ${max}`))
    .meta({ description, example });

/** A calendar date `YYYY-MM-DD` (the one date pattern of the API). */
export const calendarDate = (description: string, example: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a calendar date YYYY-MM-DD')
    .meta({ description, example, format: 'date' });

/**
 * A number given as digits (`pattern`), read as a number and kept within [min, max]; `message`
 * says what is expected when the digits do not match.
 */
export const numberIn = (o: {
  pattern: RegExp;
  /** Whole numbers only (the pattern allows digits only): typed `integer` in the OpenAPI document. */
  integer?: boolean;
  message: string;
  min: number;
  max: number;
  description: string;
  example: string;
  rangeMessage?: string;
}) =>
  z
    .string()
    .regex(o.pattern, o.message)
    .transform(Number)
    .pipe(
      (o.integer ? z.number().int() : z.number()).min(o.min, o.rangeMessage).max(o.max, o.rangeMessage),
    )
    .meta({ description: o.description, example: o.example });

/** A whole number of up to four digits within [min, max] (levels, limits, years, tithi numbers). */
export const wholeNumberIn = (min: number, max: number, description: string, example: string) =>
  numberIn({
    pattern: /^\d{1,4}$/,
    integer: true,
    message: `must be a whole number from ${min} to ${max}`,
    min,
    max,
    rangeMessage: `must be from ${min} to ${max}`,
    description,
    example,
  });

export const date = calendarDate(`Local calendar date of the moment, YYYY-MM-DD (${tables.supported_range}).`, '1990-07-15');

export const time = z
  .string()
  .regex(/^\d{2}:\d{2}(:\d{2})?$/, 'must be a 24-hour time HH:MM or HH:MM:SS')
  .meta({ description: 'Local 24-hour clock time, HH:MM or HH:MM:SS.', example: '14:30' });

// An unencoded "+" in a query string arrives as a space; accept it as the sign it was meant to be.
/** A UTC offset as written (`+05:30`, `+0530`, `Z`; an unencoded + arrives as a space) → `+05:30`. */
export function normaliseOffset(s: string): string {
  const t = s.startsWith(' ') ? '+' + s.slice(1) : s;
  if (t === 'Z' || t === 'z') return '+00:00';
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(t);
  return m ? `${m[1]}${m[2]}:${m[3]}` : t;
}

export const tz = z
  .string()
  .transform(normaliseOffset)
  .pipe(z.string().regex(/^[+-]\d{2}:\d{2}$/, 'must be a UTC offset +HH:MM, +HHMM or Z'))
  .meta({ description: 'UTC offset of the local time, +HH:MM, +HHMM or Z (URL-encode the +). Give this or timezone.', example: '+05:30' });

const ISO_DATETIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The moment as one ISO 8601 value (an alternative to date, time and tz). */
export const datetime = z
  .string()
  .transform((s) => s.replace(/ (\d{2}:?\d{2})$/, '+$1')) // an unencoded + arrives as a space
  .pipe(z.string().regex(ISO_DATETIME, 'must be an ISO 8601 date-time, e.g. 1990-07-15T14:30:00+05:30'))
  .meta({
    description:
      'The moment as one ISO 8601 date-time instead of date, time and tz: 1990-07-15T14:30:00+05:30 (also Z, +0530, fractional seconds). Without an offset, give timezone.',
  });

export const timezone = z
  .string()
  .min(1)
  .max(64)
  .meta({ description: 'IANA time zone name; its historical offset (with DST) for that date is used. Alternative to tz.', example: 'Asia/Kolkata' });

export const lat = decimal('lat', -90, 90, '28.6139', 'Latitude in decimal degrees, north positive (-90 to 90).');
export const lon = decimal('lon', -180, 180, '77.2090', 'Longitude in decimal degrees, east positive (-180 to 180).');

export const ayanamsa = choice(AYANAMSA_SLUGS, namesOf(tables.ayanamsas))
  .meta({ description: 'Ayanamsa for sidereal positions. Default lahiri.', example: 'lahiri' });

export const node = choice(['mean', 'true'])
  .meta({ description: 'Lunar node model for Rahu (Ketu is opposite). Default mean.', example: 'mean' });

export const houseSystem = choice(HOUSE_SYSTEM_SLUGS, namesOf(tables.house_systems))
  .meta({ description: 'House system. Default placidus.', example: 'placidus' });

export const sunrise = choice(['upper-limb', 'disc-center'])
  .meta({
    description: 'Sunrise definition: upper-limb (civil, with refraction; default) or disc-center (traditional, no refraction).',
    example: 'upper-limb',
  });

/**
 * The parameters a place id stands for: latitude and longitude, and (where the endpoint takes a
 * moment) the zone to use when the request gives no offset.
 */
export interface PlaceTargets {
  /** The place parameter itself (`place`, `boy_place`, ...). */
  param: string;
  lat: string;
  lon: string;
  tz?: string;
  timezone?: string;
  datetime?: string;
}

/** What an answer says of a place given by id (its `resolved_places` member, keyed by parameter). */
export interface PlaceUsed {
  geonames_id: number;
  name: string;
  country: string;
  admin1_code: string;
  lat: number;
  lon: number;
  timezone: string;
  /** The place's zone was used as the timezone (no tz, timezone or datetime offset was given). */
  timezone_applied: boolean;
}

const PLACE_TARGETS = new WeakMap<z.ZodType, PlaceTargets>();
const PLACE_ID = /^\d{1,10}$/;
const PLACE_ID_RULE = 'must be a GeoNames id (digits), as /v1/geo/search gives';

/**
 * `place=<GeoNames id>` (with a prefix, `boy_place=` ...): a place of the bundled gazetteer
 * instead of lat and lon; its zone also serves as the timezone when the request gives no offset.
 * The mapping is done once for every endpoint, before validation (`expandPlaces`).
 */
export function placeParam(prefix: string, targets: Partial<PlaceTargets> = {}) {
  const t: PlaceTargets = {
    param: `${prefix}place`,
    lat: `${prefix}lat`,
    lon: `${prefix}lon`,
    tz: `${prefix}tz`,
    timezone: `${prefix}timezone`,
    datetime: `${prefix}datetime`,
    ...targets,
  };
  const zone = t.timezone ? `; its IANA zone serves as ${t.timezone} when neither ${t.tz} nor ${t.timezone} is given` : '';
  const field = z
    .string()
    .regex(PLACE_ID, PLACE_ID_RULE)
    .meta({
      description: `GeoNames id of the place (find it with /v1/geo/search), instead of ${t.lat} and ${t.lon}${zone}. The answer then names the place used in \`resolved_places.${t.param}\`.`,
    });
  PLACE_TARGETS.set(field, t);
  return field.optional();
}

// A query schema's shape never changes: its place parameters are found once, not per request.
const placeParamsOf = new WeakMap<Record<string, unknown>, PlaceTargets[]>();

/** The place parameters of a query schema, each with the parameters it stands for. */
export function placeParams(shape: Record<string, unknown>): PlaceTargets[] {
  let found = placeParamsOf.get(shape);
  if (!found) placeParamsOf.set(shape, (found = findPlaceParams(shape)));
  return found;
}

function findPlaceParams(shape: Record<string, unknown>): PlaceTargets[] {
  return Object.entries(shape).flatMap(([name, field]) => {
    let f = field;
    while (f instanceof z.ZodOptional) f = f.unwrap();
    const t = PLACE_TARGETS.get(f as z.ZodType);
    return t && t.param === name ? [t] : [];
  });
}

/** Whether a `datetime` value carries its own offset (then a place's zone is not applied). */
function carriesOffset(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return Boolean(ISO_DATETIME.exec(value.replace(/ (\d{2}:?\d{2})$/, '+$1'))?.[5]);
}

/** Fills one place's parameters in `out`; says what was used. */
function expandPlace(t: PlaceTargets, id: unknown, query: Record<string, unknown>, out: Record<string, unknown>, shape: Record<string, unknown>): PlaceUsed {
  if (typeof id !== 'string' || !PLACE_ID.test(id)) throw invalidRequest([{ param: t.param, message: PLACE_ID_RULE }]);
  if (query[t.lat] !== undefined || query[t.lon] !== undefined) {
    throw invalidRequest([{ param: t.param, message: `give either ${t.param} or ${t.lat}/${t.lon}, not both` }]);
  }
  const p = placeById(Number(id));
  if (!p) {
    throw invalidRequest([{ param: t.param, message: 'is not the GeoNames id of a place in the bundled gazetteer (1000+ inhabitants); find one with /v1/geo/search' }]);
  }
  out[t.lat] = String(p.lat);
  out[t.lon] = String(p.lon);
  const zoneSlot = t.timezone !== undefined && t.timezone in shape;
  const offsetGiven = [t.tz, t.timezone].some((k) => k !== undefined && query[k] !== undefined) || carriesOffset(t.datetime && query[t.datetime]);
  const applied = zoneSlot && !offsetGiven;
  if (applied) out[t.timezone!] = p.timezone;
  const { geonames_id, name, country, admin1_code, lat, lon, timezone } = p;
  return { geonames_id, name, country, admin1_code, lat, lon, timezone, timezone_applied: applied };
}

/**
 * A query with each `place`-style id replaced by the lat, lon (and timezone) it stands for, before
 * the query is validated; undefined when the request names no place (the query is then used as
 * sent, and the answer is unchanged). Unknown ids and an id given with lat/lon are 400s.
 */
export function expandPlaces(
  shape: Record<string, unknown>,
  query: Record<string, unknown>,
): { query: Record<string, unknown>; places: Record<string, PlaceUsed> } | undefined {
  const given = placeParams(shape).filter((t) => query[t.param] !== undefined);
  if (given.length === 0) return undefined;
  const out = { ...query };
  const places: Record<string, PlaceUsed> = {};
  for (const t of given) places[t.param] = expandPlace(t, query[t.param], query, out, shape);
  return { query: out, places };
}

/**
 * An answer with the places used added as its `resolved_places` member: a JSON object answer (parsed, or
 * the engine's JSON text) gets it as its last member; arrays, images and PDFs are left as they are.
 */
export function withPlaces(answer: unknown, places: Record<string, PlaceUsed>): unknown {
  if (answer instanceof Promise) return answer.then((a: unknown) => withPlaces(a, places));
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  const raw = answer as { contentType?: unknown; body?: unknown };
  if (typeof raw.contentType === 'string') {
    const text = jsonText(raw);
    if (text === undefined) return answer;
    const body = text.trimEnd();
    if (!body.startsWith('{') || !body.endsWith('}')) return answer;
    const comma = /^\{\s*\}$/.test(body) ? '' : ',';
    return { ...raw, body: `${body.slice(0, -1)}${comma}"resolved_places":${JSON.stringify(places)}}` };
  }
  return { ...answer, resolved_places: places };
}

/** The languages names can be given in, from the engine's tables (native/core/data/names). */
export const LANGUAGES = engine.languages() as [string, ...string[]];

/**
 * `lang`: the language of the names added beside the English ones (every endpoint takes it; see
 * docs/lang.md). Keys, numbers and member names never change.
 */
export const lang = choice(LANGUAGES).meta({
  description:
    'Language of the names added beside the English ones: hi, sa, ta, te, kn, ml, mr, bn, gu (Vedic names) or es, fr, de, it, pt, ru (Western names). Each named member X whose thing is in a name table gets X_localized right after it (name_localized, sign_localized, planet_localized ...); keys, numbers and member names never change. Default en: the answer as it is.',
  example: 'hi',
});

/**
 * An answer with names in `language` added (see native/core/src/lang): a JSON object or array
 * (parsed, or the engine's JSON text) is localized; images, PDFs and `en` are left as they are.
 */
export function localized(answer: unknown, language: string | undefined): unknown {
  if (language === undefined || language === 'en') return answer;
  if (answer instanceof Promise) return answer.then((a: unknown) => localized(a, language));
  if (typeof answer !== 'object' || answer === null) return answer;
  const raw = answer as { contentType?: unknown; body?: unknown };
  if (typeof raw.contentType === 'string') {
    const text = jsonText(raw);
    if (text === undefined) return answer;
    return { ...raw, body: withCharacters(engine.localize(text, language)) };
  }
  if (Buffer.isBuffer(answer)) return answer;
  return JSON.parse(engine.localize(JSON.stringify(answer), language)) as unknown;
}

/** date, time, tz | timezone */
export const momentFields = {
  date: date.optional(),
  time: time.optional(),
  datetime: datetime.optional(),
  tz: tz.optional(),
  timezone: timezone.optional(),
};
export const placeFields = { lat, lon, place: placeParam('') };
export const siderealFields = { ayanamsa: ayanamsa.optional(), node: node.optional() };

/** Rethrows an engine input error as the 400 envelope, naming the parameter. */
export function asRequestError<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof EngineError && e.code === 'invalid_request') {
      throw invalidRequest([{ param: e.param ?? 'query', message: e.message }]);
    }
    throw e;
  }
}

/** Resolves date/time/tz|timezone to an instant, before any credit is spent. */
/** The parts of a moment as a request gives them: date and time, or one ISO datetime; tz or timezone. */
export interface MomentQuery {
  date?: string;
  time?: string;
  datetime?: string;
  tz?: string;
  timezone?: string;
}

/** `datetime` split into the date, time and offset the engine reads (and the fraction of a second). */
function fromDatetime(q: MomentQuery): { input: LocalInput; fraction: number } {
  if (q.date !== undefined || q.time !== undefined) {
    throw invalidRequest([{ param: 'datetime', message: 'give datetime, or date and time, not both' }]);
  }
  const [, d, hm, sec, frac, off] = ISO_DATETIME.exec(q.datetime!)!;
  if (off && (q.tz !== undefined || q.timezone !== undefined)) {
    throw invalidRequest([{ param: q.tz !== undefined ? 'tz' : 'timezone', message: 'datetime carries its own offset: leave this out' }]);
  }
  if (!off && q.tz === undefined && q.timezone === undefined) {
    throw invalidRequest([{ param: 'datetime', message: 'needs an offset (Z, +05:30) or a timezone' }]);
  }
  const input = { date: d!, time: `${hm}:${sec ?? '00'}`, tz: off ? normaliseOffset(off) : q.tz, timezone: off ? undefined : q.timezone };
  return { input, fraction: frac ? Number(`0.${frac}`) : 0 };
}

/** Resolves date/time/tz|timezone (or datetime) to an instant, before any credit is spent. */
export function resolveMoment(q: MomentQuery): Moment {
  if (q.tz !== undefined && q.timezone !== undefined) {
    throw invalidRequest([{ param: 'tz', message: 'give either tz or timezone, not both' }]);
  }
  let input: LocalInput;
  let fraction = 0;
  if (q.datetime !== undefined) ({ input, fraction } = fromDatetime(q));
  else {
    if (q.date === undefined) throw invalidRequest([{ param: 'date', message: 'is required (or give datetime)' }]);
    if (q.time === undefined) throw invalidRequest([{ param: 'time', message: 'is required (or give datetime)' }]);
    if (q.tz === undefined && q.timezone === undefined) {
      throw invalidRequest([{ param: 'tz', message: 'is required (a UTC offset like +05:30), or give timezone' }]);
    }
    input = { date: q.date, time: q.time, tz: q.tz, timezone: q.timezone };
  }
  const m = asRequestError(() => engine.resolveMoment(input));
  return { jd_ut: m.jd_ut + fraction / 86_400, offset_minutes: m.offset_minutes };
}

/** The offset an IANA zone has at an instant (Julian day UT), minutes east of UTC. */
function zoneOffsetAt(timezone: string, jdUt: number): number {
  const instant = new Date(Math.round((jdUt - 2_440_587.5) * 86_400_000));
  const name = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * An instant expressed in the request's offset: its `tz`, or the offset its `timezone` has at that
 * instant (so answers speak one offset, whatever offset a second moment was given in).
 */
export function inRequestOffset(jdUt: number, q: { tz?: string; timezone?: string }): Moment {
  let offset = 0;
  const tz = q.tz?.replace(/^ /, '+');
  if (tz && /^[+-]\d{2}:\d{2}$/.test(tz)) offset = (tz[0] === '-' ? -1 : 1) * (Number(tz.slice(1, 3)) * 60 + Number(tz.slice(4, 6)));
  else if (q.timezone) {
    try {
      offset = zoneOffsetAt(q.timezone, jdUt);
    } catch {
      offset = 0; // an unknown zone is refused where the birth moment is resolved
    }
  }
  return { jd_ut: jdUt, offset_minutes: offset };
}

/**
 * The current instant (the answer then depends on when it is asked: not cached), in the request's
 * offset when one is given, UTC otherwise.
 */
export function nowMoment(q: { tz?: string; timezone?: string } = {}): Moment {
  markNowUsed();
  return inRequestOffset(Date.now() / 86_400_000 + 2_440_587.5, q);
}

/** Today's date in UTC, YYYY-MM-DD (the answer then depends on when it is asked: not cached). */
export function todayUtc(): string {
  markNowUsed();
  return new Date().toISOString().slice(0, 10);
}

export function place(q: { lat: number; lon: number }): Place {
  return { lat: q.lat, lon: q.lon };
}

/** A birth: moment, place and the sidereal options (ayanamsa, node); the query of most chart endpoints. */
export const birthQuery = z.strictObject({ ...momentFields, ...placeFields, ...siderealFields });
export type BirthQuery = z.output<typeof birthQuery>;

/** The engine's request for the chart of a birth, resolved (and refused with a 400) before any credit is spent. */
export const birthRequest = (query: BirthQuery) => ({
  moment: resolveMoment(query),
  place: place(query),
  ayanamsa: query.ayanamsa,
  node: query.node,
});

export { ApiError };

/**
 * Birth data of one of two persons, with a prefix (`boy_`, `girl_`): boy_date, boy_time,
 * boy_tz | boy_timezone, boy_lat, boy_lon.
 */
export function personFields<P extends string>(prefix: P, opts: { optional?: boolean } = {}) {
  const who = prefix.replace(/_$/, '');
  const d = (s: z.ZodType, text: string, example: string) => s.meta({ description: `${who}: ${text}`, example });
  const second = who === 'girl' || who === 'p2';
  const place = (s: z.ZodType) => (opts.optional ? s.optional() : s);
  return {
    [`${prefix}date`]: d(date, 'local birth date YYYY-MM-DD.', second ? '1992-03-08' : '1990-07-15').optional(),
    [`${prefix}time`]: d(time, 'local birth time HH:MM.', second ? '06:10' : '14:30').optional(),
    [`${prefix}datetime`]: datetime.meta({ description: `${who}: birth moment as one ISO 8601 date-time with offset (instead of date, time and tz).` }).optional(),
    [`${prefix}tz`]: d(tz, 'UTC offset of the birth time, +HH:MM (or give timezone).', '+05:30').optional(),
    [`${prefix}timezone`]: d(timezone, 'IANA zone of the birth place (alternative to tz).', 'Asia/Kolkata').optional(),
    [`${prefix}lat`]: place(d(lat, 'birth latitude (-90 to 90).', second ? '19.0760' : '28.6139')),
    [`${prefix}lon`]: place(d(lon, 'birth longitude (-180 to 180).', second ? '72.8777' : '77.2090')),
    [`${prefix}place`]: placeParam(prefix),
  } as Record<`${P}${'lat' | 'lon'}`, z.ZodType> &
    Record<`${P}${'date' | 'time' | 'datetime' | 'tz' | 'timezone' | 'place'}`, z.ZodOptional<z.ZodType>>;
}

/**
 * The prefix a person's fields were given with: `preferred` (p1_), or its older `alias` (boy_),
 * never both.
 */
export function personPrefix(q: Record<string, unknown>, preferred: string, alias: string): string {
  const given = (p: string) => Object.keys(q).some((k) => k.startsWith(p) && q[k] !== undefined);
  if (given(preferred) && given(alias)) {
    throw invalidRequest([{ param: alias, message: `give the ${preferred}* fields or the ${alias}* fields, not both` }]);
  }
  return given(alias) ? alias : preferred;
}

/** Resolves one person's prefixed birth fields; errors name the prefixed parameter. */
export function resolvePerson(q: Record<string, unknown>, prefix: string): { moment: Moment; place: Place } {
  const get = (k: string) => q[prefix + k] as string | undefined;
  for (const k of ['lat', 'lon']) if (q[prefix + k] === undefined) throw invalidRequest([{ param: prefix + k, message: 'is required' }]);
  try {
    const moment = resolveMoment({ date: get('date'), time: get('time'), datetime: get('datetime'), tz: get('tz'), timezone: get('timezone') });
    return { moment, place: { lat: q[prefix + 'lat'] as number, lon: q[prefix + 'lon'] as number } };
  } catch (e) {
    if (e instanceof ApiError && e.extra.details) {
      throw invalidRequest(e.extra.details.map((d) => ({ param: prefix + d.param, message: d.message })));
    }
    throw e;
  }
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date `YYYY-MM-DD`. */
export function dayNumber(text: string): number {
  const [y, m, d] = text.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
}

/** The calendar date `days` (default 1) after `text`. */
export function nextDate(text: string, days = 1): string {
  return new Date((dayNumber(text) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Local midnight of a date in the request's tz or timezone, errors naming `param`. */
export function localMidnight(day: string, param: string, q: { tz?: string; timezone?: string }): Moment {
  try {
    return resolveMoment({ date: day, time: '00:00', tz: q.tz, timezone: q.timezone });
  } catch (e) {
    if (e instanceof ApiError && e.extra.details) {
      throw invalidRequest(e.extra.details.map((d) => ({ param: d.param === 'date' ? param : d.param, message: d.message })));
    }
    throw e;
  }
}
