// The docs page's "Try it out": Swagger UI fills every parameter that has an example and sends
// them together. So each operation's examples must form one valid request, answered 200 with the
// media type the document promises and an answer its schema describes (the contract a new user
// meets first).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from './helpers.js';
import { answerValidators } from './schema-validation.js';
import { exampleRequest, type Parameter } from './examples.js';

test('every operation answers 200 to its own examples, as Swagger UI sends them', async () => {
  const s = await startServer();
  try {
    const doc = (await s.get('/v1/meta/openapi.json')).body;
    const key = await s.key(1_000_000);
    const validators = answerValidators(doc);
    // Compiling the validators blocks the event loop for seconds (minutes on a loaded machine);
    // let the keep-alive timers that expired meanwhile run, so no request reuses a socket the
    // server is closing (read ECONNRESET).
    await new Promise((resolve) => setTimeout(resolve, 10));
    const failures: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      const op = item.get;
      const params: Parameter[] = op.parameters;
      // Swagger UI refuses to send a request whose required parameter has no value.
      for (const p of params.filter((x) => x.required && x.example === undefined)) {
        failures.push(`${path}: required ${p.name} has no example`);
      }
      const url = exampleRequest(path, params);
      let res: Response;
      try {
        res = await fetch(s.url + url, { headers: op.security.length ? { Authorization: `Bearer ${key}` } : {} });
      } catch (e) {
        throw new Error(`${url}: ${String((e as Error).cause ?? e)}`);
      }
      const type = res.headers.get('content-type') ?? '';
      const promised = Object.keys(op.responses[200].content);
      if (res.status !== 200) failures.push(`${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      else if (!promised.some((t) => type.startsWith(t))) failures.push(`${url}: ${type} is not one of ${promised}`);
      else if (type.startsWith('application/json')) {
        // The answer is the one the document describes (closed schema: no undeclared field).
        const validate = validators.get(path)!;
        if (!validate(await res.json())) failures.push(`${url}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
      } else await res.arrayBuffer();
    }
    assert.equal(failures, [], failures.join('\n'));
  } finally {
    await s.close();
  }
});

test.run();
