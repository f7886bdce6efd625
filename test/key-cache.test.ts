// Accepted keys remembered by authentication (KEY_CACHE_MS, on by default): a
// revocation still takes effect at once, because the debit re-checks the key in the store and a
// refused debit asks the store again; free calls always look the key up. Expected statuses are
// the contract's (SPEC: 401 for a revoked key, 402 for a key without credits).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';

const t = suite<{ s: TestServer }>('key cache');
t.before(async (ctx) => {
  ctx.s = await startServer({ keyCacheMs: 60_000 });
});
t.after(async (ctx) => ctx.s.close());

const paid = '/v1/chart/planets?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';

const idOf = async (s: TestServer, key: string) => (await s.get('/v1/account', key)).body.key.id as string;

t('a key revoked after it was remembered gets 401 on its next paid call and on free calls', async ({ s }) => {
  const key = await s.key(10);
  const id = await idOf(s, key);
  assert.is((await s.get(paid, key)).status, 200);
  assert.is((await s.get(paid, key)).status, 200, 'remembered');
  assert.ok(await s.store.revokeKey(id));
  const after = await s.get(paid, key);
  assert.is(after.status, 401);
  assert.is(after.body.error.code, 'unauthorized');
  assert.is((await s.get('/v1/account', key)).status, 401);
  assert.is((await s.get(paid, key)).status, 401, 'forgotten once refused');
});

t('a remembered key still cannot overspend: its balance is the store\'s, and the 402 says so', async ({ s }) => {
  const key = await s.key(2);
  for (let i = 0; i < 2; i++) assert.is((await s.get(paid, key)).status, 200);
  const over = await s.get(paid, key);
  assert.is(over.status, 402);
  assert.is(over.headers.get('x-credits-remaining'), '0');
  const account = await s.get('/v1/account', key);
  assert.is(account.body.credits, 0, 'the free account call reads the key afresh');
});

t.run();
