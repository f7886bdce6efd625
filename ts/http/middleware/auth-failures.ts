// Failed authentication made cheap and quiet. A flood of `Bearer <anything>` must not cost a
// store lookup and a log line per request:
// - a key hash the store just refused is remembered for a minute (a small negative cache), so
//   repeating it costs no lookup;
// - each client address may fail at most `perMinute` times a minute; past that its requests are
//   answered 429 without a lookup, unless they carry a key that was accepted recently (so people
//   behind the same proxy as a flooder keep working);
// - failures past the first few of a minute are not logged one by one: one line per address and
//   minute says how many there were.

const WINDOW_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** A map that forgets its oldest entries beyond `MAX_ENTRIES` (insertion order). */
class Bounded<V> extends Map<string, V> {
  override set(k: string, v: V): this {
    if (!this.has(k) && this.size >= MAX_ENTRIES) this.delete(this.keys().next().value!);
    return super.set(k, v);
  }
}

interface Window {
  start: number;
  /** Keys looked up and refused. */
  failures: number;
  /** Requests refused without a look-up, once `failures` reached the limit. */
  refused: number;
}

export class AuthFailures {
  private refused = new Bounded<number>();
  private accepted = new Bounded<number>();
  private windows = new Bounded<Window>();

  constructor(
    private readonly perMinute: number,
    private readonly summarise: (failures: number) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the store already refused this hash within the last minute. */
  knownBad(hash: string): boolean {
    const until = this.refused.get(hash);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.refused.delete(hash);
    return false;
  }

  /**
   * Before the lookup: true to refuse without one (429, not logged one by one) because the
   * address is past its limit and the key was not accepted recently.
   */
  refuse(address: string, hash: string | undefined): boolean {
    const w = this.window(address);
    const over = w.failures >= this.perMinute;
    const trusted = hash !== undefined && (this.accepted.get(hash) ?? 0) > this.now();
    if (over && !trusted) w.refused++;
    return over && !trusted;
  }

  /** After a refusal (no key, unknown key, revoked key). */
  failed(address: string, hash: string | undefined): void {
    if (hash !== undefined) this.refused.set(hash, this.now() + WINDOW_MS);
    const w = this.window(address);
    w.failures++;
  }

  /** After an accepted key. */
  succeeded(hash: string): void {
    this.accepted.set(hash, this.now() + WINDOW_MS);
  }

  private window(address: string): Window {
    const t = this.now();
    let w = this.windows.get(address);
    if (!w || t - w.start >= WINDOW_MS) {
      // A minute that went over the limit is reported once, when the next one starts.
      if (w && w.refused > 0) this.summarise(w.failures + w.refused);
      w = { start: t, failures: 0, refused: 0 };
      this.windows.set(address, w);
    }
    return w;
  }
}
