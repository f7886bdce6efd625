// The documentation stands alone: README is a short front door, every relative link in README
// and docs/ points at a file of this repository, and nothing points outside it (a clone has no
// sibling folders).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { root } from './helpers.js';

const pages = ['README.md', 'SECURITY.md', 'tools/README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

test('README is a front door of at most 200 lines', () => {
  const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length;
  assert.ok(lines <= 200, `${lines} lines`);
});

test('every relative link resolves inside the repository', () => {
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8');
    for (const [, target = ''] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue; // absolute URLs are not files
      const file = resolve(dirname(join(root, page)), target);
      assert.ok(file.startsWith(root + '/'), `${page} links outside the repository: ${target}`);
      assert.ok(existsSync(file), `${page} links to a missing file: ${target}`);
    }
    assert.not.match(text, /\.\.\/shared\//, `${page} mentions ../shared/`);
  }
});

test.run();
