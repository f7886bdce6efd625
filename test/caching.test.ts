// HTTP caching (RFC 9110/9111): answers that depend only on their request carry a strong ETag and
// `Cache-Control: private, max-age=86400`; If-None-Match with that tag gets a 304 with no body and
// no credit charged; answers that default to "now" are `no-store`.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';

const t = suite<{ s: TestServer; key: string }>('caching');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(1000);
});
t.after(async (ctx) => ctx.s.close());

const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';

t('a fixed request: strong ETag, private max-age; If-None-Match gives 304, empty and free', async ({ s, key }) => {
  const first = await s.get(`/v1/chart/planets?${birth}`, key);
  assert.is(first.status, 200);
  const etag = first.headers.get('etag')!;
  assert.match(etag, /^"[A-Za-z0-9_-]{20,}"$/); // strong: no W/ prefix
  assert.is(first.headers.get('cache-control'), 'private, max-age=86400');
  const remaining = Number(first.headers.get('x-credits-remaining'));

  for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const res = await fetch(`${s.url}/v1/chart/planets?${birth}`, { headers: { authorization: `Bearer ${key}`, 'if-none-match': inm } });
    assert.is(res.status, 304, inm);
    assert.is(await res.text(), '');
    assert.is(res.headers.get('etag'), etag);
    assert.is(res.headers.get('x-credits-charged'), null);
  }
  // Nothing was charged for the four 304s: the next paid call costs its 1 credit only.
  const next = await s.get(`/v1/chart/ascendant?${birth}`, key);
  assert.is(Number(next.headers.get('x-credits-remaining')), remaining - 1);
  // Another tag does not match: the answer is computed and charged.
  const other = await fetch(`${s.url}/v1/chart/planets?${birth}`, { headers: { authorization: `Bearer ${key}`, 'if-none-match': '"nope"' } });
  assert.is(other.status, 200);
});

t('the tag is the canonical request: parameter order does not matter, values do', async ({ s, key }) => {
  const a = (await s.get(`/v1/chart/planets?${birth}`, key)).headers.get('etag');
  const shuffled = 'lon=77.209&lat=28.6139&tz=%2B05:30&time=14:30&date=1990-07-15';
  assert.is((await s.get(`/v1/chart/planets?${shuffled}`, key)).headers.get('etag'), a);
  assert.is.not((await s.get(`/v1/chart/planets?${birth}&ayanamsa=raman`, key)).headers.get('etag'), a);
  assert.is.not((await s.get(`/v1/chart/ascendant?${birth}`, key)).headers.get('etag'), a);
});

t('answers that default to now are no-store, never 304', async ({ s, key }) => {
  for (const path of ['/v1/transit/positions', `/v1/dasha/vimshottari/current?${birth}`, '/v1/meta/version']) {
    const res = await fetch(s.url + path, { headers: { authorization: `Bearer ${key}`, 'if-none-match': '*' } });
    assert.is(res.status, 200, path);
    assert.is(res.headers.get('cache-control'), 'no-store', path);
    assert.is(res.headers.get('etag'), null, path);
  }
  // The same endpoint with the moment given is cacheable.
  const fixed = await s.get('/v1/transit/positions?date=2025-01-01&time=12:00&tz=%2B00:00', key);
  assert.ok(fixed.headers.get('etag'));
});

t('negotiated answers vary by Accept: JSON and PDF reports have different tags', async ({ s, key }) => {
  const get = (accept: string) =>
    fetch(`${s.url}/v1/reports/mangal-dosha?${birth}&at=2025-01-01T12:00:00%2B05:30`, { headers: { authorization: `Bearer ${key}`, accept } });
  const json = await get('application/json');
  const pdf = await get('application/pdf');
  assert.is(json.status, 200);
  assert.is(pdf.status, 200);
  assert.match(json.headers.get('vary') ?? '', /Accept/);
  assert.is.not(json.headers.get('etag'), pdf.headers.get('etag'));
  await json.arrayBuffer();
  await pdf.arrayBuffer();
});

t.run();
