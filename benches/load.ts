// `npm run bench:load`: 60 s of autocannon against `astrology-api serve --workers 2` on PostgreSQL
// and Redis, a mix of endpoints, one key. Fails (exit 1) on any error, timeout or non-2xx answer,
// and checks afterwards that the ledger matches the credits spent. Writes benches/load-results.md.
//   LOAD_DATABASE_URL (default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test): a
//   fresh database is created on that server and dropped afterwards.
//   LOAD_REDIS_URL (default TEST_REDIS_URL or redis://127.0.0.1:6379), LOAD_DURATION_S (60),
//   LOAD_CONNECTIONS (32), LOAD_WORKERS (2).
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { root } from '../test/helpers.js';
import { cliKey, createTestDatabase, spawnServer, sql } from '../test/scale-helpers.js';

const adminUrl = process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.LOAD_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const duration = Number(process.env.LOAD_DURATION_S || 60);
const connections = Number(process.env.LOAD_CONNECTIONS || 32);
const workers = Number(process.env.LOAD_WORKERS || 2);

const place = 'lat=28.6139&lon=77.2090';
const MIX: { path: string; cost: number }[] = [
  { path: `/v1/chart/planets?date=1990-07-15&time=14:30&tz=%2B05:30&${place}`, cost: 1 },
  { path: `/v1/chart/houses?date=1985-01-02&time=06:10&tz=%2B05:30&${place}`, cost: 1 },
  { path: `/v1/panchang/tithi?date=2024-01-11&time=10:00&tz=%2B05:30&${place}`, cost: 1 },
  { path: `/v1/panchang/summary?date=2024-03-05&time=10:00&tz=%2B05:30&${place}`, cost: 0 },
  { path: `/v1/western/natal/houses?date=1990-07-15&time=14:30&tz=%2B01:00&lat=51.5&lon=-0.12`, cost: 1 },
  { path: '/v1/meta/version', cost: 0 },
];

interface Result {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

const db = await createTestDatabase(adminUrl);
const server = await spawnServer(
  {
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `astro-load:${process.pid}`,
    RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'warn',
  },
  ['--workers', String(workers)],
);
let failed = false;
try {
  const initial = 1_000_000_000;
  const key = await cliKey(db.url, initial);
  // Learn each endpoint's real cost from the catalog (the mix's numbers are only a fallback).
  const catalog = (await (await fetch(`${server.url}/v1/meta/endpoints`)).json()) as { path: string; cost: number }[];
  for (const m of MIX) m.cost = catalog.find((e) => e.path === m.path.split('?')[0])?.cost ?? m.cost;
  for (const m of MIX) {
    const r = await fetch(server.url + m.path, { headers: { Authorization: `Bearer ${key}` } });
    if (r.status !== 200) throw new Error(`${m.path} answered ${r.status}: ${await r.text()}`);
  }
  console.log(`load: ${duration} s, ${connections} connections, ${workers} workers, PostgreSQL + Redis, ${MIX.length} endpoints`);
  const result = (await (autocannon as unknown as (o: object) => Promise<Result>)({
    url: server.url,
    connections,
    duration,
    headers: { Authorization: `Bearer ${key}` },
    requests: MIX.map((m) => ({ method: 'GET', path: m.path })),
  })) as Result;
  const [k] = await sql(db.url, 'SELECT id, credits::bigint AS credits FROM api_keys ORDER BY created_at DESC LIMIT 1');
  const spent = initial - Number(k.credits);
  const [l] = await sql(db.url, 'SELECT coalesce(sum(cost), 0)::bigint AS s FROM ledger WHERE key_id = $1', [k.id]);
  const [inflight] = await sql(db.url, 'SELECT count(*)::int AS n FROM inflight');
  const rows = [
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['requests answered', String(result.requests.total)],
    ['latency p50 / p90 / p99 / max (ms)', `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max}`],
    ['errors / timeouts / non-2xx', `${result.errors} / ${result.timeouts} / ${result.non2xx}`],
    ['credits spent = ledger sum', `${spent} = ${Number(l.s)}; in flight after: ${inflight.n}`],
  ];
  const md = [
    `# Load test (npm run bench:load)`,
    '',
    `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; ` +
      `autocannon ${duration} s, ${connections} connections, \`serve --workers ${workers}\`, PostgreSQL + Redis on the same machine; ` +
      `endpoints in rotation: ${MIX.map((m) => '`' + m.path.split('?')[0] + '`').join(', ')}.`,
    '',
    '| measure | value |',
    '|---|---:|',
    ...rows.map(([a, b]) => `| ${a} | ${b} |`),
    '',
  ].join('\n');
  console.log(md);
  writeFileSync(join(root, 'benches', 'load-results.md'), md);
  if (result.errors || result.timeouts || result.non2xx) {
    console.error('load: FAILED — errors, timeouts or non-2xx answers');
    failed = true;
  }
  if (spent !== Number(l.s) || inflight.n !== 0) {
    console.error('load: FAILED — ledger does not match the credits spent');
    failed = true;
  }
} finally {
  await server.stop();
  await db.drop();
}
process.exit(failed ? 1 : 0);
