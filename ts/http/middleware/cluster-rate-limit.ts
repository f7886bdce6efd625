// Rate limits of `serve --workers N` without Redis: the cluster primary holds the counters and
// every worker asks it over the cluster's IPC channel, so a key gets RATE_LIMIT_MAX calls per
// window in all, not per worker, and the headers tell the truth. (With REDIS_URL, Redis holds them
// for every instance instead.) Fixed windows: a key's window starts with its first call.
import cluster from 'node:cluster';

const ASK = 'astrology-api:rate-limit';
const ANSWER = 'astrology-api:rate-limit:answer';

interface Ask {
  type: typeof ASK;
  seq: number;
  id: string;
  max: number;
  windowMs: number;
}

interface Answer {
  type: typeof ANSWER;
  seq: number;
  /** Calls left in the window after this one; negative when this one is over the limit. */
  remaining: number;
  /** When the window ends (ms since epoch). */
  resetAt: number;
}

/** What a limiter tells about one call. */
export interface Take {
  remaining: number;
  resetAt: number;
}

/** Fixed-window counters by key id. */
export class WindowCounters {
  private windows = new Map<string, { count: number; resetAt: number }>();

  take(id: string, max: number, windowMs: number, now = Date.now()): Take {
    let w = this.windows.get(id);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(id, w);
    }
    w.count++;
    return { remaining: max - w.count, resetAt: w.resetAt };
  }

  /** Drops windows that have ended (called now and then, so idle keys do not accumulate). */
  prune(now = Date.now()): void {
    for (const [id, w] of this.windows) if (w.resetAt <= now) this.windows.delete(id);
  }
}

/** In the primary: answers the workers' questions. Call once, before forking. */
export function serveClusterRateLimits(): void {
  const counters = new WindowCounters();
  setInterval(() => counters.prune(), 60_000).unref();
  cluster.on('message', (worker, msg: Ask) => {
    if (msg?.type !== ASK) return;
    const t = counters.take(msg.id, msg.max, msg.windowMs);
    const answer: Answer = { type: ANSWER, seq: msg.seq, remaining: t.remaining, resetAt: t.resetAt };
    worker.send(answer);
  });
}

/**
 * In a worker: asks the primary. Rejects after `timeoutMs` without an answer (the caller then
 * serves without a limit check, as it does when Redis is unreachable). The primary only counts,
 * so only a machine too busy to schedule it makes it late: 2 s before giving up.
 */
export function clusterTaker(timeoutMs = 2000): (id: string, max: number, windowMs: number) => Promise<Take> {
  let seq = 0;
  const waiting = new Map<number, (t: Take) => void>();
  process.on('message', (msg: Answer) => {
    if (msg?.type !== ANSWER) return;
    waiting.get(msg.seq)?.({ remaining: msg.remaining, resetAt: msg.resetAt });
    waiting.delete(msg.seq);
  });
  return (id, max, windowMs) =>
    new Promise<Take>((resolve, reject) => {
      const n = ++seq;
      const timer = setTimeout(() => {
        waiting.delete(n);
        reject(new Error('the cluster primary did not answer'));
      }, timeoutMs);
      waiting.set(n, (t) => (clearTimeout(timer), resolve(t)));
      const ask: Ask = { type: ASK, seq: n, id, max, windowMs };
      process.send!(ask);
    });
}
