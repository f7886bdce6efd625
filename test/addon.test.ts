// The addon boundary: a Rust panic must surface as an ordinary error, never kill the process.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { engine, EngineError } from '../ts/addon.js';

test('a panic inside Rust becomes an internal_error and the process carries on', () => {
  for (let i = 0; i < 3; i++) {
    try {
      engine.panicForTest();
      assert.unreachable('should have thrown');
    } catch (e) {
      assert.instance(e, EngineError);
      assert.is((e as EngineError).code, 'internal_error');
    }
  }
  // Still computing afterwards.
  const m = engine.resolveMoment({ date: '2000-01-01', time: '12:00', tz: '+00:00' });
  assert.is(m.jd_ut, 2451545.0); // J2000.0 epoch by definition
});

test('engine input errors name the parameter', () => {
  try {
    engine.resolveMoment({ date: '2023-02-30', time: '10:00', tz: '+00:00' });
    assert.unreachable();
  } catch (e) {
    assert.is((e as EngineError).code, 'invalid_request');
    assert.is((e as EngineError).param, 'date');
  }
});

test.run();
