// The rasi (sign) dashas over HTTP (issue 12): each path answers 200 to its OpenAPI example with
// an answer its schema describes; bad inputs are 400s naming the parameter; /current is the
// chain the listing holds; /v1/dasha/systems lists every rasi system with the periods of its own
// /current; varnada reads the special lagnas' hora and varnada lagnas and refuses a birth with no
// sunrise (422); and the mahadashas of the first 5 births equal PyJHora 4.8.7's where the full
// comparison (native/core/tests/dasha_rasi_vs_pyjhora.rs, 100 births) found them equal
// (fixtures test/fixtures/pyjhora_rasi_dasha_strength.json and pyjhora_rasi_dasha_more.json,
// tools/gen_rasi_dasha_pyjhora.py).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RASI_DASHAS } from '../ts/http/routes/dasha/rasi.js';
import { fixture, qs, startServer, type TestServer } from './helpers.js';
import { assertExamplesAnswer } from './schema-validation.js';

const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
const MINUTE = 1 / 1440;
const SLUGS = RASI_DASHAS.map((d) => d.slug);

type Period = { sign_key: string; start: { jd_ut: number }; end: { jd_ut: number }; periods?: Period[] };

const t = suite<{ s: TestServer; key: string }>('rasi dashas');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(1_000_000);
});
t.after(async (ctx) => ctx.s.close());

t('each rasi path answers 200 to its OpenAPI example, as its schema describes', async ({ s, key }) => {
  await assertExamplesAnswer(s, key, SLUGS.flatMap((x) => [`/v1/dasha/${x}`, `/v1/dasha/${x}/current`]));
});

t('bad inputs are 400s naming the parameter', async ({ s, key }) => {
  const cases: [string, string][] = [
    [`/v1/dasha/narayana?${birth}&levels=6`, 'levels'],
    [`/v1/dasha/shoola?${birth}&variant=jhora`, 'variant'],
    [`/v1/dasha/drig?${birth}&levels=5`, 'from'],
    [`/v1/dasha/lagna-kendradi?${birth}&levels=4&from=2000-01-01&to=2030-01-01`, 'to'],
    [`/v1/dasha/sudasa/current?${birth}&at=1980-01-01`, 'at'],
    [`/v1/dasha/trikona?${birth}&year=lunar`, 'year'],
    [`/v1/dasha/mandooka?${birth}&variant=rath`, 'variant'],
    [`/v1/dasha/mandooka?${birth}&levels=0`, 'levels'],
    [`/v1/dasha/mandooka/current?${birth}&at=1980-01-01`, 'at'],
    [`/v1/dasha/mandooka/current?date=1990-02-30&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090`, 'date'],
    [`/v1/dasha/sthira?${birth}&variant=rao`, 'variant'],
    [`/v1/dasha/sthira/current?${birth}&at=1980-01-01`, 'at'],
    [`/v1/dasha/sthira?${birth}&levels=5`, 'from'],
    [`/v1/dasha/brahma?${birth}&variant=rao`, 'variant'],
    [`/v1/dasha/brahma/current?${birth}&at=1980-01-01`, 'at'],
    [`/v1/dasha/brahma?${birth}&levels=5`, 'from'],
    [`/v1/dasha/varnada?${birth}&variant=pvr`, 'variant'],
    [`/v1/dasha/varnada/current?${birth}&at=1980-01-01`, 'at'],
    [`/v1/dasha/varnada?${birth}&levels=5`, 'from'],
  ];
  for (const [url, param] of cases) {
    const r = await s.get(url, key);
    assert.is(r.status, 400, url);
    assert.ok(JSON.stringify(r.body).includes(param), `${url}: ${JSON.stringify(r.body)}`);
  }
});

t('every variant: /current is the chain of periods the listing holds', async ({ s, key }) => {
  const at = '2031-02-03T04:05:00+05:30';
  for (const { slug, variants } of RASI_DASHAS) {
    for (const variant of variants) {
      const list = await s.get(`/v1/dasha/${slug}?${birth}&levels=3&variant=${variant}`, key);
      const now = await s.get(`/v1/dasha/${slug}/current?${birth}&variant=${variant}&at=${encodeURIComponent(at)}`, key);
      assert.is(now.status, 200, `${slug} ${variant}`);
      assert.is(now.body.variant.key, variant);
      let level: Period[] = list.body.periods;
      for (const p of (now.body.periods as Period[]).slice(0, 3)) {
        const hit = level.find((q) => q.sign_key === p.sign_key && q.start.jd_ut === p.start.jd_ut);
        assert.ok(hit, `${slug} ${variant} ${p.sign_key}`);
        level = hit.periods ?? [];
      }
    }
  }
});

