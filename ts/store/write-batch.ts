// Group commit for the embedded SQLite store: the metering writes asked for during one turn of the
// event loop (the debits, settles and refunds of every request whose bytes arrived together) run
// in ONE transaction, committed once. A commit appends the changed pages to the WAL; with 32
// calls in flight one commit now carries many calls' rows instead of one call's debit or settle.
//
// Nothing is answered before its commit: a debit's result (and so the call's computation), or a
// settle's confirmation (and so the answer), waits for the transaction that holds it. Each write
// must be atomic on its own: a better-sqlite3 transaction function (run inside the group as a
// savepoint) or a single statement. One that fails is rolled back alone and only its caller sees
// the error; a commit that fails rejects every write of the group.
import type Database from 'better-sqlite3';

interface Pending {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export class WriteBatch {
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly group: (writes: Pending[]) => Outcome[];

  constructor(db: Database.Database) {
    const all = db.transaction((writes: Pending[]): Outcome[] =>
      writes.map((p) => {
        try {
          return { ok: true, value: p.write() };
        } catch (error) {
          return { ok: false, error };
        }
      }),
    );
    this.group = (writes) => all.immediate(writes);
  }

  /** Runs `write` in the next group commit; resolves with its result once that has committed. */
  submit<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (v: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the poll phase: every request read in this turn has reached its store call.
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits what is queued now (also called before the store closes). */
  flush(): void {
    this.scheduled = false;
    const writes = this.queue;
    this.queue = [];
    if (!writes.length) return;
    let outcomes: Outcome[];
    try {
      outcomes = this.group(writes);
    } catch (error) {
      for (const p of writes) p.reject(error);
      return;
    }
    outcomes.forEach((o, i) => (o.ok ? writes[i]!.resolve(o.value) : writes[i]!.reject(o.error)));
  }
}
