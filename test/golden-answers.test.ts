// Refactoring guard: the exact body text of a fixed set of answers (every computing endpoint,
// one fixed request each) must stay byte-identical while the code is restructured. The
// expected texts are in test/fixtures/golden_answers.json, recorded by tools/gen_golden_answers.ts
// from the code as it was before the restructuring began (commit noted in the fixture). A change
// that is meant to alter an answer re-records just those answers in the same commit, with the
// reason (`--only PATH --why TEXT`, listed in the fixture's `amendments`).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, startServer, type TestServer } from './helpers.js';
import { goldenRequests } from './golden-requests.js';

const golden: { recorded_at_commit: string; amendments?: unknown[]; answers: Record<string, { status: number; type: string; body: string }> } =
  fixture('golden_answers.json');

const t = suite<{ s: TestServer; key: string }>('golden answers');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(1_000_000);
});
t.after(async (ctx) => ctx.s.close());

t('the recorded set covers at least 50 computing endpoints', () => {
  assert.ok(Object.keys(golden.answers).length >= 50, String(Object.keys(golden.answers).length));
  assert.equal(Object.keys(golden.answers).sort(), goldenRequests().sort());
});

t('every recorded answer is byte-identical', async ({ s, key }) => {
  for (const [request, expected] of Object.entries(golden.answers)) {
    const res = await fetch(s.url + request, { headers: { Authorization: `Bearer ${key}` } });
    const body = await res.text();
    assert.is(res.status, expected.status, request);
    assert.is(res.headers.get('content-type'), expected.type, request);
    if (body !== expected.body) {
      let i = 0;
      while (i < body.length && body[i] === expected.body[i]) i++;
      assert.unreachable(
        `${request} differs at byte ${i}:\n  now: ${body.slice(Math.max(0, i - 80), i + 80)}\n  was: ${expected.body.slice(Math.max(0, i - 80), i + 80)}`,
      );
    }
  }
});

t.run();
