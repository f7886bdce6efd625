// The documentation stands alone: README is a short front door, every relative link in README
// and docs/ points at a file of this repository, and nothing points outside it (a clone has no
// sibling folders).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { root } from './helpers.js';

const pages = [
  'README.md',
  'SECURITY.md',
  'tools/README.md',
  ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`),
  ...readdirSync(join(root, 'docs', 'endpoints')).map((f) => `docs/endpoints/${f}`),
];

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

test('docs/endpoints has one page per group, exactly as the catalog writes it (npm run docs:endpoints)', async () => {
  const { endpointPages } = await import('../ts/docs/endpoint-pages.js');
  const pages = endpointPages();
  assert.equal(readdirSync(join(root, 'docs', 'endpoints')).sort(), Object.keys(pages).sort());
  for (const [file, text] of Object.entries(pages)) {
    assert.ok(readFileSync(join(root, 'docs', 'endpoints', file), 'utf8') === text, `docs/endpoints/${file} is stale: run npm run docs:endpoints`);
  }
});

test.run();
