// The astrology-api CLI: key lifecycle against a file database.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { root } from './helpers.js';

const bin = join(root, 'bin', 'astrology-api.js');
const dir = mkdtempSync(join(tmpdir(), 'astro-cli-'));
const dbFile = join(dir, 'keys.db');
const env = { ...process.env, DATABASE_URL: `sqlite:${dbFile}`, TRIAL_CREDITS: '500' };
const cli = (...args: string[]) => execFileSync(process.execPath, [bin, ...args], { env }).toString();

test('keys create prints only the new key, which is stored only as its SHA-256 hash', () => {
  const out = cli('keys', 'create', '--credits', '1000', '--label', 'shop');
  assert.match(out, /^ak_live_[A-Za-z0-9_-]{32}\n$/);
  const key = out.trim();
  const db = new Database(dbFile, { readonly: true });
  const rows = db.prepare('SELECT * FROM api_keys').all() as any[];
  db.close();
  assert.is(rows.length, 1);
  assert.is(rows[0].hash, createHash('sha256').update(key).digest('hex'));
  assert.not.ok(JSON.stringify(rows).includes(key));
  assert.is(rows[0].credits, 1000);
});

test('new keys start with TRIAL_CREDITS; list, topup and revoke work', () => {
  cli('keys', 'create');
  const list = cli('keys', 'list');
  const lines = list.trim().split('\n');
  assert.is(lines.length, 2);
  assert.match(lines[1]!, /\t500 credits\tactive/);
  const id = lines[1]!.split('\t')[0]!;
  assert.match(cli('keys', 'topup', id, '25'), /525 credits/);
  assert.match(cli('keys', 'revoke', id), /revoked/);
  assert.match(cli('keys', 'list'), /revoked/);
});

test('bad CLI input exits non-zero with usage', () => {
  const r = spawnSync(process.execPath, [bin, 'keys', 'topup', 'key_x', '-5'], { env });
  assert.is(r.status, 2);
  const u = spawnSync(process.execPath, [bin, 'frobnicate'], { env });
  assert.is(u.status, 2);
  assert.match(u.stderr.toString(), /usage/);
  // An unknown option is a typo to point out, not a crash with a stack trace.
  const o = spawnSync(process.execPath, [bin, 'keys', 'create', '--credit', '5'], { env });
  assert.is(o.status, 2);
  assert.match(o.stderr.toString(), /Unknown option '--credit'[\s\S]*usage/);
  assert.not.match(o.stderr.toString(), /TypeError|at /);
});

test('--help (anywhere) and help print the usage and succeed', () => {
  for (const args of [['--help'], ['help'], ['keys', 'create', '--help'], ['serve', '-h']]) {
    const r = spawnSync(process.execPath, [bin, ...args], { env });
    assert.is(r.status, 0, args.join(' '));
    assert.match(r.stdout.toString(), /usage:[\s\S]*keys create/, args.join(' '));
  }
});

test('credits are exact whole numbers within 10^12: 1e20, 1.5 and a top-up past the bound are refused', () => {
  const id = JSON.parse(cli('keys', 'create', '--credits', '999999999990', '--json')).id as string;
  for (const bad of ['1e20', '1.5', '-5', '1000000000001', '12abc']) {
    const r = spawnSync(process.execPath, [bin, 'keys', 'topup', id, bad], { env });
    assert.is(r.status, 2, bad);
    assert.match(r.stderr.toString(), /whole number of credits from 0 to 1000000000000/);
  }
  const over = spawnSync(process.execPath, [bin, 'keys', 'topup', id, '11'], { env });
  assert.is(over.status, 2);
  assert.match(over.stderr.toString(), /not topped up: the balance would exceed 1000000000000 credits \(it holds 999999999990\)/);
  assert.match(cli('keys', 'topup', id, '10'), /1000000000000 credits/);
  const db = new Database(dbFile, { readonly: true });
  const row = db.prepare('SELECT credits, typeof(credits) AS t FROM api_keys WHERE id = ?').get(id) as any;
  db.close();
  assert.equal(row, { credits: 1_000_000_000_000, t: 'integer' });
  const create = spawnSync(process.execPath, [bin, 'keys', 'create', '--credits', '1e20'], { env });
  assert.is(create.status, 2);
});

test('keys create: the id beside the key on the terminal, and --json for scripts', () => {
  const r = spawnSync(process.execPath, [bin, 'keys', 'create', '--credits', '42', '--label', 'ci'], { env });
  const key = r.stdout.toString().trim();
  assert.match(key, /^ak_live_/);
  const created = /^created (key_[0-9a-f]+) with 42 credits \(ci\)$/.exec(r.stderr.toString().trim());
  assert.ok(created, r.stderr.toString());
  const listed = cli('keys', 'list');
  assert.ok(listed.includes(created![1]!));
  const json = JSON.parse(cli('keys', 'create', '--credits', '7', '--json'));
  assert.equal(Object.keys(json).sort(), ['credits', 'id', 'key', 'label']);
  assert.is(json.credits, 7);
  assert.match(json.key, /^ak_live_/);
  assert.ok(cli('keys', 'list').includes(json.id));
});

test.run();
