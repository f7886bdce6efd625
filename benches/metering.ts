// The store's share of a paid call, without HTTP: 32 concurrent callers each debit then settle,
// as the metered call does, against an SQLite file (WAL). Prints calls per second and the CPU
// time per call. With BENCH_BEFORE=<another checkout>, that checkout's store is measured in
// alternation with this one (5 rounds each, median), so both share the machine's load.
//   node --import tsx benches/metering.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface StoreLike {
  createKey(input: { id: string; hash: string; prefix: string; label: string | null; credits: number }): Promise<unknown>;
  debit(keyId: string, cost: number, path: string, requestId: string): Promise<{ ok: boolean }>;
  settle(requestId: string): Promise<boolean>;
  close(): Promise<void>;
}
type StoreClass = new (file: string) => StoreLike;

const CALLERS = 32;
const CALLS = 4000;
let seq = 0;

async function once(Store: StoreClass, dir: string): Promise<{ perSecond: number; cpuUs: number }> {
  const store = new Store(join(dir, `m${seq++}.db`));
  await store.createKey({ id: 'k', hash: 'h', prefix: 'p', label: null, credits: 1e9 });
  let next = 0;
  const caller = async () => {
    while (next < CALLS) {
      const id = `req_${seq}_${next++}`;
      if (!(await store.debit('k', 1, '/v1/chart/planets', id)).ok) throw new Error('debit refused');
      if (!(await store.settle(id))) throw new Error('settle refused');
    }
  };
  const cpu = process.cpuUsage();
  const t = performance.now();
  await Promise.all(Array.from({ length: CALLERS }, caller));
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  await store.close();
  return { perSecond: (CALLS / ms) * 1000, cpuUs: (used.user + used.system) / CALLS };
}

const load = async (root: string) =>
  ((await import(pathToFileURL(join(root, 'ts', 'store', 'sqlite.ts')).href)) as { SqliteStore: StoreClass }).SqliteStore;
const stores: [string, StoreClass][] = [['this checkout', await load(join(import.meta.dirname, '..'))]];
if (process.env.BENCH_BEFORE) stores.unshift(['before', await load(process.env.BENCH_BEFORE)]);

const dir = mkdtempSync(join(tmpdir(), 'astro-metering-'));
const seen = stores.map(() => [] as { perSecond: number; cpuUs: number }[]);
try {
  for (let round = 0; round < 5; round++) for (const [i, [, S]] of stores.entries()) seen[i]!.push(await once(S, dir));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [i, [name]] of stores.entries()) {
  const perSecond = median(seen[i]!.map((s) => s.perSecond));
  const cpuUs = median(seen[i]!.map((s) => s.cpuUs));
  console.log(`${name}: ${Math.round(perSecond).toLocaleString('en-US')} debit+settle pairs/s, ${cpuUs.toFixed(1)} µs CPU per call (${CALLERS} callers, median of 5 rounds of ${CALLS})`);
}
