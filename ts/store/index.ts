// Chooses the store from DATABASE_URL: `sqlite:<path>` (the embedded default) or
// `postgres://...` / `postgresql://...` (shared by many processes and machines).
import { resolve } from 'node:path';
import { PostgresStore, type PostgresOptions } from './postgres/store.js';
import { SqliteStore } from './sqlite.js';
import type { Store } from './store.js';

export type { Store } from './store.js';
export { StoreUnavailableError } from './store.js';

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//.test(databaseUrl);
}

export function openStore(databaseUrl: string, pgOptions: PostgresOptions = {}): Store {
  if (databaseUrl === 'sqlite::memory:' || databaseUrl === ':memory:') return new SqliteStore(':memory:');
  if (databaseUrl.startsWith('sqlite:')) return new SqliteStore(resolve(databaseUrl.slice('sqlite:'.length)));
  if (isPostgresUrl(databaseUrl)) return new PostgresStore(databaseUrl, pgOptions);
  throw new Error(
    `DATABASE_URL "${databaseUrl.split(':')[0]}:..." is not supported: use sqlite:<path> or postgres://user@host:port/db`,
  );
}
