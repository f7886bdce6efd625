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
//
// Writes of one kind asked for one after another (the debits of a turn's new calls, their
// settles) can run as one: `submitRun` gives consecutive items of a kind to one function that
// writes them all (one statement for many rows) and answers each. Only consecutive ones: a write
// of another kind between them ends the run, so every write still runs in the order it was asked.
import type Database from 'better-sqlite3';

interface Waiter {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Single extends Waiter {
  write: () => unknown;
}

/** Consecutive items of one kind, written by one call of `writeAll` (one answer per item, in order). */
interface Run {
  kind: string;
  items: unknown[];
  waiters: Waiter[];
  writeAll: (items: unknown[]) => unknown[];
}

type Pending = Single | Run;
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const isRun = (p: Pending): p is Run => 'writeAll' in p;

export class WriteBatch {
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly group: (writes: Pending[]) => Outcome[][];

  constructor(db: Database.Database) {
    const all = db.transaction((writes: Pending[]): Outcome[][] => writes.map(attempt));
    this.group = (writes) => all.immediate(writes);
  }

  /** Runs `write` in the next group commit; resolves with its result once that has committed. */
  submit<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (v: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * Adds `item` to the run of `kind` at the end of the queue, or starts one: `writeAll` (atomic:
   * a transaction function) writes the run's items together and returns their results in order.
   */
  submitRun<I, T>(kind: string, item: I, writeAll: (items: I[]) => T[]): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const last = this.queue.at(-1);
      const waiter = { resolve: resolve as (v: unknown) => void, reject };
      if (last && isRun(last) && last.kind === kind) {
        last.items.push(item);
        last.waiters.push(waiter);
      } else {
        this.queue.push({ kind, items: [item], waiters: [waiter], writeAll: writeAll as (items: unknown[]) => unknown[] });
      }
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // After the poll phase: every request read in this turn has reached its store call.
    setImmediate(() => this.flush());
  }

  /** Commits what is queued now (also called before the store closes). */
  flush(): void {
    this.scheduled = false;
    const writes = this.queue;
    this.queue = [];
    if (!writes.length) return;
    let outcomes: Outcome[][];
    try {
      outcomes = this.group(writes);
    } catch (error) {
      for (const p of writes) for (const w of waitersOf(p)) w.reject(error);
      return;
    }
    writes.forEach((p, i) => waitersOf(p).forEach((w, j) => settle(w, outcomes[i]![j]!)));
  }
}

/** One queued write's outcomes: one for a single write, one per item for a run (all alike if it failed). */
function attempt(p: Pending): Outcome[] {
  try {
    if (!isRun(p)) return [{ ok: true, value: p.write() }];
    const values = p.writeAll(p.items);
    return values.map((value) => ({ ok: true, value }));
  } catch (error) {
    return (isRun(p) ? p.waiters : [p]).map(() => ({ ok: false, error }));
  }
}

const waitersOf = (p: Pending): Waiter[] => (isRun(p) ? p.waiters : [p]);
const settle = (w: Waiter, o: Outcome) => (o.ok ? w.resolve(o.value) : w.reject(o.error));
