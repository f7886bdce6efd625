// The package as a stranger gets it: `npm pack`, then `npm install <tarball>` in an empty folder
// (which builds the Rust addon from source there: no prebuilt binary is reachable), then a script
// that imports the library (`import { Astrology } from 'astrology-api'`), the README's example, a TypeScript program
// type-checked against the package's own types, and `npx astrology-api serve`.
// Slow (a release build of the engine): runs in CI (.ci/run sets PACKAGE_TEST=1) or on demand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from './helpers.js';

const run = promisify(execFile);
const enabled = process.env.PACKAGE_TEST === '1';
if (!enabled) console.log('NOTE: package.test.ts skipped (set PACKAGE_TEST=1; CI does): npm pack, install in an empty folder, import and serve');

const USE = `import { Astrology } from 'astrology-api';
const astro = new Astrology();
const chart = await astro.chartPlanets({ date: '1990-07-15', time: '14:30', tz: '+05:30', lat: 28.6139, lon: 77.209 });
console.log(JSON.stringify({ sun: chart.planets[0].nakshatra, methods: astro.methods().length }));
`;

const TYPED = `import { Astrology } from 'astrology-api';
const astro = new Astrology();
const chart = await astro.chartPlanets({ date: '1990-07-15', time: '14:30', tz: '+05:30', lat: 28.6139, lon: 77.209 });
const nakshatra: string = chart.planets[0]!.nakshatra;
const tithi = await astro.panchangTithi({ date: '1990-07-15', time: '14:30', tz: '+05:30', lat: 28.6139, lon: 77.209 });
console.log(nakshatra, tithi.current.name);
`;

async function serves(dir: string): Promise<number> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  // Its own process group: npx starts the server as a child of its own, which a SIGTERM to npx
  // alone leaves running (a CI run found one serving on after the test).
  const child = spawn('npx', ['astrology-api', 'serve'], { cwd: dir, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: 'sqlite::memory:' }, stdio: 'ignore', detached: true });
  try {
    for (let i = 0; i < 120; i++) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/v1/meta/version`);
        return res.status;
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    return 0;
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

test('npm pack, install in an empty folder (builds from source), import the library, type-check it, serve', async () => {
  if (!enabled) return;
  const dir = mkdtempSync(join(tmpdir(), 'astrology-api-package-'));
  try {
    const { stdout: packed } = await run('npm', ['pack', '--ignore-scripts', '--pack-destination', dir, '--json'], { cwd: root });
    const tarball = join(dir, (JSON.parse(packed) as { filename: string }[])[0]!.filename);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    // The checkout's cargo target directory: the registry crates it already built are reused.
    const env = { ...process.env, CARGO_TARGET_DIR: process.env.CARGO_TARGET_DIR ?? join(root, 'target') };
    await run('npm', ['install', '--no-audit', '--no-fund', tarball], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024, timeout: 20 * 60_000 });

    writeFileSync(join(dir, 'use.mjs'), USE);
    const { stdout } = await run(process.execPath, ['use.mjs'], { cwd: dir });
    // Outside the code: the Sun on 15 July 1990 stands in sidereal Punarvasu (any ephemeris, Lahiri).
    // One method per endpoint of this checkout's catalog.
    const { Astrology } = await import('../ts/library/index.js');
    assert.equal(JSON.parse(stdout), { sun: 'Punarvasu', methods: new Astrology().methods().length });

    // The README's own example, as printed there ("Use it from Node").
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const example = /## Use it from Node[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)![1]!;
    writeFileSync(join(dir, 'readme-example.mjs'), example);
    const { stdout: printed } = await run(process.execPath, ['readme-example.mjs'], { cwd: dir });
    assert.is(printed.trim(), 'Punarvasu');

    writeFileSync(join(dir, 'typed.ts'), TYPED);
    const tsconfig = { compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, types: [] }, files: ['typed.ts'] };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    await run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')]);

    assert.is(await serves(dir), 200);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
