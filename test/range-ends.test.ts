// Every endpoint at the ends of the supported range (1800-01-03 .. 2399-12-31) and one day past
// each: a valid date never gets a 5xx. An answer whose search would run past the ephemeris
// files is a 400 naming the date it needs (the client can act on it; a 500 invites a retry that
// cannot help), and a date past either end is a 400. Requests: the fixed set of
// test/golden-requests.ts (one per computing endpoint) with every date moved to the edge.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';
import { goldenRequests } from './golden-requests.js';

const t = suite<{ s: TestServer; key: string }>('range ends');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(10_000_000);
});
t.after(async (ctx) => ctx.s.close());

/**
 * The request with every date (and four-digit year) in its query moved to `day`. A year alone
 * outside the range is the year before the first day or after the last (1800 holds supported
 * months: a month of 1800 is not outside).
 */
function atDay(request: string, day: string, where: 'inside' | 'outside'): string {
  const [path, query] = request.split('?');
  const q = new URLSearchParams(query);
  const year = where === 'outside' && day.startsWith('1800') ? '1799' : day.slice(0, 4);
  for (const [k, v] of [...q]) {
    if (/^\d{4}-\d{2}-\d{2}/.test(v)) q.set(k, day + v.slice(10));
    else if (k === 'year' && /^\d{4}$/.test(v)) q.set(k, year);
  }
  return `${path}?${q}`;
}

const cases: [string, 'inside' | 'outside'][] = [
  ['1800-01-03', 'inside'],
  ['2399-12-31', 'inside'],
  ['1800-01-02', 'outside'],
  ['2400-01-01', 'outside'],
];

t('no 5xx at the first and last supported day; 400 one day past each', async ({ s, key }) => {
  const seen: Record<string, number> = {};
  for (const [day, where] of cases) {
    for (const request of goldenRequests()) {
      const r = atDay(request, day, where);
      const res = await s.get(r, key);
      seen[`${where} ${res.status}`] = (seen[`${where} ${res.status}`] ?? 0) + 1;
      assert.ok(res.status < 500, `${r} -> ${res.status} ${JSON.stringify(res.body)}`);
      if (res.status === 400) assert.is(res.body.error.code, 'invalid_request', r);
      // Numerology needs no ephemeris: any calendar date is fine there; place search and the yoga
      // catalog take no date at all.
      const dated = [...new URLSearchParams(request.split('?')[1])].some(([k, v]) => /^\d{4}-\d{2}-\d{2}/.test(v) || k === 'year');
      const usesEphemeris = dated && !r.includes('numerology');
      if (where === 'outside' && usesEphemeris) assert.is(res.status, 400, `${r} -> ${res.status}`);
    }
  }
  console.log('  range ends:', JSON.stringify(seen));
});

t('every operation states the range it computes in, and the window a parameter sets, in the OpenAPI document', async ({ s }) => {
  const doc = (await s.get('/v1/meta/openapi.json')).body;
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    const r = item.get['x-supported-range'];
    assert.is(r?.first, '1800-01-03', path);
    assert.is(r.last, '2399-12-31', path);
    assert.match(r.beyond, /400 naming the date/);
    assert.match(item.get.description, /Dates from 1800-01-03 to 2399-12-31/);
  }
  assert.match(doc.paths['/v1/transit/sade-sati'].get['x-supported-range'].window, /at most 150 years/);
  assert.match(doc.paths['/v1/muhurta/best-time'].get['x-supported-range'].window, /at most 90 days/);
});

t('2400-01-01T00:00Z is outside the range', async ({ s, key }) => {
  const res = await s.get('/v1/chart/planets?date=2400-01-01&time=00:00&tz=%2B00:00&lat=0&lon=0', key);
  assert.is(res.status, 400);
  assert.match(res.body.error.message, /1800-01-03 to 2399-12-31/);
});

t.run();
