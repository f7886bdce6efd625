// The single debits and the settles asked during one event-loop turn, gathered so that the store
// sends them together (group commit): under load each call's request arrives in its own socket
// read, and a statement per debit and per settle meant a round trip, a commit and a wake-up of a
// PostgreSQL process per call, on the cores the API itself runs on.
import type { DebitPart, DebitResult } from '../store.js';

export interface DebitWaiting {
  part: DebitPart;
  resolve: (r: DebitResult) => void;
  reject: (e: unknown) => void;
}

export interface SettleWaiting {
  requestId: string;
  resolve: (settled: boolean) => void;
  reject: (e: unknown) => void;
}

/** One turn's asks: the debits by key (in arrival order), and the settles. */
export interface TurnBatch {
  debits: Map<string, DebitWaiting[]>;
  settles: SettleWaiting[];
}

/** Collects a turn's asks and hands them to `send` once the turn's I/O callbacks have all run. */
export class Turn {
  private batch: TurnBatch | undefined;

  constructor(private readonly send: (batch: TurnBatch) => Promise<void>) {}

  private current(): TurnBatch {
    if (!this.batch) {
      const batch: TurnBatch = { debits: new Map(), settles: [] };
      this.batch = batch;
      // setImmediate, not a microtask: the other requests read in this turn's poll phase join.
      setImmediate(() => {
        this.batch = undefined;
        void this.send(batch);
      });
    }
    return this.batch;
  }

  debit(keyId: string, part: DebitPart): Promise<DebitResult> {
    return new Promise<DebitResult>((resolve, reject) => {
      const debits = this.current().debits;
      const queue = debits.get(keyId);
      if (queue) queue.push({ part, resolve, reject });
      else debits.set(keyId, [{ part, resolve, reject }]);
    });
  }

  /**
   * Debits that waited for their key's statement in flight, put back at the head of the key's
   * queue in the current turn (they arrived before any debit of that key now waiting there).
   */
  requeue(keyId: string, waiting: DebitWaiting[]): void {
    const debits = this.current().debits;
    debits.set(keyId, [...waiting, ...(debits.get(keyId) ?? [])]);
  }

  /** Settles that waited for a debit statement in flight, put back into the current turn. */
  requeueSettles(waiting: SettleWaiting[]): void {
    this.current().settles.unshift(...waiting);
  }

  settle(requestId: string): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => this.current().settles.push({ requestId, resolve, reject }));
  }
}
