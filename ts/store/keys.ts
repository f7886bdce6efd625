// API keys: random, prefixed, shown once, stored only as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyRecord, Store } from './store.js';

export const KEY_PREFIX = 'ak_live_';

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Creates a key and returns the secret (the only time it exists in clear) with its record. */
export async function issueKey(
  store: Store,
  credits: number,
  label: string | null,
  trial = false,
): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = KEY_PREFIX + randomBytes(24).toString('base64url');
  const id = 'key_' + randomBytes(8).toString('hex');
  const record = await store.createKey({ id, hash: hashKey(key), prefix: key.slice(0, KEY_PREFIX.length + 4), label, credits, trial });
  return { key, record };
}
