// Doshas over HTTP: Guru Chandal and Shrapit against PyJHora dosha.py (test/fixtures/
// yoga_pyjhora.json), Mangal equal to /v1/milan/mangal-dosha's rule set for the same chart,
// sade sati equal to /v1/transit/sade-sati at the same moment, and 400s.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, qs, startServer, type TestServer } from './helpers.js';

const ref = fixture('yoga_pyjhora.json');
const t = suite<{ s: TestServer; key: string }>('dosha');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

const get = (b: { doshas: { key: string; present: boolean }[] }, k: string) => b.doshas.find((d) => d.key === k)!;

t('Guru Chandal and Shrapit equal PyJHora on 40 charts', async ({ s, key }) => {
  for (const c of ref.cases.slice(0, 40)) {
    const res = await s.get(`/v1/dosha/list?${qs(c.input, { at: '2025-01-01T12:00:00+05:30' })}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    assert.is(get(res.body, 'guru_chandal').present, c.pyjhora_dosha.guru_chandal, `${c.input.date}`);
    assert.is(get(res.body, 'shrapit').present, c.pyjhora_dosha.shrapit, `${c.input.date}`);
  }
});

t('Mangal equals the matchmaking rules; sade sati equals /v1/transit/sade-sati', async ({ s, key }) => {
  const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
  const res = await s.get(`/v1/dosha/list?${birth}&at=2025-01-01T12:00:00%2B05:30`, key);
  assert.is(res.status, 200, JSON.stringify(res.body));
  const m = await s.get(
    `/v1/milan/mangal-dosha?boy_date=1990-07-15&boy_time=14:30&boy_tz=%2B05:30&boy_lat=28.6139&boy_lon=77.2090&girl_date=1992-03-08&girl_time=06:10&girl_tz=%2B05:30&girl_lat=19.0760&girl_lon=72.8777`,
    key,
  );
  assert.is(m.status, 200, JSON.stringify(m.body));
  const boy = m.body.boy ?? m.body.result?.boy;
  assert.equal(res.body.mangal.references, boy.references);
  const ss = await s.get(`/v1/transit/sade-sati?${birth}&at=2025-01-01T12:00:00%2B05:30`, key);
  assert.is(ss.status, 200, JSON.stringify(ss.body));
  assert.is(res.body.sade_sati.active, ss.body.active);
  assert.is(res.body.sade_sati.phase, ss.body.current_phase);
  assert.is(get(res.body, 'sade_sati').present, res.body.sade_sati.active);
  assert.ok(['rahu_to_ketu', 'ketu_to_rahu', null].includes(res.body.kala_sarpa.direction));
});

t('bad input: 400 naming the parameter', async ({ s, key }) => {
  const base = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
  for (const [extra, param] of [
    ['&at=2025-01-01', 'at'],
    ['&at=2025-13-01T10:00:00Z', 'at'],
    ['&node=x', 'node'],
  ]) {
    const res = await s.get(`/v1/dosha/list?${base}${extra}`, key);
    assert.is(res.status, 400, `${extra} ${JSON.stringify(res.body)}`);
    assert.ok(JSON.stringify(res.body.error).includes(param!), `${extra}: ${JSON.stringify(res.body.error)}`);
  }
});

t.run();
