// Times in the request's offset everywhere: every operation asked with its documented examples
// (offset +05:30), and again with every second moment written in UTC or left to default to now,
// answers every ISO 8601 time in +05:30 and in no other offset.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from './helpers.js';
import { exampleRequest, type Parameter } from './examples.js';

const ISO_WITH_OFFSET = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})/g;

/** The examples, with second moments in UTC (`utc`) or left out so that they default to now (`now`). */
function variant(params: Parameter[], how: 'as-is' | 'utc' | 'now'): Parameter[] {
  return params.map((p) => {
    if (how === 'as-is' || p.example === undefined) return p;
    const second = /^(at|transit_tz|target_tz)$/.test(p.name) || /^(transit|target)_(date|time)$/.test(p.name);
    if (!second) return p;
    if (how === 'now') return p.required ? p : { ...p, example: undefined };
    if (p.name === 'at') return { ...p, example: String(p.example).replace(/[+-]\d{2}:\d{2}$/, 'Z') };
    if (p.name.endsWith('_tz')) return { ...p, example: '+00:00' };
    return p;
  });
}

test('every answer speaks the request offset: examples as documented, second moments in UTC, and now', async () => {
  const s = await startServer();
  try {
    const doc = (await s.get('/v1/meta/openapi.json')).body;
    const key = await s.key(10_000_000);
    const failures: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const how of ['as-is', 'utc', 'now'] as const) {
        const url = exampleRequest(path, variant(item.get.parameters, how));
        if (!/tz=%2B05%3A30/.test(url)) continue; // no request offset to keep
        const res = await fetch(s.url + url, { headers: { authorization: `Bearer ${key}`, accept: 'application/json' } });
        const type = res.headers.get('content-type') ?? '';
        const text = await res.text();
        if (res.status !== 200 || !type.startsWith('application/json')) continue;
        checked++;
        // /v1/time/convert's `utc` field is the moment in UTC by definition (beside `moment` in the offset).
        const spoken = text.replace(/"utc":"[^"]*"/g, '');
        const others = [...new Set([...spoken.matchAll(ISO_WITH_OFFSET)].map((m) => m[1]).filter((o) => o !== '+05:30'))];
        if (others.length) failures.push(`${how} ${path}: ${others.join(', ')}`);
      }
    }
    assert.ok(checked > 250, `${checked} answers checked`);
    assert.equal(failures, [], failures.join('\n'));
  } finally {
    await s.close();
  }
});

test.run();
