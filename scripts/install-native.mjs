#!/usr/bin/env node
// `install` step of the package: builds the Rust addon from source with cargo (a fresh clone, or
// the package installed from a tarball), so no prebuilt binary is ever downloaded. It is the only
// native build of `npm install`: `prepare` then builds only the types and the TypeScript (napi's
// own build would link the LTO release a second time, several minutes, for the same library).
// cargo itself decides what is stale, so an install in a checkout after `git pull` rebuilds what
// changed and an install with nothing changed costs a second.
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const addon = join(root, 'native', 'node', 'astrology.node');
const cargo = spawnSync('cargo', ['build', '--release', '--manifest-path', join(root, 'native', 'node', 'Cargo.toml')], {
  cwd: root,
  stdio: 'inherit',
});
if (cargo.status !== 0) {
  console.error('astrology-api: building the Rust addon failed (it needs cargo, from rustup, and a C compiler)');
  process.exit(cargo.status ?? 1);
}
const targetDir = process.env.CARGO_TARGET_DIR ?? join(root, 'target');
const library = { linux: 'libastrology_node.so', darwin: 'libastrology_node.dylib', win32: 'astrology_node.dll' }[process.platform];
if (!library) {
  console.error(`astrology-api: no addon file name known for ${process.platform}`);
  process.exit(1);
}
copyFileSync(join(targetDir, 'release', library), addon);
