// Every number an answer carries says what it counts or measures: the description of each numeric
// field in the engine's answer schemas (the OpenAPI responses, the typed clients and the MCP output
// schemas all come from them) names its unit (degrees, days, hours, virupas, bindus, percent …),
// or says it is a count, an ordinal (house 1 … 12, pada 1 … 4) or a total of named parts.
// The vocabulary is written here, not read from the engine: a new field whose description gives
// no unit fails until it does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { engine } from '../ts/addon.js';

const UNIT = new RegExp(
  [
    // measures
    '°', 'degrees?', 'arc ?(minutes|seconds)', 'days?', 'hours?', 'minutes?', 'seconds?', '\\bms\\b', 'years?', 'months?',
    'weeks?', 'kilomet', '\\bkm\\b', '\\bAU\\b', 'julian day', '\\bjd\\b', 'percent', '%', 'ratio', 'fraction', 'magnitude', 'gamma',
    'obscuration', 'illuminat', 'px', 'pixels', 'latitude', 'longitude', 'offset', 'ghatis?', 'palas?', 'vighatis?',
    'rupas?', 'virupas?', 'shashtiamsas?', 'bindus?', 'points?', 'score', 'credits?', 'strength', 'weight',
    // counts, ordinals and totals
    'count', 'number', 'how many', 'index', '\\d+ ?(to|-|–|\\.\\.|…) ?\\d+', '1 =', '\\bhouse\\b', '\\bpada\\b', 'out of',
    'maximum', 'minimum', '\\bsum\\b', 'total', 'level', 'rank', 'order', 'position', 'share', 'factor', 'multiplier',
  ].join('|'),
  'i',
);

type Schema = { type?: string | string[]; description?: string; properties?: Record<string, Schema>; [k: string]: unknown };

/** Every numeric property under a schema, as `where.name` with its description. */
function* numericFields(x: unknown, where: string): Generator<[string, string | undefined]> {
  if (!x || typeof x !== 'object') return;
  const s = x as Schema;
  for (const [name, p] of Object.entries(s.properties ?? {})) {
    const types = Array.isArray(p.type) ? p.type : [p.type];
    if (types.includes('number') || types.includes('integer')) yield [`${where}.${name}`, p.description];
  }
  for (const [k, v] of Object.entries(s)) if (v && typeof v === 'object') yield* numericFields(v, k === 'properties' || k === 'items' ? where : `${where}/${k}`);
}

test('every numeric field of every answer schema states its unit, or that it counts or orders', () => {
  const schemas = engine.schemas();
  const roots: [string, unknown][] = [
    ...Object.entries(schemas.answer_definitions),
    ...Object.entries(schemas.functions).flatMap(([name, f]) => [
      [name, f.answer] as [string, unknown],
      ...Object.entries(f.answers ?? {}).map(([sel, a]) => [`${name}[${sel}]`, a] as [string, unknown]),
    ]),
  ];
  const fields = new Map<string, string | undefined>();
  for (const [name, schema] of roots) for (const [where, description] of numericFields(schema, name)) fields.set(where, description);
  assert.ok(fields.size > 500, `only ${fields.size} numeric fields found`);
  const silent = [...fields].filter(([, d]) => !d || !UNIT.test(d)).map(([w, d]) => `${w}: ${d ?? '(no description)'}`);
  assert.equal(silent, [], `numeric fields without a unit:\n${silent.join('\n')}`);
});

test.run();
