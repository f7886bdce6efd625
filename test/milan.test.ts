// Milan endpoints over HTTP: the spec's Ashtakoota result exactly, per-koota paths, doshas,
// navamsa and dasha sync; koota scores against PyJHora on the fixture's pairs where PyJHora's
// tables agree with ours (the full check with the documented differences runs in
// native/core/tests/milan_vs_pyjhora.rs).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { coupleQuery as q, fixture, startServer, type TestServer } from './helpers.js';

const ref = fixture('pyjhora_milan.json');
const pair =
  'boy_date=1990-07-15&boy_time=14:30&boy_tz=%2B05:30&boy_lat=28.6139&boy_lon=77.2090&girl_date=1992-03-08&girl_time=06:10&girl_tz=%2B05:30&girl_lat=19.0760&girl_lon=72.8777';
const KEYS = ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'];
const EXTRA: Record<string, string[]> = {
  varna: ['boy', 'girl'],
  vashya: ['boy', 'girl'],
  tara: ['tara_count'],
  yoni: ['boy', 'girl'],
  graha_maitri: ['boy_lord', 'girl_lord'],
  gana: ['boy', 'girl'],
  bhakoot: ['boy_sign', 'girl_sign'],
  nadi: ['boy', 'girl'],
};
const t = suite<{ s: TestServer; key: string }>('milan');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

t('ashtakoota: the spec result, maxima 1..8 summing to 36, total = sum', async ({ s, key }) => {
  const r = await s.get(`/v1/milan/ashtakoota?${pair}`, key);
  assert.is(r.status, 200);
  const b = r.body;
  assert.is(b.max, 36);
  assert.is(b.min_required, 18);
  assert.ok(['very_poor', 'poor', 'acceptable', 'good', 'very_good', 'excellent'].includes(b.verdict));
  assert.type(b.verdict_label, 'string');
  assert.equal(Object.keys(b.kootas), KEYS);
  let total = 0;
  KEYS.forEach((k, i) => {
    const e = b.kootas[k];
    assert.is(e.max, i + 1);
    assert.type(e.score, 'number');
    assert.type(e.description, 'string');
    for (const f of EXTRA[k]!) assert.ok(f in e, `${k}.${f}`);
    total += e.score;
  });
  assert.is(b.total, total);
  assert.is(KEYS.reduce((a, k) => a + b.kootas[k].max, 0), 36);
  assert.type(b.conventions.ayanamsa, 'string');
});

t('ashtakoota/{koota}: each equals the full answer entry; unknown koota lists allowed', async ({ s, key }) => {
  const full = (await s.get(`/v1/milan/ashtakoota?${pair}`, key)).body;
  for (const slug of ['varna', 'vashya', 'tara', 'yoni', 'graha-maitri', 'gana', 'bhakoot', 'nadi']) {
    const r = await s.get(`/v1/milan/ashtakoota/${slug}?${pair}`, key);
    assert.is(r.status, 200);
    const k = slug.replace('-', '_');
    assert.is(r.body.koota, k);
    for (const [f, v] of Object.entries(full.kootas[k])) assert.equal(r.body[f], v, `${slug}.${f}`);
  }
  const bad = await s.get(`/v1/milan/ashtakoota/rajju?${pair}`, key);
  assert.is(bad.status, 400);
  assert.match(bad.body.error.details[0].message, /graha-maitri/);
  const missing = await s.get(`/v1/milan/ashtakoota?${pair.replace(/&girl_tz=[^&]+/, '')}`, key);
  assert.is(missing.status, 400);
  assert.is(missing.body.error.details[0].param, 'girl_tz');
});

t('koota scores agree with PyJHora where its tables are ours (gana, graha maitri, bhakoot, nadi; tara = 3 - PyJHora)', async ({ s, key }) => {
  for (const c of ref.cases.slice(0, 40)) {
    const r = await s.get(`/v1/milan/ashtakoota?${q(c)}`, key);
    assert.is(r.status, 200);
    for (const k of ['gana', 'graha_maitri', 'bhakoot', 'nadi']) assert.is(r.body.kootas[k].score, c.pyjhora[k], k);
    assert.is(r.body.kootas.tara.score, 3 - c.pyjhora.tara);
  }
});

t('mangal dosha: houses from lagna, Moon, Venus; Raman rules listed; verdict consistent', async ({ s, key }) => {
  const r = await s.get(`/v1/milan/mangal-dosha?${pair}`, key);
  assert.is(r.status, 200);
  const b = r.body;
  assert.equal(b.rules.map((x: { id: string }) => x.id), ['R1', 'R2', 'R3', 'R4']);
  for (const p of [b.boy, b.girl]) {
    assert.equal(p.references.map((x: { from: string }) => x.from), ['lagna', 'moon', 'venus']);
    for (const ref of p.references) {
      assert.is(ref.in_dosha_house, [1, 2, 4, 7, 8, 12].includes(ref.house));
      assert.is(ref.dosha, ref.in_dosha_house && ref.cancelled_by.length === 0);
    }
  }
  const both = b.boy.has_dosha && b.girl.has_dosha;
  assert.is(b.rules[3].applied, both);
  if (both) assert.is(b.verdict, 'balanced');
  const sh = await s.get(`/v1/milan/shani-dosha?${pair}`, key);
  assert.is(sh.status, 200);
  assert.is(sh.body.boy.planet, 'Saturn');
});

t('nadi dosha: present iff the nadi koota is 0', async ({ s, key }) => {
  for (const c of ref.cases.slice(0, 15)) {
    const n = await s.get(`/v1/milan/nadi-dosha?${q(c)}`, key);
    assert.is(n.status, 200);
    assert.is(n.body.present, c.pyjhora.nadi === 0);
    assert.is(n.body.effective, n.body.present && !n.body.cancelled);
  }
});

t('navamsa-compat and dasha-sync', async ({ s, key }) => {
  const n = await s.get(`/v1/milan/navamsa-compat?${pair}`, key);
  assert.is(n.status, 200);
  assert.is(n.body.pairs.length, 4);
  assert.is(n.body.score, n.body.pairs.filter((p: { favourable: boolean }) => p.favourable).length);
  const d = await s.get(`/v1/milan/dasha-sync?${pair}&at=2025-01-01&years=5`, key);
  assert.is(d.status, 200);
  const st = d.body.stretches;
  assert.ok(st.length > 1);
  assert.ok(Math.abs(st.at(-1).end.jd_ut - st[0].start.jd_ut - 5 * 365.25) < 1e-6);
  assert.ok(d.body.score >= 0 && d.body.score <= 100);
  const bad = await s.get(`/v1/milan/dasha-sync?${pair}&years=80`, key);
  assert.is(bad.status, 400);
  assert.is(bad.body.error.details[0].param, 'years');
});

t.run();
