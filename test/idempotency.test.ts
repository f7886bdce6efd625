// Idempotency-Key with Stripe's semantics (in-process server, SQLite in memory): a retry of the
// same request replays the stored answer (or its 4xx) without a new charge; a different request
// with the same key is a 422; one still running is a 409; a call whose client left is released.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from './helpers.js';

const BIRTH = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
const PLANETS = `/v1/chart/planets?${BIRTH}`;
const PDF = `/v1/reports/kundli/brihad?${BIRTH}&format=pdf`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const withKey = (k: string) => ({ headers: { 'Idempotency-Key': k } });

async function raw(url: string, key: string, idem: string) {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': idem } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

test('the same request with the same key: replayed byte for byte, charged once', async () => {
  const s = await startServer();
  try {
    const key = await s.key(100);
    const a = await raw(s.url + PLANETS, key, 'order-4711');
    const b = await raw(s.url + PLANETS, key, 'order-4711');
    assert.is(a.status, 200);
    assert.is(b.status, 200);
    assert.ok(a.bytes.equals(b.bytes));
    assert.is(a.headers.get('idempotent-replayed'), null);
    assert.is(b.headers.get('idempotent-replayed'), 'true');
    assert.is(b.headers.get('x-credits-charged'), '0');
    assert.is(b.headers.get('content-type'), a.headers.get('content-type'));
    assert.is((await s.store.listKeys())[0]!.credits, 99);
    // The query's order does not make it another request.
    const reordered = `/v1/chart/planets?lon=77.2090&lat=28.6139&tz=%2B05:30&time=14:30&date=1990-07-15`;
    const c = await raw(s.url + reordered, key, 'order-4711');
    assert.is(c.headers.get('idempotent-replayed'), 'true');
    // Without the header, every call is its own.
    await s.get(PLANETS, key);
    assert.is((await s.store.listKeys())[0]!.credits, 98);
  } finally {
    await s.close();
  }
});

test('a different request with a used key is a 422; keys are per API key; a 4xx is replayed as well', async () => {
  const s = await startServer();
  try {
    const key = await s.key(100);
    const other = await s.key(100);
    assert.is((await s.get(PLANETS, key, withKey('k-1'))).status, 200);
    const changed = await s.get(PLANETS.replace('14:30', '14:31'), key, withKey('k-1'));
    assert.is(changed.status, 422);
    assert.match(changed.body.error.message, /already used for a different request/);
    assert.is((await s.get(PLANETS, other, withKey('k-1'))).status, 200, "another API key's k-1 is its own");
    const bad = await s.get(PLANETS.replace('lat=28.6139', 'lat=128'), key, withKey('k-2'));
    assert.is(bad.status, 400);
    const again = await s.get(PLANETS.replace('lat=28.6139', 'lat=128'), key, withKey('k-2'));
    assert.is(again.status, 400);
    assert.equal(again.body, bad.body);
    assert.is(again.headers.get('idempotent-replayed'), 'true');
    const keys = await s.store.listKeys();
    assert.equal(keys.map((k) => k.credits).sort(), [99, 99]);
  } finally {
    await s.close();
  }
});

test('while the first is still running the retry gets 409; once answered, the retry gets the answer', async () => {
  const s = await startServer();
  try {
    const key = await s.key(1000);
    const first = raw(s.url + PDF, key, 'pdf-1');
    await sleep(20);
    const early = await s.get(PDF, key, withKey('pdf-1'));
    assert.is(early.status, 409);
    assert.is(early.body.error.code, 'conflict');
    assert.ok(early.headers.get('retry-after'));
    const done = await first;
    assert.is(done.status, 200);
    const late = await raw(s.url + PDF, key, 'pdf-1');
    assert.is(late.status, 200);
    assert.ok(late.bytes.equals(done.bytes));
    assert.is((await s.store.listKeys())[0]!.credits, 801);
  } finally {
    await s.close();
  }
});

test('a call whose client left is released: the retry with the same key computes and is charged once', async () => {
  const s = await startServer();
  try {
    const key = await s.key(1000);
    const ac = new AbortController();
    const gone = fetch(s.url + PDF, { headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': 'pdf-2' }, signal: ac.signal });
    await sleep(30);
    ac.abort();
    await gone.catch(() => {});
    let r = await s.get(PDF, key, withKey('pdf-2'));
    for (let i = 0; i < 100 && r.status === 409; i++) {
      await sleep(50); // the abandoned computation is still finishing
      r = await s.get(PDF, key, withKey('pdf-2'));
    }
    assert.is(r.status, 200);
    assert.is((await s.store.listKeys())[0]!.credits, 801);
  } finally {
    await s.close();
  }
});

test('answers larger than IDEMPOTENCY_MAX_BYTES are not kept: the retry is told so and not charged; bad keys are a 400', async () => {
  const s = await startServer({ idempotencyMaxBytes: 100 });
  try {
    const key = await s.key(100);
    assert.is((await s.get(PLANETS, key, withKey('big-1'))).status, 200);
    const retry = await s.get(PLANETS, key, withKey('big-1'));
    assert.is(retry.status, 422);
    assert.match(retry.body.error.message, /larger than 100 bytes/);
    assert.is((await s.store.listKeys())[0]!.credits, 99);
    const bad = await s.get(PLANETS, key, withKey('x'.repeat(256)));
    assert.is(bad.status, 400);
    assert.is(bad.body.error.details[0].param, 'Idempotency-Key');
  } finally {
    await s.close();
  }
});

test.run();
