// Crash-safe credits on the embedded store (SQLite file, no other server needed): a call is
// charged if and only if it was answered, even when a worker or the whole server is killed with
// calls in flight; and a computation that outlives REQUEST_TIMEOUT_S answers 503 uncharged.
// Servers run as child processes (`astrology-api serve`) with every engine call slowed
// (test/support/slow-engine.mjs) to hold calls in flight.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CHART_QUERY, call, cliKey, spawnServer } from './scale-helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function sqliteDb() {
  const dir = mkdtempSync(join(tmpdir(), 'astro-crash-'));
  const file = join(dir, 'astrology.db');
  return {
    url: `sqlite:${file}`,
    /** Credits left, net ledger and rows still in flight, read straight from the file. */
    state: () => {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        const credits = (db.prepare('SELECT credits FROM api_keys').pluck().get() as number) ?? NaN;
        const ledger = (db.prepare('SELECT coalesce(sum(cost), 0) FROM ledger').pluck().get() as number) ?? NaN;
        const inflight = db.prepare('SELECT count(*) FROM inflight').pluck().get() as number;
        return { credits, ledger, inflight };
      } finally {
        db.close();
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Waits until the credits spent equal the calls answered (the refunds of lost calls are written). */
async function settled(db: ReturnType<typeof sqliteDb>, initial: number, answered: number, ms = 15_000) {
  const deadline = Date.now() + ms;
  let s = db.state();
  while (Date.now() < deadline) {
    s = db.state();
    if (initial - s.credits === answered && s.ledger === answered && s.inflight === 0) break;
    await sleep(200);
  }
  return s;
}

test('SQLite, serve --workers 2: a worker killed with calls in flight; its unanswered calls are given back', async () => {
  const db = sqliteDb();
  const s = await spawnServer({ DATABASE_URL: db.url, RATE_LIMIT_MAX: '100000' }, ['--workers', '2'], { slowEngineMs: 2500 });
  try {
    const initial = 100;
    const key = await cliKey(db.url, initial);
    const pending = Array.from({ length: 8 }, () => call(`${s.url}/v1/chart/planets?${CHART_QUERY}`, key));
    await sleep(900); // all 8 debited and waiting in both workers
    assert.is(db.state().inflight, 8);
    const [victim] = s.workerPids();
    process.kill(victim!, 'SIGKILL');
    const results = await Promise.all(pending);
    const ok = results.filter((r) => r.status === 200).length;
    const lost = results.filter((r) => r.status === 0).length;
    assert.ok(ok > 0 && lost > 0, `answered ${ok}, lost ${lost}`);
    assert.is(ok + lost, 8);
    const after = await settled(db, initial, ok);
    assert.equal(after, { credits: initial - ok, ledger: ok, inflight: 0 });
    console.log(`    worker ${victim} killed with ${lost} calls in flight: ${lost} refunded, ${ok} answered and charged`);
  } finally {
    await s.stop();
    db.remove();
  }
});

test('SQLite: the whole server killed with calls in flight; the next start gives them back before serving', async () => {
  const db = sqliteDb();
  const initial = 100;
  let s = await spawnServer({ DATABASE_URL: db.url, RATE_LIMIT_MAX: '100000' }, [], { slowEngineMs: 3000 });
  try {
    const key = await cliKey(db.url, initial);
    const pending = Array.from({ length: 5 }, () => call(`${s.url}/v1/chart/planets?${CHART_QUERY}`, key));
    await sleep(900);
    assert.is(db.state().inflight, 5);
    await s.stop('SIGKILL');
    const results = await Promise.all(pending);
    assert.ok(results.every((r) => r.status === 0));
    assert.equal(db.state(), { credits: initial - 5, ledger: 5, inflight: 0 + 5 }, 'the killed server kept them');
    s = await spawnServer({ DATABASE_URL: db.url, RATE_LIMIT_MAX: '100000' });
    // Given back at start, before the first call: no heartbeat timeout to wait for.
    assert.equal(db.state(), { credits: initial, ledger: 0, inflight: 0 });
    const r = await call(`${s.url}/v1/chart/planets?${CHART_QUERY}`, key);
    assert.is(r.status, 200);
    assert.is(db.state().credits, initial - 1);
  } finally {
    await s.stop();
    db.remove();
  }
});

test('a computation that outlives REQUEST_TIMEOUT_S answers 503 in the envelope and charges nothing', async () => {
  const db = sqliteDb();
  const s = await spawnServer({ DATABASE_URL: db.url, REQUEST_TIMEOUT_S: '1' }, [], { slowEngineMs: 2500 });
  try {
    const key = await cliKey(db.url, 10);
    const t0 = Date.now();
    const r = await call(`${s.url}/v1/chart/planets?${CHART_QUERY}`, key);
    const took = Date.now() - t0;
    assert.is(r.status, 503);
    assert.is(r.body.error.code, 'unavailable');
    assert.ok(took < 2400, `answered after ${took} ms, before the computation ended`);
    await sleep(1800); // the dropped computation ends; nothing changes
    assert.equal(db.state(), { credits: 10, ledger: 0, inflight: 0 });
  } finally {
    await s.stop();
    db.remove();
  }
});

test.run();
