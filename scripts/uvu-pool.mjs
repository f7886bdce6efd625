// Runs the uvu test files in a pool of processes (TEST_JOBS, default 2 = this machine's cores), one
// process per file, the slowest first. Why: the suite waits a lot (servers starting, the package
// test's single-threaded LTO link, schemathesis round trips), so two files at a time finish in far
// less wall time than one process running all files in turn. Each file's output is printed whole
// when it ends, with its duration, so the CI log shows where the time goes.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/** Files measured slowest in CI (the `[test] file: ... s` lines), started first so none ends last alone. */
const SLOWEST_FIRST = [
  'package',
  'scale-fuzz',
  'scale-postgres',
  'scale-faults',
  'openapi-examples',
  'reports',
  'scale-redis',
  'docs-browser',
  'images',
  'reports-personal',
  'golden-answers',
  'mcp',
  'generated-client',
];

const plain = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

function order(files) {
  const rank = (f) => {
    const i = SLOWEST_FIRST.indexOf(f.replace(/\.test\.ts$/, ''));
    return i < 0 ? SLOWEST_FIRST.length : i;
  };
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function runFile(root, file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const pattern = `^${file.replace(/\./g, '\\.')}$`;
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'node_modules/uvu/bin.js'), 'test', pattern], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ file, code, out, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

/** Counts of one file's run; a crash or a missing summary counts as one failure. */
function counts({ code, out }) {
  const text = plain(out);
  const total = /Total:\s+(\d+)/.exec(text);
  const ok = /Passed:\s+(\d+)/.exec(text);
  const skipped = /Skipped:\s+(\d+)/.exec(text);
  if (!total || !ok) return { passed: 0, failed: 1, broken: true };
  const failed = Number(total[1]) - Number(ok[1]) - Number(skipped?.[1] ?? 0);
  const broken = code !== 0 && failed === 0;
  return { passed: Number(ok[1]), failed: broken ? 1 : failed, broken };
}

export async function runUvuPool(root) {
  // TEST_PATTERN (a regular expression on file names) runs a part of the suite, e.g. `^scale-`.
  const only = new RegExp(process.env.TEST_PATTERN || '');
  const files = order(readdirSync(join(root, 'test')).filter((f) => f.endsWith('.test.ts') && only.test(f)));
  const jobs = Math.max(1, Number(process.env.TEST_JOBS) || Math.min(2, availableParallelism()));
  const totals = { passed: 0, failed: 0, broken: false };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const result = await runFile(root, files[next++]);
      const c = counts(result);
      totals.passed += c.passed;
      totals.failed += c.failed;
      totals.broken ||= c.broken;
      process.stdout.write(result.out);
      console.log(`[test] ${result.file}: ${c.passed} passed, ${c.failed} failed, ${result.seconds} s${c.broken ? ' (crashed or no summary)' : ''}\n`);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return totals;
}
