// Yogas over HTTP: the engine's answer for the fixture charts agrees with PyJHora where the
// definitions match (test/fixtures/yoga_pyjhora.json, tools/gen_yoga_pyjhora.py; the full
// per-yoga comparison runs in native/core/tests/yoga_vs_pyjhora.rs), and the result shape.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, qs, startServer, type TestServer } from './helpers.js';

const ref = fixture('yoga_pyjhora.json');
const t = suite<{ s: TestServer; key: string }>('yoga');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

const EXACT = ['ruchaka', 'bhadra', 'hamsa', 'malavya', 'sasa', 'budha_aditya', 'chandra_mangala', 'chatussagara'];

t('pancha mahapurusha, Budha-Aditya, Chandra-Mangala, Chatussagara equal PyJHora on 40 charts', async ({ s, key }) => {
  for (const c of ref.cases.slice(0, 40)) {
    const res = await s.get(`/v1/yoga/list?${qs(c.input)}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    const keys = new Set(res.body.yogas.map((y: { key: string }) => y.key));
    for (const k of EXACT) assert.is(keys.has(k), c.pyjhora[k], `${c.input.date} ${k}`);
  }
});

t('shape: every yoga names category, planets, definition and source; count matches', async ({ s, key }) => {
  const res = await s.get('/v1/yoga/list?date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090', key);
  assert.is(res.status, 200);
  assert.is(res.body.count, res.body.yogas.length);
  assert.ok(res.body.checked.length >= 36);
  for (const y of res.body.yogas) {
    for (const f of ['key', 'name', 'category', 'definition', 'source']) assert.type(y[f], 'string', f);
    assert.ok(Array.isArray(y.planets) && y.planets.length > 0);
    assert.ok(res.body.checked.includes(y.key));
  }
  assert.is(res.body.conventions.ayanamsa, 'lahiri');
});

t('bad input: 400 naming the parameter', async ({ s, key }) => {
  const res = await s.get('/v1/yoga/list?date=1990-07-15&time=14:30&tz=%2B05:30&lat=95&lon=77', key);
  assert.is(res.status, 400);
  assert.ok(JSON.stringify(res.body.error).includes('lat'));
});

const BIRTH = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';

t('catalog lists every key once; detail of each answers, unknown key is a 400 pointing to the catalog', async ({ s, key }) => {
  const cat = await s.get('/v1/yoga/catalog', key);
  assert.is(cat.status, 200);
  const keys: string[] = cat.body.yogas.map((y: { key: string }) => y.key);
  assert.is(new Set(keys).size, cat.body.count);
  for (const k of ['gajakesari', 'dharma_karmadhipati', 'kamala', 'sakata_akriti']) assert.ok(keys.includes(k), k);
  const d = await s.get(`/v1/yoga/detail/gajakesari?${BIRTH}`, key);
  assert.is(d.status, 200, JSON.stringify(d.body));
  assert.ok(d.body.clauses.length > 0);
  const bad = await s.get(`/v1/yoga/detail/no_such_yoga?${BIRTH}`, key);
  assert.is(bad.status, 400);
  assert.ok(JSON.stringify(bad.body.error).includes('/v1/yoga/catalog'));
});

t('nabhasa: one sankhya yoga; raja: every period ruled by the yoga\'s grahas', async ({ s, key }) => {
  const n = await s.get(`/v1/yoga/nabhasa?${BIRTH}`, key);
  assert.is(n.status, 200);
  assert.is(n.body.yogas.filter((y: { class: string }) => y.class === 'sankhya').length, 1);
  const r = await s.get(`/v1/yoga/raja?${BIRTH}`, key);
  assert.is(r.status, 200);
  for (const y of r.body.yogas) {
    for (const p of y.dashas) assert.ok(y.planets.includes(p.mahadasha), `${y.key} ${p.mahadasha}`);
  }
});

t.run();
