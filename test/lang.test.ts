// Names in the user's language (`lang=`, issue 17 part 3): every endpoint takes it; named
// members get X_localized beside them; keys, numbers and member names never change; lang=en
// is byte-equal to no lang. Expected names are standard ones: Hindi सूर्य (Sun), Tamil அஷ்டமி
// and நவமி (the tithis Ashtami and Navami, as Tamil almanacs print them), German Sonne, Widder
// and Quadrat (Duden). Tables and their sources: native/core/data/names; docs/lang.md.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { goldenRequests } from './golden-requests.js';
import { startServer, type TestServer } from './helpers.js';

const t = suite<{ s: TestServer; key: string }>('lang');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(5000);
});
t.after(async (ctx) => ctx.s.close());

const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';

/** The answer without its *_localized members (what the answer must then equal). */
function withoutLocalized(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutLocalized);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).filter(([k]) => !k.endsWith('_localized')).map(([k, x]) => [k, withoutLocalized(x)]));
  }
  return v;
}

t('lang=hi: the Sun of /v1/chart/planets is सूर्य (standard Hindi), its key stays sun', async ({ s, key }) => {
  const r = await s.get(`/v1/chart/planets?${birth}&lang=hi`, key);
  assert.is(r.status, 200);
  const sun = r.body.planets[0];
  assert.is(sun.key, 'sun');
  assert.is(sun.name, 'Sun');
  assert.is(sun.name_localized, 'सूर्य');
  // Sun in sidereal Gemini (मिथुन), Punarvasu (पुनर्वसु), sign lord Mercury (बुध).
  assert.equal([sun.sign_localized, sun.nakshatra_localized, sun.sign_lord_localized], ['मिथुन', 'पुनर्वसु', 'बुध']);
  // The member order: each localized name right after what it names.
  const members = Object.keys(sun);
  assert.is(members[members.indexOf('name') + 1], 'name_localized');
  assert.is(members[members.indexOf('sign') + 1], 'sign_localized');
  // Nothing else changes.
  const plain = await s.get(`/v1/chart/planets?${birth}`, key);
  assert.equal(withoutLocalized(r.body), plain.body);
});

t('lang=ta: panchang tithis in Tamil (அஷ்டமி now, நவமி next)', async ({ s, key }) => {
  const r = await s.get(`/v1/panchang/tithi?${birth}&lang=ta`, key);
  assert.is(r.status, 200);
  assert.is(r.body.current.key, 'ashtami');
  assert.is(r.body.current.name_localized, 'அஷ்டமி');
  assert.is(r.body.next.name_localized, 'நவமி');
  const vara = await s.get(`/v1/panchang/vara?${birth}&lang=ta`, key);
  assert.is(vara.body.vara_localized, 'ஞாயிற்றுக்கிழமை');
  assert.is(vara.body.lord_localized, 'சூரியன்');
});

t('lang=de: the Western natal chart names Sonne, Widder and Quadrat', async ({ s, key }) => {
  const r = await s.get(`/v1/western/natal/chart?${birth}&lang=de`, key);
  assert.is(r.status, 200);
  const [sun, moon] = r.body.planets;
  assert.equal([sun.key, sun.name_localized, sun.sign_localized], ['sun', 'Sonne', 'Krebs']);
  assert.equal([moon.sign, moon.sign_localized], ['Aries', 'Widder']);
  const square = r.body.aspects.find((a: { aspect: string }) => a.aspect === 'square');
  assert.equal([square.aspect_localized, square.p1_localized, square.p2_localized], ['Quadrat', 'Sonne', 'Mond']);
  assert.is(sun.house_localized, 'Neuntes Haus');
});

t('an unknown language is a 400 naming lang and listing the supported ones', async ({ s, key }) => {
  for (const path of [`/v1/chart/planets?${birth}&lang=xx`, '/v1/panchang/tithi?lang=klingon']) {
    const r = await s.get(path, key);
    assert.is(r.status, 400, path);
    assert.is(r.body.error.code, 'invalid_request');
    const detail = r.body.error.details.find((d: { param: string }) => d.param === 'lang');
    assert.ok(detail, path);
    assert.is(detail.message, 'must be one of: en, hi, sa, ta, te, kn, ml, mr, bn, gu, es, fr, de, it, pt, ru');
  }
});

t('lang=en is byte-equal to no lang (20 endpoints of the golden requests)', async ({ s, key }) => {
  const paths = goldenRequests().filter((p) => !p.includes('lang='));
  const sample = paths.filter((_, i) => i % Math.floor(paths.length / 20) === 0).slice(0, 20);
  assert.is(sample.length, 20);
  for (const path of sample) {
    const get = (p: string) => fetch(s.url + p, { headers: { authorization: `Bearer ${key}` } });
    const [plain, en] = await Promise.all([get(path), get(`${path}${path.includes('?') ? '&' : '?'}lang=en`)]);
    assert.is(en.status, plain.status, path);
    assert.ok((await en.text()) === (await plain.text()), path);
  }
});

t('lang is part of the canonical request (ETag) and of every endpoint in the OpenAPI document', async ({ s, key }) => {
  const tags = await Promise.all(['', '&lang=hi', '&lang=ta'].map(async (l) => (await s.get(`/v1/chart/planets?${birth}${l}`, key)).headers.get('etag')));
  assert.is(new Set(tags).size, 3);
  const doc = (await s.get('/v1/meta/openapi.json')).body;
  let operations = 0;
  for (const [path, item] of Object.entries(doc.paths as Record<string, { get?: { parameters?: { name: string; in: string }[] } }>)) {
    if (!path.startsWith('/v1/') || path === '/v1/batch' || !item.get) continue; // batch items take lang each
    operations++;
    assert.ok(item.get.parameters?.some((p) => p.name === 'lang' && p.in === 'query'), `${path} lacks lang`);
  }
  assert.ok(operations > 200, `${operations} operations`);
});

t('a batch item takes lang like the same call made singly', async ({ s, key }) => {
  const item = `/v1/chart/planets?${birth}&lang=hi`;
  const batch = await s.get(`/v1/batch?r=${encodeURIComponent(item)}`, key);
  assert.is(batch.status, 200);
  const single = await s.get(item, key);
  assert.equal(batch.body.items[0].body, single.body);
  assert.is(batch.body.items[0].body.planets[0].name_localized, 'सूर्य');
});

t('a month and a nakshatra of one name: each in its own family (Hindi श्रावण, श्रवण)', async ({ s, key }) => {
  // 2026-08-01: amanta Shravana (the month); the Moon in Shravana a few days later.
  const month = await s.get('/v1/panchang/hindu-month?date=2026-08-01&time=12:00&tz=%2B05:30&lat=28.6139&lon=77.209&lang=hi', key);
  assert.is(month.status, 200);
  const named = [month.body.amanta, month.body.purnimanta].filter((m: { name: string }) => m.name === 'Shravana');
  assert.ok(named.length > 0, JSON.stringify([month.body.amanta.name, month.body.purnimanta.name]));
  for (const m of named) assert.is(m.name_localized, 'श्रावण');
});

t.run();
