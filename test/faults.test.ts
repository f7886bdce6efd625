// Server faults through the real CLI: a broken ephemeris installation gives a clean 500,
// refunds the debit and leaves the process serving.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './helpers.js';

const bin = join(root, 'bin', 'astrology-api.js');

test('missing ephemeris files: 500 internal_error without internals, credit refunded, process alive', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'astro-fault-'));
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
    ASTROLOGY_EPHE_PATH: join(dir, 'no-such-ephemeris'),
    PORT: '0',
    HOST: '127.0.0.1',
  };
  const key = execFileSync(process.execPath, [bin, 'keys', 'create', '--credits', '3'], { env }).toString().trim();
  const child = spawn(process.execPath, [bin, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        const m = /listening on (http:\/\/\S+)/.exec(String(d));
        if (m) resolve(m[1]!);
      });
      child.on('exit', () => reject(new Error('server exited')));
    });
    const res = await fetch(`${url}/v1/chart/planets?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6&lon=77.2`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    assert.is(res.status, 500);
    const body = (await res.json()) as any;
    assert.is(body.error.code, 'internal_error');
    assert.match(body.error.request_id, /^req_/);
    assert.not.match(body.error.message, /no-such-ephemeris|\.se1|at |\//);
    assert.is(res.headers.get('x-credits-charged'), null);
    const health = await fetch(`${url}/v1/meta/version`);
    assert.is(health.status, 200);
  } finally {
    child.kill('SIGTERM');
  }
  const list = execFileSync(process.execPath, [bin, 'keys', 'list'], { env }).toString();
  assert.match(list, /\t3 credits\t/);
});

test.run();
