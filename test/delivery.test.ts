// Charge only what is delivered (in-process server, SQLite): a client that leaves before
// its answer is written gets its credits back; a client's own X-Request-Id never collides in the
// ledger; long computations are limited per key and never hold the event loop.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from './helpers.js';

const BIRTH = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
const PDF = `/v1/reports/kundli/brihad?${BIRTH}&format=pdf`;
const LITE_PDF = `/v1/reports/kundli/lite?${BIRTH}&format=pdf`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a client that aborts before its 199-credit PDF is written is not charged (debit, then refund)', async () => {
  // A file database, so that the test can see the in-flight debits the server has not yet settled
  // or given back (an aborted call is refunded only when its computation ends, which on a loaded
  // machine can be many seconds after the abort).
  const dir = mkdtempSync(join(tmpdir(), 'astro-delivery-'));
  const file = join(dir, 'delivery.db');
  const s = await startServer({ heavySlots: 3, databaseUrl: `sqlite:${file}` }); // all three compute at once, so all three are debited
  const db = new Database(file, { readonly: true });
  const inflight = () => db.prepare('SELECT count(*) FROM inflight').pluck().get() as number;
  try {
    const key = await s.key(1000);
    const id = (await s.store.listKeys())[0]!.id;
    const controllers = Array.from({ length: 3 }, () => new AbortController());
    let answered = 0; // calls whose answer had arrived before the abort: those are rightly paid
    const pending = controllers.map((ac) =>
      fetch(s.url + PDF, { headers: { Authorization: `Bearer ${key}` }, signal: ac.signal })
        .then(() => void answered++)
        .catch(() => undefined),
    );
    // Abort once all three are debited, while their reports are being composed and typeset.
    for (let i = 0; i < 400 && (await s.store.ledger(id)).length < 3; i++) await sleep(5);
    const answeredAtAbort = answered;
    for (const ac of controllers) ac.abort();
    await Promise.all(pending);
    // Every call ends settled (answered before the abort landed: rightly paid) or given back.
    for (let i = 0; i < 1200 && inflight() > 0; i++) await sleep(100);
    assert.is(inflight(), 0, 'all three calls were settled or given back');
    const rows = await s.store.ledger(id);
    const net = rows.reduce((sum, r) => sum + r.cost, 0);
    const refunds = rows.filter((r) => r.cost === -199).length;
    assert.is(rows.filter((r) => r.cost === 199).length, 3, 'each call was debited');
    assert.ok(refunds >= 1 && refunds <= 3 - answeredAtAbort, `each aborted call was given back (${refunds} refunds, ${answeredAtAbort} answered first)`);
    assert.is(net, 199 * (3 - refunds));
    assert.is((await s.store.listKeys())[0]!.credits, 1000 - 199 * (3 - refunds));
    // A call that stays to read its answer pays, as before.
    const kept = await s.get(PDF, key);
    assert.is(kept.status, 200);
    assert.is((await s.store.listKeys())[0]!.credits, 1000 - 199 * (4 - refunds));
  } finally {
    db.close();
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a client's own X-Request-Id sent twice is charged twice, each under its own ledger id", async () => {
  const s = await startServer();
  try {
    const key = await s.key(10);
    const headers = { 'X-Request-Id': 'client-chosen-id-0001' };
    const a = await s.get(`/v1/chart/planets?${BIRTH}`, key, { headers });
    const b = await s.get(`/v1/chart/planets?${BIRTH}`, key, { headers });
    assert.is(a.status, 200);
    assert.is(b.status, 200);
    assert.is(a.headers.get('x-request-id'), 'client-chosen-id-0001');
    assert.is(b.headers.get('x-request-id'), 'client-chosen-id-0001');
    const id = (await s.store.listKeys())[0]!.id;
    const ledger = await s.store.ledger(id);
    assert.is(ledger.length, 2);
    assert.is.not(ledger[0]!.requestId, ledger[1]!.requestId);
    assert.is((await s.store.listKeys())[0]!.credits, 8);
  } finally {
    await s.close();
  }
});

