// Failed authentication is cheap and quiet: a refused key hash is not looked up again for a
// minute, an address past AUTH_FAILURES_PER_MIN failures gets 429 without any lookup (keys
// accepted recently still pass), and the log carries one line per address and minute instead of
// one per request.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../ts/http/app.js';
import { AuthFailures } from '../ts/http/middleware/auth-failures.js';
import { createLogger } from '../ts/http/middleware/telemetry.js';
import { issueKey } from '../ts/store/keys.js';
import { openStore } from '../ts/store/index.js';
import { baseConfig } from './helpers.js';

const PATH = '/v1/chart/planets?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';

/** An in-process server whose store counts key look-ups and whose log lines are kept. */
async function countingServer(failuresPerMinute: number) {
  const store = openStore('sqlite::memory:');
  let lookups = 0;
  const find = store.findActiveKeyByHash.bind(store);
  store.findActiveKeyByHash = (h: string) => ((lookups += 1), find(h));
  const lines: any[] = [];
  const logger = createLogger('info', (l) => lines.push(JSON.parse(l)));
  const { app } = createApp({ ...baseConfig, authFailuresPerMinute: failuresPerMinute }, store, { logger });
  const server = createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (key?: string) => {
    const res = await fetch(url + PATH, { headers: key ? { Authorization: `Bearer ${key}` } : {} });
    return { status: res.status, body: (await res.json()) as any };
  };
  return {
    get,
    lookups: () => lookups,
    lines,
    key: async () => (await issueKey(store, 100, 'test')).key,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => void store.close().then(() => r())))),
  };
}

test('a refused key is looked up once a minute, not once per request', async () => {
  const s = await countingServer(1000);
  try {
    for (let i = 0; i < 20; i++) assert.is((await s.get('ak_live_not_a_real_key_000000')).status, 401);
    assert.is(s.lookups(), 1);
  } finally {
    await s.close();
  }
});

test('past the limit an address gets 429 without look-ups; a key it used successfully before still works', async () => {
  const s = await countingServer(10);
  try {
    const good = await s.key();
    assert.is((await s.get(good)).status, 200);
    const before = s.lookups();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await s.get(`ak_live_random_${i}_xxxxxxxxxxxx`)).status);
    assert.equal(statuses.slice(0, 10), Array(10).fill(401));
    assert.equal(statuses.slice(10), Array(15).fill(429));
    assert.is(s.lookups() - before, 10, 'only the first 10 bad keys were looked up');
    const refused = await s.get('ak_live_yet_another_key_xxxxxx');
    assert.is(refused.status, 429);
    assert.is(refused.body.error.code, 'rate_limited');
    assert.is((await s.get(good)).status, 200, 'a key accepted recently is not locked out by the flood');
    // One request line per failure up to the limit; the rest are not logged one by one.
    const failedLines = s.lines.filter((l) => l.msg === 'request' && (l.status === 401 || l.status === 429));
    assert.is(failedLines.length, 10);
  } finally {
    await s.close();
  }
});

test('the failures of a minute over the limit are summarised in one line when the minute ends', () => {
  let now = 0;
  const reports: number[] = [];
  const f = new AuthFailures(5, (n) => reports.push(n), () => now);
  for (let i = 0; i < 12; i++) {
    if (!f.refuse('10.0.0.1', `h${i}`)) f.failed('10.0.0.1', `h${i}`);
  }
  assert.equal(reports, []);
  assert.is(f.refuse('10.0.0.1', 'h99'), true);
  assert.is(f.refuse('10.0.0.2', 'h99'), false, 'another address is not affected');
  assert.is(f.knownBad('h0'), true);
  now = 61_000;
  assert.is(f.knownBad('h0'), false, 'a refused hash is forgotten after a minute');
  assert.is(f.refuse('10.0.0.1', 'h100'), false, 'a new minute starts afresh');
  assert.equal(reports, [13], '5 refused after a look-up, 8 refused without one');
});

test.run();
