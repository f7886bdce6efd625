// The answer cache (ts/http/middleware/answer-cache.ts). Expected values come from outside the
// cache: a server with the cache off computes the reference bytes; the ledger and the key's
// balance count the credits; the endpoints' own no-store marking says what depends on "now".
import { Redis } from 'ioredis';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp, type AppHandle } from '../ts/http/app.js';
import { ByteLru } from '../ts/http/middleware/answer-cache.js';
import { issueKey } from '../ts/store/keys.js';
import { openStore, type Store } from '../ts/store/index.js';
import { baseConfig } from './helpers.js';

interface Running {
  url: string;
  handle: AppHandle;
  store: Store;
  key: string;
  keyId: string;
  close: () => Promise<void>;
}

async function run(overrides: Record<string, unknown>): Promise<Running> {
  const store = openStore('sqlite::memory:');
  const handle = createApp({ ...baseConfig, ...overrides }, store, { log: () => {} });
  const server: Server = createServer(handle.app.callback());
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issued = await issueKey(store, 1000, 'test');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    handle,
    store,
    key: issued.key,
    keyId: issued.record.id,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => void Promise.all([handle.close(), store.close()]).then(() => r()));
      }),
  };
}

const get = async (s: Running, path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(s.url + path, { headers: { authorization: `Bearer ${s.key}`, 'accept-encoding': 'identity', ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';
// A JSON answer, an SVG drawing, and a JSON answer of another group.
const PATHS = [`/v1/chart/planets?${birth}`, `/v1/chart/image?${birth}`, `/v1/panchang/summary?${birth}`];

const t = suite<{ cached: Running; fresh: Running }>('answer cache');
t.before(async (ctx) => {
  ctx.cached = await run({ answerCacheMb: 8 });
  ctx.fresh = await run({ answerCacheMb: 0 });
});
t.after(async (ctx) => {
  await ctx.cached.close();
  await ctx.fresh.close();
});

t('a cached answer is byte-equal to a freshly computed one, with the same media type', async ({ cached, fresh }) => {
  assert.ok(cached.handle.answers, 'the cache is on');
  assert.is(fresh.handle.answers, undefined, 'the reference server computes every call');
  for (const path of PATHS) {
    const reference = await get(fresh, path);
    assert.is(reference.status, 200, path);
    const before = cached.handle.answers!.lru.count;
    const first = await get(cached, path);
    assert.is(cached.handle.answers!.lru.count, before, `${path}: a request computed once is only remembered`);
    const second = await get(cached, path);
    assert.is(cached.handle.answers!.lru.count, before + 1, `${path}: kept once computed a second time`);
    const third = await get(cached, path);
    assert.is(cached.handle.answers!.lru.count, before + 1, `${path}: the third call reused it`);
    for (const r of [first, second, third]) {
      assert.is(r.status, 200, path);
      assert.ok(r.bytes.equals(reference.bytes), `${path}: same bytes as computed without the cache`);
      assert.is(r.headers.get('content-type'), reference.headers.get('content-type'), path);
      assert.is(r.headers.get('etag'), reference.headers.get('etag'), path);
    }
  }
});

t('a cached answer is still charged: every call debits its cost and is settled in the ledger', async ({ cached }) => {
  const path = `/v1/chart/ascendant?${birth}`;
  const first = await get(cached, path);
  const remaining = Number(first.headers.get('x-credits-remaining'));
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push(await get(cached, path));
  answers.forEach((r, i) => {
    assert.is(r.headers.get('x-credits-charged'), '1');
    assert.is(Number(r.headers.get('x-credits-remaining')), remaining - 1 - i);
  });
  const rows = (await cached.store.ledger(cached.keyId)).filter((r) => r.path === '/v1/chart/ascendant');
  assert.is(rows.length, 6, 'one debit row per call');
  assert.ok(rows.every((r) => r.cost === 1));
});

t('a held answer, served without validating again, carries the headers of a computed one and answers 304', async ({ cached, fresh }) => {
  // The reference: the server without a cache (every call validated and computed there).
  const path = `/v1/chart/nakshatra?${birth}`;
  const reference = await get(fresh, path);
  await get(cached, path);
  await get(cached, path); // kept from the second computation on
  const held = await get(cached, path);
  for (const h of ['etag', 'cache-control', 'content-type', 'x-credits-charged']) assert.is(held.headers.get(h), reference.headers.get(h), h);
  // RFC 9110 13.1.2: the client that holds the tag gets 304 with no body and pays nothing.
  const again = await get(cached, path, { 'if-none-match': held.headers.get('etag')! });
  assert.is(again.status, 304);
  assert.is(again.bytes.length, 0);
  const rows = (await cached.store.ledger(cached.keyId)).filter((r) => r.path === '/v1/chart/nakshatra');
  assert.is(rows.length, 3, 'the three answered calls were debited, the 304 was not');
});

t('answers that depend on "now" are never cached', async ({ cached }) => {
  const lru = cached.handle.answers!.lru;
  // No moment given: the engine is asked for now (no-store); the account answer depends on the key.
  for (const path of ['/v1/transit/positions', `/v1/dasha/vimshottari/current?${birth}`, '/v1/account']) {
    const before = lru.count;
    for (let i = 0; i < 2; i++) {
      const r = await get(cached, path);
      assert.is(r.status, 200, path);
      assert.is(r.headers.get('cache-control'), 'no-store', path);
    }
    assert.is(lru.count, before, `${path} was not kept`);
  }
});

t('a refused request is not cached', async ({ cached }) => {
  const before = cached.handle.answers!.lru.count;
  // Outside the supported range: refused with a 4xx, twice alike, and nothing kept.
  const path = '/v1/chart/planets?date=9999-01-01&time=00:00&tz=%2B00:00&lat=0&lon=0';
  const a = await get(cached, path);
  const b = await get(cached, path);
  assert.is(a.status, b.status);
  assert.ok(a.status >= 400 && a.status < 500, String(a.status));
  assert.is(cached.handle.answers!.lru.count, before);
});

t.run();

const lru = suite('byte-bounded LRU');

lru('the bytes held never exceed the bound, and the least recently used go first', () => {
  const cache = new ByteLru(20_000, 5_000);
  const answer = (n: number) => ({ contentType: 'application/json', body: 'x'.repeat(n) });
  for (let i = 0; i < 200; i++) {
    cache.set(`k${i}`, answer(1000));
    assert.ok(cache.bytes <= 20_000, `after ${i + 1} entries: ${cache.bytes}`);
  }
  // Each entry counts 2 bytes a character plus overhead: 2,000+ bytes, so 9 fit in 20,000.
  assert.ok(cache.count >= 8 && cache.count <= 9, String(cache.count));
  assert.ok(cache.get('k199'));
  assert.is(cache.get('k0'), undefined);
  // Using the oldest entry keeps it past the next insertion; the next oldest goes instead.
  const oldest = 200 - cache.count;
  assert.ok(cache.get(`k${oldest}`));
  cache.set('new', answer(1000));
  assert.ok(cache.get(`k${oldest}`), 'recently used: kept');
  assert.is(cache.get(`k${oldest + 1}`), undefined, 'least recently used: evicted');
});

lru('an entry above the per-entry bound is not kept; replacing an entry does not count it twice', () => {
  const cache = new ByteLru(100_000, 5_000);
  cache.set('big', { contentType: 'application/pdf', body: Buffer.alloc(6_000) });
  assert.is(cache.count, 0);
  cache.set('a', { contentType: 'text/plain', body: 'abc' });
  const once = cache.bytes;
  cache.set('a', { contentType: 'text/plain', body: 'abc' });
  assert.is(cache.bytes, once);
});

lru.run();

// Shared through Redis (ANSWER_CACHE_SHARED): an answer computed by one instance is served by
// another, byte-equal and charged there too. Needs TEST_REDIS_URL, as the scale tests do.
const shared = suite<{ a: Running; b: Running; fresh: Running }>('answer cache shared through Redis');
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  const prefix = `astro-test:${process.pid}:${Date.now()}`;
  shared.before(async (ctx) => {
    ctx.a = await run({ answerCacheMb: 8, answerCacheShared: true, redisUrl, redisPrefix: prefix });
    ctx.b = await run({ answerCacheMb: 8, answerCacheShared: true, redisUrl, redisPrefix: prefix });
    ctx.fresh = await run({ answerCacheMb: 0 });
    await Promise.all([ctx.a.handle.connected(2000), ctx.b.handle.connected(2000)]);
  });
  shared.after(async (ctx) => {
    await Promise.all([ctx.a.close(), ctx.b.close(), ctx.fresh.close()]);
  });
  shared('an answer computed on one instance is served by the other from Redis, byte-equal and charged', async ({ a, b, fresh }) => {
    // A birth no other test asks for, so that only instance A can have put it in Redis.
    const path = `/v1/chart/planets?date=1977-03-0${1 + (process.pid % 9)}&time=06:4${Date.now() % 10}&tz=%2B01:00&lat=48.85&lon=2.35`;
    const reference = await get(fresh, path);
    await get(a, path); // computed once: only remembered
    const first = await get(a, path); // computed again: kept, and shared
    await new Promise((r) => setTimeout(r, 100)); // A's write to Redis is not awaited by its answer
    const before = b.handle.answers!.lru.count;
    const second = await get(b, path);
    assert.is(b.handle.answers!.lru.count, before + 1, 'B kept what it found in Redis');
    for (const r of [first, second]) {
      assert.is(r.status, 200);
      assert.ok(r.bytes.equals(reference.bytes), 'same bytes as computed without the cache');
      assert.is(r.headers.get('content-type'), reference.headers.get('content-type'));
      assert.is(r.headers.get('x-credits-charged'), '1');
    }
    const rows = (await b.store.ledger(b.keyId)).filter((r) => r.path === '/v1/chart/planets');
    assert.is(rows.length, 1, 'the call on B was debited on B');
    // What A left in Redis under the request's tag: the media type and the very bytes sent.
    const redis = new Redis(redisUrl);
    try {
      const held = await redis.getBuffer(`astrology-api:answer:${reference.headers.get('etag')}`);
      assert.ok(held, 'A shared its answer');
      // `b`: answers are kept as the bytes sent (a `s` record, text, is read back as well: below).
      assert.ok(held!.equals(Buffer.concat([Buffer.from(`b${reference.headers.get('content-type')}\n`), reference.bytes])));
      // And B reads Redis before computing: an answer put there under another request's tag is what B sends.
      const other = path.replace('lat=48.85', 'lat=48.86');
      const tag = (await get(fresh, other)).headers.get('etag');
      await redis.set(`astrology-api:answer:${tag}`, 'sapplication/json; charset=utf-8\n{"from":"redis"}', 'EX', 60);
      assert.is((await get(b, other)).bytes.toString(), '{"from":"redis"}');
    } finally {
      redis.disconnect();
    }
  });
}
shared.run();
