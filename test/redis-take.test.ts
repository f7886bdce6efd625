// The Redis rate limit's turn taker (ts/http/middleware/redis-take.ts) against a real Redis: the
// calls of one event-loop turn share one script, and each must see what separate INCRBYs issued
// one after the other in arrival order would have shown (the reference: Redis's own INCRBY on
// another key, called sequentially). Runs when TEST_REDIS_URL is set.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Redis } from 'ioredis';
import { turnTaker } from '../ts/http/middleware/redis-take.js';

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `astro-test:take:${process.pid}:${Date.now()}`;

/** What Redis says to `units` INCRBYs on a fresh key issued one after the other. */
async function sequentialCounts(redis: Redis, units: number[]): Promise<number[]> {
  const key = `${prefix}:reference:${Math.random()}`;
  const out = [];
  for (const u of units) out.push(await redis.incrby(key, u));
  await redis.del(key);
  return out;
}

if (!redisUrl) {
  console.log('\n  NOTE: redis-take.test.ts SKIPPED — set TEST_REDIS_URL to run it against a real Redis.\n');
} else {
  test('one turn, two keys, mixed units: each call sees the count of sequential INCRBYs, one script for the turn', async () => {
    const redis = new Redis(redisUrl);
    const take = turnTaker(redis, 60_000);
    try {
      const a = `${prefix}:a`;
      const b = `${prefix}:b`;
      await take(`${prefix}:warm`, 1); // the script is loaded (EVALSHA then finds it)
      // Commands this client sends (the server's own counter is shared with whoever else uses it).
      const sent: string[] = [];
      const send = redis.sendCommand.bind(redis);
      redis.sendCommand = ((command: { name: string }, ...rest: unknown[]) => (sent.push(command.name), send(command as never, ...(rest as []))));
      const asked: [string, number][] = [[a, 1], [b, 3], [a, 2], [a, 1], [b, 1]];
      const seen = await Promise.all(asked.map(([key, units]) => take(key, units)));
      redis.sendCommand = send;
      assert.equal(sent, ['evalsha'], 'one script for the five calls of the turn');
      const refA = await sequentialCounts(redis, [1, 2, 1]);
      const refB = await sequentialCounts(redis, [3, 1]);
      assert.equal(seen.map((s) => s.count), [refA[0], refB[0], refA[1], refA[2], refB[1]]);
      // A new window lasts the window length from its first call.
      for (const s of seen) assert.ok(s.left > 59_000 && s.left <= 60_000, String(s.left));
      const ttl = await redis.pttl(a);
      assert.ok(ttl > 59_000 && ttl <= 60_000, String(ttl));
      // The next turn continues the same window.
      assert.equal((await take(a, 1)).count, refA[2]! + 1);
      await redis.del(a, b, `${prefix}:warm`);
    } finally {
      redis.disconnect();
    }
  });

  test('a failed round trip rejects every call of the turn (the limiter then fails open)', async () => {
    // Nothing listens on port 1: every command fails at once, as with a Redis that went away.
    const redis = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
    redis.on('error', () => {});
    const take = turnTaker(redis, 60_000);
    const results = await Promise.allSettled([take(`${prefix}:x`, 1), take(`${prefix}:y`, 1)]);
    assert.equal(results.map((r) => r.status), ['rejected', 'rejected']);
    redis.disconnect();
  });
}

test.run();
