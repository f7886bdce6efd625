// Place search: the cost of building the gazetteer index once (time and resident memory), then the
// latency of 1000 searches (p50, p99, max), as the function and through the HTTP route. Queries are
// prefixes of 1 to 8 letters of real names (short ones match thousands of places), a fifth of them
// with a country filter, from a fixed seed.
//   node --expose-gc --import tsx benches/geo.ts
import { fold, searchPlaces, warmGazetteer } from '../ts/geo/gazetteer.js';
import { startServer } from '../test/helpers.js';

const N = 1000;
let seed = 20261126;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const row = (label: string, xs: number[]) =>
  `| ${label} | ${quantile(xs, 0.5).toFixed(3)} | ${quantile(xs, 0.99).toFixed(3)} | ${Math.max(...xs).toFixed(3)} |`;

const gc = () => (globalThis as { gc?: () => void }).gc?.(); // run with node --expose-gc for settled figures
gc();
const before = process.memoryUsage();
const stats = warmGazetteer();
gc();
const after = process.memoryUsage();
const mb = (k: 'rss' | 'heapUsed') => ((after[k] - before[k]) / 1e6).toFixed(0);

// Names to cut prefixes from: the results of a few broad searches.
const names = ['a', 'b', 'c', 'd', 'k', 'm', 'p', 's', 't', 'z'].flatMap((l) => searchPlaces(l, { limit: 50 }));
const queries = Array.from({ length: N }, () => {
  const p = names[Math.floor(random() * names.length)]!;
  const q = fold(p.name).slice(0, 1 + Math.floor(random() * 8));
  return { q, country: random() < 0.2 ? p.country : undefined };
});

const direct: number[] = [];
for (const { q, country } of queries) {
  const t = performance.now();
  searchPlaces(q, { country, limit: 10 });
  direct.push(performance.now() - t);
}

const s = await startServer();
const key = await s.key(10_000);
const http: number[] = [];
try {
  for (const { q, country } of queries) {
    const t = performance.now();
    const r = await s.get(`/v1/geo/search?${new URLSearchParams({ q, ...(country ? { country } : {}) })}`, key);
    http.push(performance.now() - t);
    if (r.status !== 200) throw new Error(`${q}: ${r.status}`);
  }
} finally {
  await s.close();
}

console.log(
  `index: ${stats.places.toLocaleString('en-US')} places (${stats.wide_prefixes} wide prefixes ranked ahead) built in ${stats.build_ms} ms; ` +
    `resident memory +${mb('rss')} MB, of which the live JS heap +${mb('heapUsed')} MB`,
);
console.log(`\n| ${N} searches, limit 10 | p50 ms | p99 ms | max ms |\n|---|---|---|---|`);
console.log(row('searchPlaces (the index)', direct));
console.log(row('GET /v1/geo/search (in-process server, with auth and metering)', http));
