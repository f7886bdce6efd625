// Every error of the contract, through real HTTP requests: the envelope, the status, the code.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';

const GOOD = { date: '1990-07-15', time: '14:30', tz: '+05:30', lat: '28.6139', lon: '77.2090' };
const q = (over: Record<string, string | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...GOOD, ...over })) if (v !== undefined) p.set(k, v);
  return p.toString();
};

function envelope(body: any, code: string) {
  assert.type(body.error, 'object', JSON.stringify(body));
  assert.is(body.error.code, code);
  assert.type(body.error.message, 'string');
  assert.match(body.error.request_id, /^req_[0-9a-f]+$/);
}

const t = suite<{ s: TestServer; key: string }>('errors');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(10_000);
});
t.after(async (ctx) => ctx.s.close());

const badInputs: [string, Record<string, string | undefined>, string][] = [
  ['impossible date', { date: '2023-02-30' }, 'date'],
  ['malformed date', { date: '15/07/1990' }, 'date'],
  ['hour 25', { time: '25:00' }, 'time'],
  ['offset +25:00', { tz: '+25:00' }, 'tz'],
  ['latitude 95', { lat: '95' }, 'lat'],
  ['longitude abc', { lon: 'abc' }, 'lon'],
  ['missing date', { date: undefined }, 'date'],
  ['missing latitude', { lat: undefined }, 'lat'],
  ['missing offset', { tz: undefined }, 'tz'],
  ['before the ephemeris range', { date: '1799-12-31' }, 'date'],
  ['after the ephemeris range', { date: '2400-06-01' }, 'date'],
  ['unknown zone', { tz: undefined, timezone: 'Mars/Olympus_Mons' }, 'timezone'],
  ['non-existent local time (DST gap)', { tz: undefined, timezone: 'America/New_York', date: '2021-03-14', time: '02:30' }, 'time'],
  ['unknown ayanamsa', { ayanamsa: 'lahirii' }, 'ayanamsa'],
  ['unknown parameter', { colour: 'red' }, 'colour'],
];

for (const [name, over, param] of badInputs) {
  t(`400 invalid_request for ${name}, naming ${param}, charging nothing`, async ({ s, key }) => {
    const before = (await s.store.ledger((await s.store.listKeys())[0]!.id)).length;
    const res = await s.get(`/v1/chart/planets?${q(over)}`, key);
    assert.is(res.status, 400, JSON.stringify(res.body));
    envelope(res.body, 'invalid_request');
    assert.ok(res.body.error.details.some((d: any) => d.param === param), JSON.stringify(res.body.error.details));
    assert.is(res.headers.get('x-credits-charged'), null);
    assert.is((await s.store.ledger((await s.store.listKeys())[0]!.id)).length, before);
  });
}

t('400 lists the allowed values of a path parameter', async ({ s, key }) => {
  const res = await s.get(`/v1/chart/planet/pluto?${q({})}`, key);
  assert.is(res.status, 400);
  envelope(res.body, 'invalid_request');
  assert.match(res.body.error.message, /sun/);
  assert.match(res.body.error.message, /ketu/);
});

t('400 never reflects the input value itself', async ({ s, key }) => {
  const res = await s.get(`/v1/chart/planets?${q({ lat: '<script>alert(1)</script>' })}`, key);
  assert.is(res.status, 400);
  assert.not.match(JSON.stringify(res.body), /script/);
});

t('404 not_found for an unknown route, with X-Request-Id', async ({ s, key }) => {
  const res = await s.get('/v1/chart/nonsense', key);
  assert.is(res.status, 404);
  envelope(res.body, 'not_found');
  assert.is(res.headers.get('x-request-id'), res.body.error.request_id);
});

t('405 method_not_allowed for POST on a GET endpoint', async ({ s, key }) => {
  const res = await s.get(`/v1/chart/planets?${q({})}`, key, { method: 'POST' });
  assert.is(res.status, 405);
  envelope(res.body, 'method_not_allowed');
  assert.is(res.headers.get('allow'), 'GET, HEAD');
});

t('HEAD answers wherever GET does: same status and headers, no body (RFC 9110)', async ({ s, key }) => {
  for (const [path, k] of [
    ['/v1/meta/version', undefined],
    ['/readyz', undefined],
    ['/docs/', undefined],
    [`/v1/chart/planets?${q({})}`, key],
  ] as const) {
    const get = await fetch(s.url + path, { headers: k ? { Authorization: `Bearer ${k}` } : {} });
    const head = await fetch(s.url + path, { method: 'HEAD', headers: k ? { Authorization: `Bearer ${k}` } : {} });
    assert.is(head.status, get.status, path);
    assert.is(head.headers.get('content-type'), get.headers.get('content-type'), path);
    assert.is(await head.text(), '', path);
  }
});

