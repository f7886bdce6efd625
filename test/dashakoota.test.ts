// /v1/milan/dashakoota over HTTP. Expected values come from outside the endpoint: each koota's
// verdict is /v1/milan/porutham's for the same query and each counterpart's points are
// /v1/milan/ashtakoota's (both checked against PyJHora 4.8.7 in native/core/tests); the births are
// test/fixtures/pyjhora_milan.json's (tools/gen_milan_pyjhora.py), whose nakshatra and pada come
// from pyswisseph; the worked example below is done by hand from the classical tables of
// docs/porutham.md and the ashtakoota tables of native/core/src/vedic/milan/koota.rs.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { coupleQuery as q, fixture, startServer, type TestServer } from './helpers.js';

const ref = fixture('pyjhora_milan.json');
const ORDER = ['dina', 'gana', 'mahendra', 'stree_deergha', 'yoni', 'rasi', 'rasi_adhipathi', 'vasya', 'rajju', 'vedha'];
const COUNTERPART: Record<string, string | null> = {
  dina: 'tara',
  gana: 'gana',
  mahendra: null,
  stree_deergha: null,
  yoni: 'yoni',
  rasi: 'bhakoot',
  rasi_adhipathi: 'graha_maitri',
  vasya: 'vashya',
  rajju: 'nadi',
  vedha: null,
};

const t = suite<{ s: TestServer; key: string }>('dashakoota');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

/** Ten fixture cases picked by a seeded linear congruential generator (seed 15, the number). */
function seededCases(n: number): any[] {
  let x = 15;
  const picked = new Set<number>();
  while (picked.size < n) {
    x = (x * 1103515245 + 12345) % 2147483648;
    picked.add(x % ref.cases.length);
  }
  return [...picked].map((i) => ref.cases[i]);
}

t('each koota equals /v1/milan/porutham and each counterpart /v1/milan/ashtakoota (10 seeded pairs)', async ({ s, key }) => {
  let conflicts = 0;
  for (const c of seededCases(10)) {
    const [d, p, a] = await Promise.all([
      s.get(`/v1/milan/dashakoota?${q(c)}`, key),
      s.get(`/v1/milan/porutham?${q(c)}`, key),
      s.get(`/v1/milan/ashtakoota?${q(c)}`, key),
    ]);
    assert.is(d.status, 200);
    const b = d.body;
    assert.equal(b.kootas.map((k: any) => k.name), ORDER);
    b.kootas.forEach((k: any, i: number) => {
      const por = p.body.poruthams[i];
      assert.equal([k.name, k.agrees, k.reason], [por.name, por.agrees, por.reason], k.name);
      const other = COUNTERPART[k.name];
      assert.ok(other !== undefined, k.name);
      if (other === null || other === undefined) {
        assert.is(k.counterpart, null, k.name);
        assert.is(k.verdicts_conflict, null, k.name);
      } else {
        const ak = a.body.kootas[other];
        assert.equal([k.counterpart.koota, k.counterpart.score, k.counterpart.max, k.counterpart.description], [other, ak.score, ak.max, ak.description]);
        assert.is(k.verdicts_conflict, (k.agrees && ak.score === 0) || (!k.agrees && ak.score === ak.max), k.name);
      }
      assert.type(k.rule_difference, 'string');
    });
    assert.is(b.count, p.body.count);
    assert.is(b.max, 10);
    assert.is(b.minimum_met, p.body.minimum_met);
    assert.equal(b.minimum, p.body.minimum);
    assert.is(b.ashtakoota_total, a.body.total);
    assert.is(b.ashtakoota_max, 36);
    assert.equal(b.conflicts, b.kootas.filter((k: any) => k.verdicts_conflict).map((k: any) => k.name));
    assert.equal(b.boy_moon, p.body.boy_moon);
    assert.equal(b.girl_moon, p.body.girl_moon);
    // The fixture's stars (pyswisseph) are the ones the answer reads.
    assert.is(b.boy_moon.pada, c.boy.pada);
    assert.is(b.girl_moon.pada, c.girl.pada);
    assert.is(b.conventions.ayanamsa, p.body.conventions.ayanamsa);
    assert.match(b.conventions.porutham_rules, /PyJHora 4\.8\.7/);
    assert.match(b.conventions.points_total, /Maitreya.*AstroWay.*Asterwise.*astrojyoti/s);
    conflicts += b.conflicts.length;
  }
  assert.ok(conflicts > 0, 'some of the ten pairs show a conflict');
});

