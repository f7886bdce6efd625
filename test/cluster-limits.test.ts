// Rate limits of `serve --workers 2` without Redis: one limit for the key across both workers
// (the cluster primary counts), and headers that say what is left across the cluster.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CHART_QUERY, call, cliKey, spawnServer } from './scale-helpers.js';

test('RATE_LIMIT_MAX=20 with 2 workers and no Redis: 40 simultaneous calls, exactly 20 served', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'astro-limit-'));
  const url = `sqlite:${join(dir, 'astrology.db')}`;
  const s = await spawnServer({ DATABASE_URL: url, RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_S: '60' }, ['--workers', '2']);
  try {
    const key = await cliKey(url, 1000);
    const results = await Promise.all(Array.from({ length: 40 }, () => call(`${s.url}/v1/chart/planets?${CHART_QUERY}`, key)));
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    assert.is(ok.length, 20);
    assert.is(limited.length, 20);
    // Each served call was told a different number left, 19 down to 0: the count is the cluster's.
    const left = ok.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b);
    assert.equal(left, Array.from({ length: 20 }, (_, i) => i));
    assert.is(ok[0]!.headers.get('ratelimit-policy'), '"per-key";q=20;w=60');
    assert.is(limited[0]!.body.error.code, 'rate_limited');
    assert.ok(Number(limited[0]!.headers.get('retry-after')) >= 1);
  } finally {
    await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
