// Schemathesis against /v1/meta/openapi.json (tools/fuzz_schemathesis.py): at least 5,000
// generated requests with an authenticated key, no 5xx, every answer matching its schema and
// every error in the envelope. Against PostgreSQL + Redis when TEST_DATABASE_URL/TEST_REDIS_URL
// are set. Needs schemathesis (SCHEMATHESIS=<path to st>, or `st` on PATH); skipped with a note otherwise.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './helpers.js';
import { createTestDatabase, scaleServers } from './scale-helpers.js';

const st = process.env.SCHEMATHESIS || (spawnSync('sh', ['-c', 'command -v st']).stdout?.toString().trim() ?? '');
const servers = scaleServers();

if (!st || !existsSync(st)) {
  console.log('\n  NOTE: scale-fuzz.test.ts SKIPPED — schemathesis not installed (pip install -r tools/requirements-fuzz.txt; .ci/run does).\n');
} else {
  test('schemathesis: >= 5,000 requests, no 5xx, schema-conformant, envelope on every error', async () => {
    const db = servers ? await createTestDatabase(servers.databaseUrl) : undefined;
    try {
      const env: Record<string, string | undefined> = { ...process.env, SCHEMATHESIS: st };
      if (db && servers) Object.assign(env, { DATABASE_URL: db.url, REDIS_URL: servers.redisUrl, REDIS_PREFIX: `astro-fuzz:${process.pid}` });
      else delete env.DATABASE_URL;
      const r = spawnSync('python3', [join(root, 'tools', 'fuzz_schemathesis.py'), '--min-requests', '5000'], {
        env,
        encoding: 'utf8',
        // Seen: 5 to 10 min (the coverage phase makes ~60,000 requests, PDFs among them, which
        // embed their fonts since 2026-11-27 and take seconds each); 20 min leaves room for a
        // loaded machine.
        timeout: 1_200_000,
      });
      const out = (r.stdout ?? '') + (r.stderr ?? '');
      const line = /^fuzz: .*$/m.exec(out)?.[0] ?? out.slice(-3000);
      console.log('    ' + line);
      assert.is(r.status, 0, out.slice(-6000));
      const n = Number(/(\d+) requests answered/.exec(out)?.[1] ?? 0);
      assert.ok(n >= 5000, `${n} requests`);
    } finally {
      await db?.drop();
    }
  });
}

test.run();
