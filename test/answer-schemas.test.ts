// Response schemas: every JSON answer the API gives validates against the schema its OpenAPI
// operation publishes (derived from the engine's types, native/node/src/schemas.rs), and the
// schemas are exact: a field the schema does not declare fails the check.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, startServer } from './helpers.js';
import { answerValidators } from './schema-validation.js';

/** The catalog path template a concrete request path belongs to. */
function templateOf(paths: string[], requestPath: string): string | undefined {
  return paths.find((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(requestPath));
}

test('every JSON endpoint publishes a schema derived from the engine, not a placeholder', async () => {
  const s = await startServer();
  try {
    const doc = (await s.get('/v1/meta/openapi.json')).body;
    const loose: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      const json = item.get.responses[200].content['application/json'];
      if (json && Array.isArray(json.schema.type)) loose.push(path);
    }
    assert.equal(loose, [], `no answer schema: ${loose.join(', ')}`);
  } finally {
    await s.close();
  }
});

test('every recorded answer (the golden set, one request per endpoint) validates against its schema', async () => {
  const s = await startServer();
  try {
    const doc = (await s.get('/v1/meta/openapi.json')).body;
    const validators = answerValidators(doc);
    const golden: { answers: Record<string, { type: string; body: string }> } = fixture('golden_answers.json');
    const failures: string[] = [];
    let checked = 0;
    for (const [request, recorded] of Object.entries(golden.answers)) {
      if (!recorded.type.startsWith('application/json')) continue;
      const path = templateOf(Object.keys(doc.paths), request.split('?')[0]!);
      const validate = path && validators.get(path);
      if (!validate) continue;
      checked++;
      if (!validate(JSON.parse(recorded.body))) {
        failures.push(`${request}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
      }
    }
    assert.ok(checked > 0);
    assert.equal(failures, [], failures.join('\n'));
    // The check can fail: an undeclared field, or a declared one missing, is refused.
    const natal = Object.entries(golden.answers).find(([r]) => r.startsWith('/v1/western/natal/chart?'))!;
    const validate = validators.get('/v1/western/natal/chart')!;
    const answer = JSON.parse(natal[1].body);
    assert.ok(validate(answer));
    assert.not.ok(validate({ ...answer, bogus: 1 }), 'an undeclared top-level field');
    assert.not.ok(validate({ ...answer, planets: [{ ...answer.planets[0], bogus: 1 }] }), 'an undeclared nested field');
    const { ascendant: _a, ...withoutAscendant } = answer;
    assert.not.ok(validate(withoutAscendant), 'a missing field');
  } finally {
    await s.close();
  }
});

test.run();
