// The addon boundary: a Rust panic must surface as an ordinary error, never kill the process.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { engine, EngineError, withCharacters, type EngineFunction } from '../ts/addon.js';

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

test('typed engine requests refuse unknown option values as the caller\'s error, naming the option', () => {
  const moment = { jd_ut: 2451545.0, offset_minutes: 0 };
  const place = { lat: 51.5, lon: -0.1 };
  // Deliberately outside the typed surface: what the addon does with values the types forbid.
  const refused = (name: EngineFunction, input: object): EngineError => {
    try {
      engine.call(name, input as never);
    } catch (e) {
      assert.instance(e, EngineError);
      return e as EngineError;
    }
    return assert.unreachable(`${name} accepted ${JSON.stringify(input)}`) as never;
  };
  // The house-system table is the only list of slugs; its message names the parameter.
  const h = refused('natalHouses', { moment, place, house_system: 'koch2' });
  assert.is(h.code, 'invalid_request');
  assert.is(h.param, 'house_system');
  assert.match(h.message, /must be one of: placidus, /);
  // Closed options are enums: an unknown value is a 400-class error, never an internal one.
  for (const [name, extra] of [
    ['westernFirdaria', { node_placement: 'middle' }],
    ['westernNatalChart', { lilith: 'bright' }],
    ['westernFixedStars', { stars: 'some' }],
  ] as const) {
    assert.is(refused(name, { moment, place, ...extra }).code, 'invalid_request', name);
  }
  // A technique's required field (the transit moment) is required by its type.
  assert.is(refused('westernTransitAspects', { moment, place }).code, 'invalid_request');
});

test('answers cross as ASCII-only JSON (V8 fast path); the text sent is what JSON.stringify writes', () => {
  // The D2 hora rule is written with degree signs (varga/mod.rs): the addon escapes them on the
  // wire, and the text the HTTP layer sends has them back, byte for byte JSON.stringify's output.
  const req = { moment: { jd_ut: 2451545, offset_minutes: 330 }, place: { lat: 28.6, lon: 77.2 }, varga: 'D2' };
  const text = engine.raw('divisionalChart', req).body;
  assert.ok(text.includes('°'));
  assert.is(text, JSON.stringify(engine.call('divisionalChart', req)));
});

test('withCharacters restores escaped characters only where JSON.stringify writes characters', () => {
  // Oracle: JSON.parse of both texts is the same value (RFC 8259 escapes), and JSON.stringify writes
  // characters from U+0080 up but keeps control characters escaped and a backslash doubled.
  const wire = '{"a":"15 \\u00b0C \\\\u00b0 \\u0001 \\ud83d\\ude00"}';
  const sent = withCharacters(wire);
  assert.equal(JSON.parse(sent), JSON.parse(wire));
  assert.is(sent, JSON.stringify(JSON.parse(wire)));
  assert.is(withCharacters('{"plain":1}'), '{"plain":1}');
});

test('the ephemeris files are read from memory in the built addon (Linux with glibc)', () => {
  if (process.platform !== 'linux') return;
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  if (!report.header?.glibcVersionRuntime) return; // musl: the link does not wrap fopen there
  // Any chart opens the planets' file; that the answers stay Swiss Ephemeris's own is what the
  // golden answers and the fixture tests check, all through this same addon.
  engine.vedicChart({ moment: { jd_ut: 2448908.5, offset_minutes: 0 }, place: { lat: 0, lon: 0 } });
  const files = engine.ephemerisFilesInMemory();
  assert.ok(files.some((f) => f.endsWith('sepl_18.se1')), `served from memory: ${JSON.stringify(files)}`);
});

test.run();
