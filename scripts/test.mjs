#!/usr/bin/env node
// `npm test`: the Rust tests (cargo test) and the TypeScript suite (uvu, one process per file in a
// pool: scripts/uvu-pool.mjs), then one summary line `N passed, N failed` that CI reads.
// Exits non-zero if anything failed or did not run.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runUvuPool } from './uvu-pool.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const tee = (stream, sink) =>
      stream.on('data', (d) => {
        out += d;
        sink.write(d);
      });
    tee(child.stdout, process.stdout);
    tee(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code, out }));
  });
}

// Strip ANSI colours before reading counts.
const plain = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

let passed = 0;
let failed = 0;
let broken = false;

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const cargo = await run('cargo', ['test', '-p', 'astrology-core', '-p', 'astrology-node', '--color', 'never']);
let cargoSeen = false;
for (const m of plain(cargo.out).matchAll(/test result: \w+\. (\d+) passed; (\d+) failed/g)) {
  cargoSeen = true;
  passed += Number(m[1]);
  failed += Number(m[2]);
}
if (cargo.code !== 0 || !cargoSeen) broken = true;
console.log(`[test] cargo test done after ${seconds()} s`);

const uvu = await runUvuPool(root);
passed += uvu.passed;
failed += uvu.failed;
if (uvu.broken) broken = true;
console.log(`[test] uvu done after ${seconds()} s`);
if (broken && failed === 0) failed = 1; // a suite that crashed counts as a failure

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
