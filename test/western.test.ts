// /v1/western/natal/houses against pyswisseph houses_ex for all 24 systems (within 1″).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { arcsec, fixture, qs, startServer } from './helpers.js';

const ref = fixture('swisseph_reference.json');

test('cusps, ascendant and MC for every house system match pyswisseph', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    for (const c of ref.cases.slice(0, 6)) {
      for (const [system, expected] of Object.entries<any>(c.houses)) {
        const res = await s.get(`/v1/western/natal/houses?${qs(c.input, { house_system: system })}`, key);
        assert.is(res.status, 200, `${system}: ${JSON.stringify(res.body)}`);
        assert.is(res.body.system, system);
        assert.is(res.body.cusps.length, expected.cusps.length);
        res.body.cusps.forEach((cusp: any, i: number) => {
          assert.is(cusp.house, i + 1);
          assert.ok(arcsec(cusp.longitude, expected.cusps[i]) < 1, `${system} cusp ${i + 1}`);
        });
        assert.ok(arcsec(res.body.ascendant.longitude, expected.ascendant) < 1);
        assert.ok(arcsec(res.body.mc.longitude, expected.mc) < 1);
      }
    }
    const dflt = await s.get(`/v1/western/natal/houses?${qs(ref.cases[0].input)}`, key);
    assert.is(dflt.body.system, 'placidus');
    assert.is(dflt.body.conventions.zodiac, 'tropical');
  } finally {
    await s.close();
  }
});

test.run();
