// GET /v1/account: the calling key's balance, rate limit and usage by endpoint, free of charge.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from './helpers.js';

const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';

test("the key's balance, limit and use per endpoint (counted from its own calls), charged nothing", async () => {
  const s = await startServer({ rateLimitMax: 50, rateLimitWindowS: 60 });
  try {
    const key = await s.key(100);
    await s.get(`/v1/chart/ascendant?${birth}`, key); // 1 credit
    await s.get(`/v1/chart/ascendant?${birth}&ayanamsa=raman`, key); // 1 credit
    await s.get(`/v1/chart/shadbala?${birth}`, key); // 3 credits
    await s.get(`/v1/chart/planets?${birth}&lat=95`, key); // refused before any debit
    const a = await s.get('/v1/account', key);
    assert.is(a.status, 200);
    assert.is(a.headers.get('x-credits-charged'), null);
    assert.is(a.headers.get('cache-control'), 'no-store');
    assert.is(a.body.credits, 95);
    assert.equal(a.body.rate_limit.limit, 50);
    assert.is(a.body.rate_limit.window_seconds, 60);
    assert.equal(a.body.usage.by_endpoint, [
      { path: '/v1/chart/shadbala', calls: 1, refunded: 0, credits: 3 },
      { path: '/v1/chart/ascendant', calls: 2, refunded: 0, credits: 2 },
    ]);
    assert.match(a.body.key.id, /^key_/);
    assert.ok(!JSON.stringify(a.body).includes(key), 'the key itself is never shown');
    // Still 95 after asking twice.
    assert.is((await s.get('/v1/account', key)).body.credits, 95);
    assert.is((await s.get('/v1/account')).status, 401);
  } finally {
    await s.close();
  }
});

test.run();
