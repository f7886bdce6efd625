// Validators of the API's answers against the schemas its OpenAPI document publishes, closed so
// that an undeclared field fails (used by the answer-schema and docs-example tests).
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as assert from 'uvu/assert';
import { exampleRequest, type Parameter } from './examples.js';
import type { TestServer } from './helpers.js';

type Schema = Record<string, unknown>;

/**
 * The schema with its objects closed (`unevaluatedProperties: false`, which sees through
 * allOf/anyOf), so an undeclared field in an answer is a failure, not silently allowed. A
 * definition that is a member of a composition (a flattened enum's variants) stays open: its
 * composing parent is closed instead and sees the fields of both.
 */
function closed(schema: unknown, open: Set<string>, name?: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => closed(s, open));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'properties') out[k] = Object.fromEntries(Object.entries(v as Schema).map(([p, x]) => [p, closed(x, open)]));
    else if (k === '$defs') out[k] = Object.fromEntries(Object.entries(v as Schema).map(([d, x]) => [d, closed(x, open, d)]));
    else out[k] = closed(v, open);
  }
  const isOpen = name !== undefined && open.has(name);
  if ('properties' in out && !isOpen && !('additionalProperties' in out) && !('unevaluatedProperties' in out)) {
    out.unevaluatedProperties = false;
  }
  return out;
}

/**
 * Definitions that are members of a composition beside the object's own properties (how a
 * flattened enum is written). A plain union (`Option`'s anyOf with null, an untagged answer)
 * has no properties beside it, and its members stay closed.
 */
function composed(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => composed(s, into));
  else if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema)) {
      if ((k === 'allOf' || k === 'anyOf' || k === 'oneOf') && Array.isArray(v) && 'properties' in schema) {
        for (const m of v) if (m && typeof m.$ref === 'string') into.add(m.$ref.split('/').pop());
      }
      composed(v, into);
    }
  }
  return into;
}

/** A validator of each operation's 200 JSON answer, by path template. */
export function answerValidators(doc: any) {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
  ajv.addKeyword('example');
  // The numeric formats schemars writes for Rust's number types, checked as their ranges.
  const int = (min: number, max: number) => ({ type: 'number' as const, validate: (n: number) => Number.isInteger(n) && n >= min && n <= max });
  ajv.addFormat('double', { type: 'number', validate: Number.isFinite });
  ajv.addFormat('float', { type: 'number', validate: Number.isFinite });
  for (const [name, min, max] of [
    ['uint8', 0, 255], ['uint16', 0, 65535], ['uint32', 0, 2 ** 32 - 1], ['uint64', 0, Number.MAX_SAFE_INTEGER], ['uint', 0, Number.MAX_SAFE_INTEGER],
    ['int8', -128, 127], ['int16', -32768, 32767], ['int32', -(2 ** 31), 2 ** 31 - 1], ['int64', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER], ['int', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ] as const) {
    ajv.addFormat(name, int(min, max));
  }
  const open = composed(doc);
  const components = closed({ $defs: doc.components.schemas }, open) as { $defs: Schema };
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    const schema = item.get.responses[200].content['application/json']?.schema;
    if (!schema) continue;
    // Refs point at #/components/schemas/...: give each validator those definitions in place.
    const rooted = JSON.parse(JSON.stringify(closed(schema, open)).replaceAll('#/components/schemas/', '#/$defs/'));
    const defs = JSON.parse(JSON.stringify(components.$defs).replaceAll('#/components/schemas/', '#/$defs/'));
    validators.set(path, ajv.compile({ ...rooted, $defs: defs }));
  }
  return validators;
}

/**
 * Each path is in the published document and answers 200 to its OpenAPI example request (what
 * Swagger UI's Try it out sends), as its answer schema describes. Returns the answers by path.
 */
export async function assertExamplesAnswer(s: TestServer, key: string, paths: string[]): Promise<Map<string, any>> {
  const doc = (await s.get('/v1/meta/openapi.json')).body;
  const validators = answerValidators(doc);
  const answers = new Map<string, any>();
  for (const path of paths) {
    const op = doc.paths[path]?.get;
    assert.ok(op, `${path} is in the document`);
    const url = exampleRequest(path, op.parameters as Parameter[]);
    const r = await s.get(url, key);
    assert.is(r.status, 200, `${url}: ${JSON.stringify(r.body).slice(0, 200)}`);
    const validate = validators.get(path)!;
    assert.ok(validate(r.body), `${url}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
    answers.set(path, r.body);
  }
  return answers;
}
