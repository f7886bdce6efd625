// The OpenAPI document: generated from the catalog, every parameter described with an example.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from './helpers.js';

test('OpenAPI 3.1 covers exactly the catalog and /v1/batch; every parameter has a description and an example (or is an alternative)', async () => {
  const s = await startServer();
  try {
    const doc = (await s.get('/v1/meta/openapi.json')).body;
    assert.is(doc.openapi, '3.1.0');
    const catalog = (await s.get('/v1/meta/endpoints')).body as { path: string; cost: number }[];
    assert.equal(Object.keys(doc.paths).sort(), [...catalog.map((e) => e.path), '/v1/batch'].sort());
    for (const e of catalog) {
      const op = doc.paths[e.path].get;
      assert.is(op['x-credits'], e.cost);
      for (const p of op.parameters) {
        assert.ok(p.description && p.description !== p.name, `${e.path} ${p.name} lacks a description`);
        // An alternative (timezone beside tz) has no example, so the examples form one request.
        const alt = p['x-alternative-to'];
        if (alt) assert.ok(op.parameters.some((q: any) => q.name === alt && q.example !== undefined), `${e.path} ${p.name}`);
        else assert.ok(p.example !== undefined, `${e.path} ${p.name} lacks an example`);
      }
    }
    // Parameters carry the type they are read as (clients send numbers, not numeric strings).
    const param = (path: string, name: string) => doc.paths[path].get.parameters.find((p: any) => p.name === name);
    assert.equal(param('/v1/chart/planets', 'lat').schema, { type: 'number', minimum: -90, maximum: 90 });
    assert.is(param('/v1/chart/planets', 'lat').example, 28.6139);
    assert.is(param('/v1/dasha/vimshottari', 'levels').schema.type, 'integer');
    assert.is(param('/v1/chart/planets', 'date').schema.format, 'date');
    assert.ok(param('/v1/chart/planets', 'ayanamsa').schema.enum.includes('lahiri'));
    const docs = await s.get('/docs');
    assert.is(docs.status, 200);
    assert.match(docs.body, /swagger-ui-bundle\.js/);
    const asset = await fetch(`${s.url}/docs/assets/swagger-ui-bundle.js`);
    assert.is(asset.status, 200);
    assert.ok((await asset.text()).length > 100_000);
  } finally {
    await s.close();
  }
});

test('every operation says what it computes (a description beyond its summary), and no description is orphaned', async () => {
  const { DESCRIPTIONS } = await import('../ts/http/descriptions.js');
  const s = await startServer();
  try {
    const doc = (await s.get('/v1/meta/openapi.json')).body;
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      const op = item.get;
      const [definition] = (op.description as string).split('\n\nCosts ');
      assert.ok(definition && definition !== op.summary && definition.length > op.summary.length, `${path}: no description beyond the summary`);
    }
    assert.equal(Object.keys(DESCRIPTIONS).sort(), Object.keys(doc.paths).sort());
    // Tags describe the groups.
    for (const tag of doc.tags) assert.ok(tag.description && tag.description !== tag.name, tag.name);
  } finally {
    await s.close();
  }
});

test('every published parameter pattern means the same to a browser: no u-flag-only syntax, and each example matches', async () => {
  // JSON Schema patterns are ECMA-262 regexes; Swagger UI tests them with new RegExp(p) (no u
  // flag), where \\p{L} is not a letter class, and then refuses every value on the docs page.
  const s = await startServer();
  try {
    const doc = (await s.get('/v1/meta/openapi.json')).body;
    const bad: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const p of item.get.parameters ?? []) {
        const pattern: string | undefined = p.schema?.pattern;
        if (!pattern) continue;
        if (/\\[pPu]\{/.test(pattern)) bad.push(`${path} ${p.name}: ${pattern}`);
        else if (p.example !== undefined && !new RegExp(pattern).test(String(p.example))) bad.push(`${path} ${p.name}: example ${p.example}`);
      }
    }
    assert.equal(bad, []);
  } finally {
    await s.close();
  }
});

/** Every `#/components/schemas/X` named anywhere in `node`. */
function refsIn(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.add(v.replace('#/components/schemas/', ''));
      else refsIn(v, out);
    }
  }
  return out;
}

test('a group\'s part of the document (?group=, what the docs page loads): its operations, every schema they reach and no other; an unknown group is a 400', async () => {
  const s = await startServer();
  try {
    const whole = (await s.get('/v1/meta/openapi.json')).body;
    const groups = whole.tags.map((t: { name: string }) => t.name) as string[];
    const covered: string[] = [];
    for (const group of groups) {
      const part = (await s.get(`/v1/meta/openapi.json?group=${group}`)).body;
      const paths = Object.keys(part.paths);
      // Exactly the whole document's operations tagged with this group, each as in the whole.
      const expected = Object.keys(whole.paths).filter((p) => whole.paths[p][Object.keys(whole.paths[p])[0]!].tags.includes(group));
      assert.equal(paths, expected, group);
      for (const p of paths) assert.equal(part.paths[p], whole.paths[p]);
      covered.push(...paths);
      // Closed under $ref (the invariant a viewer needs), and nothing unreachable carried along.
      const schemas = part.components.schemas;
      const reached = refsIn(part.paths);
      for (let grew = true; grew; ) {
        const before = reached.size;
        for (const name of [...reached]) refsIn(schemas[name], reached);
        grew = reached.size > before;
      }
      for (const name of reached) assert.ok(name in schemas, `${group}: ${name} is referred to but missing`);
      assert.equal(Object.keys(schemas).sort(), [...reached].sort(), group);
      for (const name of Object.keys(schemas)) assert.equal(schemas[name], whole.components.schemas[name]);
      assert.equal(part.tags.map((t: { name: string }) => t.name), [group]);
    }
    assert.equal(covered.sort(), Object.keys(whole.paths).sort(), 'the groups together cover the document');
    const bad = await s.get('/v1/meta/openapi.json?group=nope');
    assert.is(bad.status, 400);
    assert.is(bad.body.error.details[0].param, 'group');
  } finally {
    await s.close();
  }
});

test.run();