t('PUT and DELETE on an endpoint are 405 naming GET and HEAD; an unknown path is 404 whatever the method', async ({ s }) => {
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    const res = await fetch(`${s.url}/v1/chart/planets?${q({})}`, { method });
    assert.is(res.status, 405, method);
    assert.is(res.headers.get('allow'), 'GET, HEAD');
    envelope(await res.json(), 'method_not_allowed');
    const unknown = await fetch(`${s.url}/v1/nowhere`, { method });
    assert.is(unknown.status, 404, method);
  }
});

t('401 unauthorized for a missing, malformed, unknown or revoked key', async ({ s }) => {
  const path = `/v1/chart/planets?${q({})}`;
  const variants: Record<string, string>[] = [{}, { Authorization: 'Basic abc' }, { Authorization: 'Bearer ak_live_nope' }];
  for (const headers of variants) {
    const res = await s.get(path, undefined, { headers });
    assert.is(res.status, 401);
    envelope(res.body, 'unauthorized');
    assert.match(res.body.error.message, /missing or invalid/);
  }
  const revoked = await s.key(10);
  const id = (await s.store.listKeys()).at(-1)!.id;
  assert.is((await s.get(path, revoked)).status, 200);
  await s.store.revokeKey(id);
  const res = await s.get(path, revoked);
  assert.is(res.status, 401);
  envelope(res.body, 'unauthorized');
});

t('402 trial_exhausted with top_up_url when a trial key runs out', async ({ s }) => {
  const key = await s.key(2, true);
  const path = `/v1/chart/planets?${q({})}`;
  assert.is((await s.get(path, key)).status, 200);
  const second = await s.get(path, key);
  assert.is(second.status, 200);
  assert.is(second.headers.get('x-credits-remaining'), '0');
  const res = await s.get(path, key);
  assert.is(res.status, 402);
  envelope(res.body, 'trial_exhausted');
  assert.is(res.body.error.top_up_url, 'https://billing.example.test/plans');
  assert.is(res.body.error.message, 'Your trial credits do not cover this call (it costs 1, 0 left). Pick a plan to continue.');
  assert.is(res.headers.get('x-credits-remaining'), '0');
});

t('402 insufficient_credits for a key that is not a trial key; the message says what is missing', async ({ s }) => {
  const key = await s.key(3);
  const res = await s.get(`/v1/reports/kundli/lite?${q({})}`, key);
  assert.is(res.status, 402);
  envelope(res.body, 'insufficient_credits');
  assert.match(res.body.error.message, /^Not enough credits for this call \(it costs 29, 3 left\)\. Top up the key to continue\.$/);
  assert.is(res.headers.get('x-credits-remaining'), '3');
});

t('422 unsupported for Placidus inside the polar circle', async ({ s, key }) => {
  const res = await s.get(`/v1/western/natal/houses?${q({ lat: '78.2232', lon: '15.6267' })}`, key);
  assert.is(res.status, 422);
  envelope(res.body, 'unsupported');
  assert.match(res.body.error.message, /polar/);
  // Porphyry works there.
  const ok = await s.get(`/v1/western/natal/houses?${q({ lat: '78.2232', lon: '15.6267', house_system: 'porphyry' })}`, key);
  assert.is(ok.status, 200);
});

t('a 422 refunds its debit', async ({ s }) => {
  const key = await s.key(5);
  const res = await s.get(`/v1/western/natal/houses?${q({ lat: '80', lon: '0' })}`, key);
  assert.is(res.status, 422);
  const rec = (await s.store.listKeys()).at(-1)!;
  assert.is(rec.credits, 5);
  const ledger = await s.store.ledger(rec.id);
  assert.equal(ledger.map((l) => l.cost), [1, -1]);
});

t.run();

const limited = suite<{ s: TestServer }>('rate limit');
limited.before(async (ctx) => {
  ctx.s = await startServer({ rateLimitMax: 3, rateLimitWindowS: 30 });
});
limited.after(async (ctx) => ctx.s.close());

limited('429 rate_limited after RATE_LIMIT_MAX calls, with Retry-After and the seconds in the message', async ({ s }) => {
  const key = await s.key(100);
  const other = await s.key(100);
  const path = `/v1/chart/ascendant?${q({})}`;
  for (let i = 0; i < 3; i++) assert.is((await s.get(path, key)).status, 200);
  const res = await s.get(path, key);
  assert.is(res.status, 429);
  envelope(res.body, 'rate_limited');
  const after = Number(res.headers.get('retry-after'));
  assert.ok(after >= 1 && after <= 30, `Retry-After ${after}`);
  assert.match(res.body.error.message, new RegExp(`${after} seconds`));
  // Limits are per key, and a limited call costs nothing.
  assert.is((await s.get(path, other)).status, 200);
  assert.is((await s.store.listKeys()).find((k) => k.label === 'test' && k.credits === 97) !== undefined, true);
});

limited.run();
