// The Redis side of the shared rate limit: the calls of one event-loop turn are counted in ONE
// round trip (one script for all their keys), not one each.
//
// Why: under load every paid call arrives in its own socket read, and a command per call meant a
// socket write per call to Redis and a wake-up of the Redis process, on the same cores as the
// server (profile of the chart route with PostgreSQL + Redis, docs/benchmarks.md). Counting a
// turn's calls together gives each call exactly the count it would have had alone: the script adds
// a key's calls in arrival order, so the n-th call of a key in the turn sees the count after the
// calls before it and its own, as n separate INCRBYs one after the other would have shown.
import type { Redis } from 'ioredis';

// KEYS: the turn's distinct window keys. ARGV[1]: the window length (ms); ARGV[i + 1]: the units
// taken on KEYS[i]. A window starts with its key's first call and lasts ARGV[1] ms. Returns, for
// each key in order, its count after this turn's units and the milliseconds left in its window.
const TAKE_MANY = `
local out = {}
for i, key in ipairs(KEYS) do
  local n = redis.call('INCRBY', key, ARGV[i + 1])
  local left = redis.call('PTTL', key)
  if left < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    left = tonumber(ARGV[1])
  end
  out[#out + 1] = n
  out[#out + 1] = left
end
return out`;

/** What a call learns: the key's count including this call's units, and the window's ms left. */
export interface Counted {
  count: number;
  left: number;
}

interface Waiting {
  units: number;
  resolve: (c: Counted) => void;
  reject: (e: unknown) => void;
}

type TakingMany = Redis & { astrologyTakeMany(numKeys: number, ...args: (string | number)[]): Promise<number[]> };

/**
 * `take(key, units)` counts `units` calls on `key` in a fixed window of `windowMs`, gathered with
 * the other calls of the same event-loop turn into one script. A failed round trip rejects every
 * call of the turn (the limiter then lets them through: fail open, rate-limit.ts).
 */
export function turnTaker(redis: Redis, windowMs: number): (key: string, units: number) => Promise<Counted> {
  redis.defineCommand('astrologyTakeMany', { lua: TAKE_MANY });
  let turn = new Map<string, Waiting[]>();

  const flush = async () => {
    const keys = [...turn.keys()];
    const waiting = [...turn.values()];
    turn = new Map();
    const units = waiting.map((calls) => calls.reduce((sum, c) => sum + c.units, 0));
    let counts: number[];
    try {
      counts = await (redis as TakingMany).astrologyTakeMany(keys.length, ...keys, windowMs, ...units);
    } catch (e) {
      for (const calls of waiting) for (const c of calls) c.reject(e);
      return;
    }
    waiting.forEach((calls, i) => {
      // The key's count after the turn, walked back so that each call sees the count after its own units.
      let count = counts[2 * i]! - units[i]!;
      const left = counts[2 * i + 1]!;
      for (const c of calls) {
        count += c.units;
        c.resolve({ count, left });
      }
    });
  };

  return (key, units) =>
    new Promise<Counted>((resolve, reject) => {
      if (turn.size === 0) setImmediate(() => void flush());
      const calls = turn.get(key);
      if (calls) calls.push({ units, resolve, reject });
      else turn.set(key, [{ units, resolve, reject }]);
    });
}