// Worked example, by hand: the fixture's first case. Boy Magha (star 10) pada 2, Moon 126.38°, so
// Simha (sign 5); girl Bharani (star 2) pada 1, Moon 15.81°, so Mesha (sign 1).
// - dina: Bharani is (2 + 27 - 10) + 1 = 20th from Magha, a dina count: agrees. Tara: Magha is 9th
//   from Bharani (Parama Mitra), Bharani 20th from Magha (tara 2, Sampat), both auspicious: 3 of 3.
// - gana: Magha Rakshasa, Bharani Manushya: fails. Ashtakoota: bride Manushya, groom Rakshasa: 0 of 6.
// - mahendra: Magha is 9th from Bharani, not 4, 7, 10 ...: fails (no counterpart).
// - stree deergha: 9 > 7: agrees (no counterpart).
// - yoni: Magha Rat, Bharani Elephant, not enemies: agrees. Ashtakoota: bride Elephant, groom Rat: 2 of 4.
// - rasi: Simha is 5th from Mesha, not 7th or more: fails. Bhakoot: 5/9: 0 of 7.
// - rasi adhipathi: the girl's lord Mars, the boy's the Sun; Mars's row holds Mercury and Venus
//   only: fails. Graha maitri: the Sun and Mars are natural friends both ways: 5 of 5, a conflict.
// - vasya: Mesha's vasya signs are Simha and Vrischika; the boy is Simha: agrees. Vashya: girl
//   quadruped (Aries), boy wild (Leo): 0 of 2, a conflict.
// - rajju: Magha foot, Bharani waist: agrees. Nadi: Magha Antya, Bharani Madhya: 8 of 8.
// - vedha: Magha's vedha star is Revati, not Bharani: agrees (no counterpart).
// Count 6 of 10; minimum not met (gana fails); ashtakoota varna 1 (both Kshatriya) + 0 + 3 + 2 + 5
// + 0 + 0 + 8 = 19 of 36; conflicts rasi adhipathi and vasya.
t('worked example: boy Magha 2, girl Bharani 1', async ({ s, key }) => {
  const c = ref.cases[0];
  assert.equal([c.boy.nakshatra, c.boy.pada, c.girl.nakshatra, c.girl.pada], [10, 2, 2, 1]);
  const r = await s.get(`/v1/milan/dashakoota?${q(c)}`, key);
  assert.is(r.status, 200);
  const b = r.body;
  assert.equal([b.boy_moon.nakshatra, b.boy_moon.moon_sign, b.girl_moon.nakshatra, b.girl_moon.moon_sign], ['Magha', 'Leo', 'Bharani', 'Aries']);
  assert.equal(b.kootas.map((k: any) => k.agrees), [true, false, false, true, true, false, false, true, true, true]);
  assert.equal(
    b.kootas.map((k: any) => k.counterpart && [k.counterpart.score, k.counterpart.max]),
    [[3, 3], [0, 6], null, null, [2, 4], [0, 7], [5, 5], [0, 2], [8, 8], null],
  );
  assert.equal(b.kootas.map((k: any) => k.verdicts_conflict), [false, false, null, null, false, false, true, true, false, null]);
  assert.is(b.count, 6);
  assert.is(b.minimum_met, false);
  assert.is(b.ashtakoota_total, 19);
  assert.equal(b.conflicts, ['rasi_adhipathi', 'vasya']);
});

t('a missing girl_ field is a 400 naming it; the call costs 2 credits', async ({ s, key }) => {
  const c = ref.cases[0];
  const full = q(c);
  const missing = await s.get(`/v1/milan/dashakoota?${full.replace(/&girl_lat=[^&]+/, '')}`, key);
  assert.is(missing.status, 400);
  assert.is(missing.body.error.details[0].param, 'girl_lat');
  const k = await s.key(10);
  const ok = await s.get(`/v1/milan/dashakoota?${full}`, k);
  assert.is(ok.status, 200);
  assert.is(ok.headers.get('x-credits-charged'), '2');
  assert.is(ok.headers.get('x-credits-remaining'), '8');
});

t.run();
