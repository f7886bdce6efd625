// Our request ids (also the ledger's charge ids) begin with the time: later ids sort after earlier
// ones, so the ledger's and the in-flight table's indexes on them grow at their right edge
// (docs/benchmarks.md, "sixth pass"). Expected values come from the clock and from the format
// the responses promise (`req_` and 24 hex digits), not from the generator.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newRequestId } from '../ts/http/middleware/request-id.js';

const FORMAT = /^req_[0-9a-f]{24}$/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('an id is req_ and 24 hex digits, the first 11 the time of its making in ms', () => {
  const before = Date.now();
  const id = newRequestId();
  const after = Date.now();
  assert.match(id, FORMAT);
  const ms = parseInt(id.slice(4, 15), 16);
  assert.ok(ms >= before && ms <= after, `${ms} not within [${before}, ${after}]`);
});

test('ids made later sort after ids made earlier', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    ids.push(newRequestId());
    await sleep(2);
  }
  assert.equal([...ids].sort(), ids);
});

test('ids made in the same millisecond still differ (the random part)', () => {
  const ids = Array.from({ length: 20_000 }, () => newRequestId());
  assert.is(new Set(ids).size, ids.length);
  for (const id of ids) assert.match(id, FORMAT);
  // Many share a millisecond here, so their difference is the 13 random digits.
  const sameMs = ids.filter((id) => id.slice(4, 15) === ids[0]!.slice(4, 15));
  assert.ok(sameMs.length > 1, 'expected several ids within one millisecond');
});

test.run();
