// Chooses the store from DATABASE_URL: `sqlite:<path>` (the embedded default) or
// `postgres://...` / `postgresql://...` (shared by many processes and machines).
import { resolve } from 'node:path';
import { PostgresStore, type PostgresOptions } from './postgres/store.js';
import { SqliteStore, type SqliteOptions } from './sqlite.js';
import type { Store } from './store.js';

export type { Store } from './store.js';
export { StoreUnavailableError } from './store.js';

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//.test(databaseUrl);
}

/** Options of either store (the PostgreSQL-only ones are ignored by SQLite). */
export type StoreOptions = PostgresOptions & SqliteOptions;

export function openStore(databaseUrl: string, opts: StoreOptions = {}): Store {
  const sqlite = { instanceTimeoutS: opts.instanceTimeoutS, warn: opts.warn };
  if (databaseUrl === 'sqlite::memory:' || databaseUrl === ':memory:') return new SqliteStore(':memory:', sqlite);
  if (databaseUrl.startsWith('sqlite:')) return new SqliteStore(resolve(databaseUrl.slice('sqlite:'.length)), sqlite);
  if (isPostgresUrl(databaseUrl)) return new PostgresStore(databaseUrl, opts);
  throw new Error(
    `DATABASE_URL "${databaseUrl.split(':')[0]}:..." is not supported: use sqlite:<path> or postgres://user@host:port/db`,
  );
}
