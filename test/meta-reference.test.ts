// /v1/meta/ayanamsas and /v1/meta/house-systems against pyswisseph
// (test/fixtures/meta_reference.json, written by tools/gen_meta_reference.py): every ayanamsa's
// true and mean value at five dates 1800-2399, Swiss Ephemeris's names and modes; every house
// system's quadrant property and whether it can be computed inside the polar circles.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, startServer } from './helpers.js';

interface Ref {
  ayanamsas: { slug: string; swiss_mode: number; swiss_name: string; values: { date: string; value: number; mean_value: number }[] }[];
  house_systems: { letter: string; quadrant: boolean; polar_computes: boolean }[];
}
const ref = fixture<Ref>('meta_reference.json');

test('ayanamsas: every slug, its Swiss name and mode, true and mean values within 1e-9°, free and public', async () => {
  const s = await startServer();
  try {
    const dates = ref.ayanamsas[0]!.values.map((v) => v.date);
    let worst = 0;
    for (const date of dates) {
      const r = await s.get(`/v1/meta/ayanamsas?date=${date}`);
      assert.is(r.status, 200, JSON.stringify(r.body));
      assert.is(r.headers.get('x-credits-charged'), null);
      assert.equal(r.body.ayanamsas.map((a: { slug: string }) => a.slug), ref.ayanamsas.map((a) => a.slug));
      for (const a of r.body.ayanamsas) {
        const want = ref.ayanamsas.find((x) => x.slug === a.slug)!;
        const v = want.values.find((x) => x.date === date)!;
        assert.is(a.swiss_mode, want.swiss_mode);
        assert.is(a.swiss_name, want.swiss_name);
        worst = Math.max(worst, Math.abs(a.value - v.value), Math.abs(a.mean_value - v.mean_value));
        assert.ok(Math.abs(a.value - a.mean_value - r.body.nutation_in_longitude) < 2e-9); // three numbers of 9 decimals
      }
    }
    console.log(`    17 ayanamsas at ${dates.length} dates: worst difference ${(worst * 3600).toExponential(1)}″`);
    assert.ok(worst < 1e-9);
    const bad = await s.get('/v1/meta/ayanamsas?date=2400-01-02');
    assert.is(bad.status, 400);
    assert.is((await s.get('/v1/meta/ayanamsas')).status, 400, 'date is required');
  } finally {
    await s.close();
  }
});

test('house systems: letters, cusp counts, quadrant and polar behaviour as pyswisseph computes them', async () => {
  const s = await startServer();
  try {
    const r = await s.get('/v1/meta/house-systems');
    assert.is(r.status, 200);
    const rows = r.body.house_systems as { slug: string; swiss_letter: string; cusps: number; quadrant: boolean; polar: string }[];
    assert.is(rows.length, 24);
    assert.equal(rows.map((h) => h.swiss_letter).sort(), ref.house_systems.map((h) => h.letter).sort());
    for (const h of rows) {
      const want = ref.house_systems.find((x) => x.letter === h.swiss_letter)!;
      assert.is(h.quadrant, want.quadrant, `${h.slug} quadrant`);
      assert.is(h.polar, want.polar_computes ? 'computes' : 'unsupported', `${h.slug} polar`);
      assert.is(h.cusps, h.swiss_letter === 'G' ? 36 : 12);
    }
    // What the table says is what the chart endpoints do: Placidus at 78° N is a 422, Porphyry computes.
    const key = await s.key(10);
    const at = (hs: string) => `/v1/western/natal/houses?date=1990-07-15&time=14:30&tz=%2B01:00&lat=78.2232&lon=15.6267&house_system=${hs}`;
    assert.is((await s.get(at('placidus'), key)).status, rows.find((h) => h.slug === 'placidus')!.polar === 'unsupported' ? 422 : 200);
    assert.is((await s.get(at('porphyry'), key)).status, 200);
  } finally {
    await s.close();
  }
});

test.run();