t('systems: every rasi system with the periods of its own /current', async ({ s, key }) => {
  const at = '2031-02-03T04:05:00+05:30';
  const o = await s.get(`/v1/dasha/systems?${birth}&at=${encodeURIComponent(at)}`, key);
  assert.is(o.status, 200);
  const rasi = o.body.systems.filter((x: { system: string }) => SLUGS.includes(x.system));
  assert.equal(rasi.map((x: { system: string }) => x.system), SLUGS);
  for (const summary of rasi) {
    const c = await s.get(`/v1/dasha/${summary.system}/current?${birth}&at=${encodeURIComponent(at)}`, key);
    type P = { sign: string; sign_key: string; start: { jd_ut: number }; end: { jd_ut: number } };
    const ours = summary.periods.map((p: P) => [p.sign, p.start.jd_ut, p.end.jd_ut]);
    const own = c.body.periods.slice(0, 3).map((p: P) => [p.sign_key, p.start.jd_ut, p.end.jd_ut]);
    assert.equal(ours, own, summary.system);
  }
});

t('varnada: its start names the special lagnas\' hora and varnada lagnas; no sunrise is a 422', async ({ s, key }) => {
  // One definition: the hora and varnada lagnas are /v1/jaimini/special-lagnas's.
  const r = await s.get(`/v1/dasha/varnada?${birth}&levels=1`, key);
  const sl = await s.get(`/v1/jaimini/special-lagnas?${birth}`, key);
  assert.is(r.status, 200);
  const sign = (k: string) => sl.body.lagnas.find((l: { key: string }) => l.key === k).sign;
  assert.is(r.body.start.hora_lagna, sign('hora_lagna'));
  assert.is(r.body.start.varnada_lagna, sign('varnada_lagna'));
  assert.is(r.body.periods.length, 12);
  // 78 years: 1 + 2 + ... + 11 counted from the varnada lagna, and 12 for its own sign.
  assert.is(r.body.periods.reduce((a: number, p: { years: number }) => a + p.years, 0), 78);
  // Polar night (78° N, 21 December): no sunrise, so no hora lagna.
  const polar = 'date=1990-12-21&time=12:00&tz=%2B01:00&lat=78.2&lon=15.6';
  for (const path of ['/v1/dasha/varnada?', '/v1/dasha/varnada/current?at=2000-01-01&']) {
    const p = await s.get(`${path}${polar}`, key);
    assert.is(p.status, 422, path);
    assert.is(p.body.error.code, 'unsupported');
  }
  const o = await s.get(`/v1/dasha/systems?${polar}&at=2000-01-01`, key);
  assert.is(o.status, 200);
  assert.equal(o.body.systems.find((x: { system: string }) => x.system === 'varnada').periods, []);
});

t('mahadasha signs and starts against PyJHora (first 5 births, where the 100-birth test finds them equal)', async ({ s, key }) => {
  // Shoola's 9-year dashas agree on 99 of 100 births, drig's order on all 100 (years differ
  // only at Scorpio/Aquarius, docs/dasha-rasi.md): signs and starts of shoola, signs of drig.
  const runs: [string, string, string, boolean][] = [
    ['pyjhora_rasi_dasha_strength.json', 'shoola', 'shoola', true],
    ['pyjhora_rasi_dasha_more.json', 'drig/pvr', 'drig', false],
  ];
  for (const [file, k, system, starts] of runs) {
    for (const c of fixture(file).cases.slice(0, 5)) {
      const r = await s.get(`/v1/dasha/${system}?${qs(c.input, { levels: '1' })}`, key);
      assert.is(r.status, 200, JSON.stringify(r.body).slice(0, 300));
      const theirs = c.years.julian[k].mahadasha.filter((m: [string, number, number]) => m[2] > 0);
      theirs.forEach(([sign, jd]: [string, number], i: number) => {
        assert.is(r.body.periods[i].sign_key, sign, `${system} ${i}`);
        if (starts) assert.ok(Math.abs(r.body.periods[i].start.jd_ut - jd) < MINUTE, `${system} ${sign}`);
      });
    }
  }
});

t.run();
