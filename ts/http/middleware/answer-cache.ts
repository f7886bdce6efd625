// The answer cache: identical requests answered from memory instead of being computed again.
//
// An answer depends only on the build and the canonical request (caching.ts), so the request's
// strong ETag (the hash of both, with the negotiated Accept and content coding) is the cache key.
// A request whose answer depends on "now" gets no ETag and is never cached, nor is an answer that
// depends on the API key (the account endpoint, which is now-dependent too). Calls are metered
// exactly as before: a cached answer is debited and settled like a computed one.
//
// An answer is kept the second time its request is computed (the first is only remembered): a
// request asked once never takes a place. In-process: a least-recently-used map bounded by bytes (a Map keeps insertion order; a hit is
// moved to the end, the oldest entries go first). Strings are counted at two bytes a character
// (V8's wider representation), so the bound holds whatever the text. With REDIS_URL and
// ANSWER_CACHE_SHARED=true, answers are also shared through Redis between instances, for a day.
import type { Redis } from 'ioredis';
import type { RawBody } from '../raw-body.js';

/** An answer as it is sent: its media type and its bytes or text. */
export type CachedAnswer = RawBody;

/** Bytes counted for an entry besides its key and body (the Map slot and the record). */
const ENTRY_OVERHEAD = 160;
/** How long a shared answer lives in Redis (seconds): as long as a client may reuse it. */
const SHARED_TTL_S = 86_400;
/** Answers larger than this are not shared (one Redis value should stay small). */
const SHARED_MAX_BYTES = 512 * 1024;
/** A shared lookup slower than this is treated as a miss: computing is cheaper than waiting. */
const SHARED_TIMEOUT_MS = 50;

const sizeOf = (key: string, a: CachedAnswer) =>
  ENTRY_OVERHEAD +
  2 * key.length +
  2 * a.contentType.length +
  2 * JSON.stringify(a.headers ?? {}).length +
  (typeof a.body === 'string' ? 2 * a.body.length : a.body.length);

/** Least recently used entries evicted first, total size at most `maxBytes`. */
export class ByteLru {
  private entries = new Map<string, { answer: CachedAnswer; size: number }>();
  private used = 0;

  /** An entry larger than `maxEntryBytes` is not kept (it would evict many others). */
  constructor(
    readonly maxBytes: number,
    readonly maxEntryBytes = Math.floor(maxBytes / 16),
  ) {}

  get(key: string): CachedAnswer | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.answer;
  }

  set(key: string, answer: CachedAnswer): void {
    const size = sizeOf(key, answer);
    if (size > this.maxEntryBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.used -= old.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { answer, size });
    this.used += size;
    for (const [k, e] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(k);
      this.used -= e.size;
    }
  }

  /** Bytes counted for the entries held. */
  get bytes(): number {
    return this.used;
  }

  get count(): number {
    return this.entries.size;
  }
}

/**
 * The body of a computation's result as it will be sent, or undefined for one this cache does
 * not hold (a stream, a bare string Koa would label by sniffing).
 */
export function sendable(result: unknown): CachedAnswer | undefined {
  if (result === null || typeof result !== 'object') return undefined;
  const raw = result as { contentType?: unknown; body?: unknown; headers?: Record<string, string> };
  if (typeof raw.contentType === 'string' && (typeof raw.body === 'string' || Buffer.isBuffer(raw.body))) {
    // Extra headers (a PDF's Content-Disposition) belong to the answer and are kept with it.
    // Kept as bytes: encoded once here, not again on every send (and half the memory of V8 text).
    const body = typeof raw.body === 'string' ? Buffer.from(raw.body) : raw.body;
    return { contentType: raw.contentType, body, ...(raw.headers ? { headers: raw.headers } : {}) };
  }
  if (Buffer.isBuffer(result) || typeof (result as { pipe?: unknown }).pipe === 'function') return undefined;
  // Koa would send it as JSON.stringify(result), labelled so: the same bytes, written once here.
  return { contentType: 'application/json; charset=utf-8', body: Buffer.from(JSON.stringify(result)) };
}

export interface AnswerCache {
  /** The answer held in this process, if any. */
  local(key: string): CachedAnswer | undefined;
  /** Asks the shared tier (Redis), when there is one: undefined without one. */
  shared(key: string): Promise<CachedAnswer | undefined> | undefined;
  /**
   * Keeps a computed answer here and, when configured, in the shared tier: from the second time
   * its request is computed (the first time only remembers the request).
   */
  keep(key: string, answer: CachedAnswer): void;
  readonly lru: ByteLru;
}

/**
 * Requests computed once and not kept, remembered by tag: an answer is kept when its request is
 * computed a second time. Most requests are asked once (a birth chart for one person); keeping
 * each of them would churn the cache for nothing (every answer held until evicted, which costs
 * the collector: ~10 % of the throughput of new births in bench:http) and push out the answers
 * that are asked again. Bounded: emptied when full.
 */
const SEEN_ONCE_HELD = 20_000;

/** `maxBytes` in-process; `redis` (optional) shares answers between instances. */
export function answerCache(maxBytes: number, redis?: Redis, prefix = 'astrology-api:answer:'): AnswerCache {
  const lru = new ByteLru(maxBytes);
  const seenOnce = new Set<string>();
  return {
    lru,
    local: (key) => lru.get(key),
    shared: (key) => (redis ? fromRedis(redis, prefix + key, lru, key) : undefined),
    keep(key, answer) {
      if (!seenOnce.delete(key)) {
        if (seenOnce.size >= SEEN_ONCE_HELD) seenOnce.clear();
        seenOnce.add(key);
        return;
      }
      lru.set(key, answer);
      // Answers with headers of their own (a named PDF) stay in this process: the shared form
      // carries only the content type and the body.
      if (!redis || answer.headers) return;
      // `s` or `b`: the body was text or bytes, and comes back as such (byte-equal either way).
      const kind = typeof answer.body === 'string' ? 's' : 'b';
      const bytes = Buffer.concat([Buffer.from(`${kind}${answer.contentType}\n`), Buffer.from(answer.body)]);
      if (bytes.length > SHARED_MAX_BYTES) return;
      // Not awaited: the answer is sent whether or not Redis takes it.
      redis.set(prefix + key, bytes, 'EX', SHARED_TTL_S).catch(() => {});
    },
  };
}

/** A shared answer (kept locally too once found), or undefined on a miss, an error or a slow Redis. */
async function fromRedis(redis: Redis, redisKey: string, lru: ByteLru, key: string): Promise<CachedAnswer | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SHARED_TIMEOUT_MS)));
  try {
    const bytes = await Promise.race([redis.getBuffer(redisKey), late]);
    if (!bytes) return undefined;
    const cut = bytes.indexOf(10);
    if (cut < 0) return undefined;
    const text = bytes[0] === 115; /* s */
    const contentType = bytes.subarray(1, cut).toString();
    const body = bytes.subarray(cut + 1);
    const answer = { contentType, body: text ? body.toString() : Buffer.from(body) };
    lru.set(key, answer);
    return answer;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
