// Chooses the store from DATABASE_URL.
import { resolve } from 'node:path';
import { SqliteStore } from './sqlite.js';
import type { Store } from './store.js';

export type { Store } from './store.js';

export function openStore(databaseUrl: string): Store {
  if (databaseUrl === 'sqlite::memory:' || databaseUrl === ':memory:') return new SqliteStore(':memory:');
  if (databaseUrl.startsWith('sqlite:')) return new SqliteStore(resolve(databaseUrl.slice('sqlite:'.length)));
  throw new Error(`DATABASE_URL "${databaseUrl.split(':')[0]}:..." is not supported: use sqlite:<path>`);
}
