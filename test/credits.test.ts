// Credits: atomic debits under concurrency, the ledger, and the metering headers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from './helpers.js';

const PATH = '/v1/chart/planets?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';

test('200 simultaneous paid calls on a key holding 50 credits: exactly 50 succeed, 150 get 402', async () => {
  const s = await startServer();
  try {
    const key = await s.key(50);
    const results = await Promise.all(Array.from({ length: 200 }, () => s.get(PATH, key)));
    const ok = results.filter((r) => r.status === 200).length;
    const exhausted = results.filter((r) => r.status === 402).length;
    assert.is(ok, 50);
    assert.is(exhausted, 150);
    const rec = (await s.store.listKeys())[0]!;
    assert.is(rec.credits, 0);
    const ledger = await s.store.ledger(rec.id);
    assert.is(ledger.reduce((sum, l) => sum + l.cost, 0), 50);
    assert.is(ledger.length, 50);
    // Every success is in the ledger under its own request id.
    const ids = new Set(ledger.map((l) => l.requestId));
    for (const r of results.filter((r) => r.status === 200)) assert.ok(ids.has(r.headers.get('x-request-id')!));
  } finally {
    await s.close();
  }
});

test('metered responses carry credits charged and remaining; free endpoints charge nothing', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10);
    const res = await s.get(PATH, key);
    assert.is(res.headers.get('x-credits-charged'), '1');
    assert.is(res.headers.get('x-credits-remaining'), '9');
    const free = await s.get('/v1/meta/version', key);
    assert.is(free.headers.get('x-credits-charged'), null);
    assert.is((await s.store.listKeys())[0]!.credits, 9);
  } finally {
    await s.close();
  }
});

test('the ledger is append-only', async () => {
  const s = await startServer();
  try {
    const key = await s.key(10);
    await s.get(PATH, key);
    const db = (s.store as any).db;
    assert.throws(() => db.prepare('UPDATE ledger SET cost = 0').run(), /append-only/);
    assert.throws(() => db.prepare('DELETE FROM ledger').run(), /append-only/);
  } finally {
    await s.close();
  }
});

test.run();