test('heavy computations are limited per key (HEAVY_PER_KEY): one more than allowed gets 429 and is not charged', async () => {
  // The 8-page lite kundli (29 credits): any heavy call is limited alike.
  const s = await startServer({ heavyPerKey: 1 });
  try {
    const key = await s.key(1000);
    const other = await s.key(1000);
    const [first, second, otherKey] = await Promise.all([s.get(LITE_PDF, key), sleep(5).then(() => s.get(LITE_PDF, key)), s.get(LITE_PDF, other)]);
    assert.is(first.status, 200);
    assert.is(second.status, 429);
    assert.is(second.body.error.code, 'rate_limited');
    assert.ok(second.headers.get('retry-after'));
    assert.is(otherKey.status, 200, "another key's limit is its own");
    const keys = await s.store.listKeys();
    assert.equal(keys.map((k) => k.credits).sort(), [1000 - 29, 1000 - 29]);
    // Once the first has answered, the key may start another.
    assert.is((await s.get(LITE_PDF, key)).status, 200);
  } finally {
    await s.close();
  }
});

/** p50 and p99 of a list of latencies. */
function percentiles(times: number[]): { p50: number; p99: number } {
  const t = [...times].sort((a, b) => a - b);
  return { p50: t[t.length >> 1]!, p99: t[Math.min(t.length - 1, Math.floor(t.length * 0.99))]! };
}

// The bound is 50 ms at p99. Before heavy work left the event loop, each 150-year scan
// held it 100-230 ms and each PDF 285-409 ms, so 20 of them pushed cheap calls to seconds. On a
// machine busy with other work the same cheap call is slower whatever the server does, so the
// bound is 50 ms or 4x the p99 of the same calls measured just before, whichever is larger.
test('20 heavy calls in flight (150-year sade sati scans, PDF reports): cheap calls still answer within 50 ms (p99)', async () => {
  // The ten PDFs queue for the one PDF thread a 2-core machine gets; what is judged here is the
  // cheap calls' latency while heavy work runs, so the PDFs are the 8-page lite kundli (ten
  // 120-page brihad ones held a CI run for minutes) and get longer than the default 30 s deadline.
  const s = await startServer({ heavyPerKey: 20, requestTimeoutS: 180 });
  try {
    const key = await s.key(100_000);
    const baseline: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      await s.get(`/v1/chart/planets?${BIRTH}`, key);
      baseline.push(performance.now() - t0);
    }
    const heavy = [
      ...Array.from({ length: 10 }, () => s.get(`/v1/transit/sade-sati?${BIRTH}&from=1900-01-01&to=2049-12-31`, key)),
      ...Array.from({ length: 10 }, () => s.get(LITE_PDF, key)),
    ];
    await sleep(20);
    const times: number[] = [];
    let done = false;
    const all = Promise.all(heavy).then((r) => ((done = true), r));
    while (!done || times.length < 30) {
      const t0 = performance.now();
      const r = await s.get(`/v1/chart/planets?${BIRTH}`, key);
      times.push(performance.now() - t0);
      assert.is(r.status, 200);
      if (times.length >= 400) break;
    }
    const results = await all;
    for (const r of results) assert.is(r.status, 200);
    const idle = percentiles(baseline);
    const busy = percentiles(times);
    const bound = Math.max(50, 4 * idle.p99);
    console.log(
      `    cheap call alone: p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms; while 20 heavy calls ran: n=${times.length}, p50 ${busy.p50.toFixed(1)} ms, p99 ${busy.p99.toFixed(1)} ms (bound ${bound.toFixed(0)} ms)`,
    );
    assert.ok(busy.p99 < bound, `p99 ${busy.p99.toFixed(1)} ms`);
  } finally {
    await s.close();
  }
});

test.run();
