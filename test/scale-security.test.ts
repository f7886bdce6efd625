// Security and observability of one process (in-memory SQLite; always runs): size limits,
// reflected input, CORS, security headers, logs without keys or birth data, Prometheus metrics,
// readiness.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseConfig } from './helpers.js';
import { CHART_QUERY } from './scale-helpers.js';
import type { Config } from '../ts/config.js';
import { createApp, createHttpServer } from '../ts/http/app.js';
import { createLogger } from '../ts/http/middleware/telemetry.js';
import { issueKey } from '../ts/store/keys.js';
import { openStore } from '../ts/store/index.js';

async function start(overrides: Partial<Config> = {}) {
  const lines: string[] = [];
  const config = { ...baseConfig, corsOrigins: ['https://app.example.test'], ...overrides };
  const store = openStore('sqlite::memory:');
  const handle = createApp(config, store, { logger: createLogger('info', (l) => lines.push(l)) });
  const server = createHttpServer(handle, config);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const key = (await issueKey(store, 100, 'sec')).key;
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const res = await fetch(url + path, { method, headers });
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* text */
    }
    return { status: res.status, headers: res.headers, body, text };
  };
  const close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => void store.close().then(() => r()));
    });
  return { url, port, key, get, lines, close };
}

/** A raw request (fetch refuses oversized headers itself). */
function raw(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const t = suite<{ s: Awaited<ReturnType<typeof start>> }>('security');
t.before(async (ctx) => {
  ctx.s = await start({ metricsPublic: true });
});
t.after(async (ctx) => {
  await ctx.s.close();
});

const envelope = (body: any, code: string) => {
  assert.is(body.error.code, code);
  assert.match(body.error.request_id, /^req_/);
  assert.type(body.error.message, 'string');
};

t('oversized headers: 431 in the envelope (Node rejects them before the app)', async ({ s }) => {
  const res = await raw(s.port, '/v1/meta/version', { 'X-Filler': 'a'.repeat(10_000) });
  assert.is(res.status, 431);
  envelope(JSON.parse(res.body), 'headers_too_large');
});

t('over-long request target: 414; too many query parameters: 400 naming `query`; a body: 413', async ({ s }) => {
  const long = await s.get(`/v1/chart/planets?${CHART_QUERY}&x=${'a'.repeat(5000)}`, { Authorization: `Bearer ${s.key}` });
  assert.is(long.status, 414);
  envelope(long.body, 'uri_too_long');
  const many = Array.from({ length: 41 }, (_, i) => `p${i}=1`).join('&');
  const tooMany = await s.get(`/v1/chart/planets?${many}`, { Authorization: `Bearer ${s.key}` });
  assert.is(tooMany.status, 400);
  envelope(tooMany.body, 'invalid_request');
  assert.equal(tooMany.body.error.details, [{ param: 'query', message: 'at most 40 parameters' }]);
  const res = await fetch(`${s.url}/v1/chart/planets?${CHART_QUERY}`, {
    method: 'POST',
    body: 'x'.repeat(100),
    headers: { Authorization: `Bearer ${s.key}` },
  });
  assert.is(res.status, 413);
  envelope(await res.json(), 'payload_too_large');
});

t('errors never reflect input: unknown path, method, parameter values, odd parameter names', async ({ s }) => {
  const marker = 'Zq7xMarker';
  const notFound = await s.get(`/v1/${marker}/planets`);
  assert.is(notFound.status, 404);
  assert.not.ok(notFound.text.includes(marker));
  const method = await s.get(`/v1/chart/planets`, {}, 'PATCH');
  assert.is(method.status, 405);
  assert.not.ok(method.text.includes('PATCH'));
  const bad = await s.get(`/v1/chart/planets?date=${marker}&time=99:99&tz=${marker}&lat=${marker}&lon=1`, {
    Authorization: `Bearer ${s.key}`,
  });
  assert.is(bad.status, 400);
  assert.not.ok(bad.text.includes(marker));
  assert.not.ok(bad.text.includes('99:99'));
  const odd = await s.get(`/v1/chart/planets?${CHART_QUERY}&%3Cscript%3E=1`, { Authorization: `Bearer ${s.key}` });
  assert.is(odd.status, 400);
  assert.not.ok(odd.text.includes('<script>'));
});

t('security headers on answers and errors; no-store on the API', async ({ s }) => {
  for (const path of ['/v1/meta/version', '/v1/nope']) {
    const res = await s.get(path);
    assert.is(res.headers.get('x-content-type-options'), 'nosniff');
    assert.is(res.headers.get('x-frame-options'), 'DENY');
    assert.is(res.headers.get('referrer-policy'), 'no-referrer');
    assert.match(res.headers.get('content-security-policy')!, /default-src 'none'/);
    assert.is(res.headers.get('cache-control'), 'no-store');
  }
  assert.match((await s.get('/docs')).headers.get('content-security-policy')!, /script-src 'self'/);
});

t('CORS: only configured origins, preflight allows GET + Authorization, exposes the credit headers', async ({ s }) => {
  const allowed = await s.get('/v1/meta/version', { Origin: 'https://app.example.test' });
  assert.is(allowed.headers.get('access-control-allow-origin'), 'https://app.example.test');
  assert.match(allowed.headers.get('access-control-expose-headers')!, /X-Credits-Remaining/);
  assert.match(allowed.headers.get('vary')!, /Origin/);
  const other = await s.get('/v1/meta/version', { Origin: 'https://evil.example.test' });
  assert.is(other.headers.get('access-control-allow-origin'), null);
  const pre = await s.get(
    '/v1/chart/planets',
    { Origin: 'https://app.example.test', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    'OPTIONS',
  );
  assert.is(pre.status, 204);
  assert.is(pre.headers.get('access-control-allow-methods'), 'GET');
  assert.is(pre.headers.get('access-control-allow-headers'), 'Authorization, If-None-Match, Idempotency-Key, X-Request-Id, traceparent');
  const none = await start({ corsOrigins: [] });
  try {
    const res = await none.get('/v1/meta/version', { Origin: 'https://app.example.test' });
    assert.is(res.headers.get('access-control-allow-origin'), null);
    // A preflight from an origin not allowed gets a clear answer (not a bare 405), and no CORS grant.
    const refused = await none.get(
      '/v1/chart/planets',
      { Origin: 'https://app.example.test', 'Access-Control-Request-Method': 'GET' },
      'OPTIONS',
    );
    assert.is(refused.status, 403);
    assert.is(refused.body.error.code, 'cors_not_enabled');
    assert.match(refused.body.error.message, /CORS_ORIGINS/);
    assert.is(refused.headers.get('access-control-allow-origin'), null);
  } finally {
    await none.close();
  }
});

t('logs: one JSON line per request with id, route, status, latency, credits — never the key or the query', async ({ s }) => {
  s.lines.length = 0;
  const ok = await s.get(`/v1/chart/planets?${CHART_QUERY}`, { Authorization: `Bearer ${s.key}` });
  assert.is(ok.status, 200);
  await s.get(`/v1/chart/planets?date=1987-03-04&time=05:06&tz=%2B05:30&lat=12.9716&lon=200`, { Authorization: `Bearer ${s.key}` });
  await s.get('/v1/chart/planets', { Authorization: 'Bearer ak_live_not_a_real_key_0123456789' });
  const text = s.lines.join('\n');
  const lines = s.lines.map((l) => JSON.parse(l));
  const first = lines.find((l) => l.req_id === ok.headers.get('x-request-id'));
  assert.ok(first, text);
  assert.equal(
    { route: first.route, status: first.status, credits: first.credits, msg: first.msg },
    { route: '/v1/chart/planets', status: 200, credits: 1, msg: 'request' },
  );
  assert.type(first.ms, 'number');
  for (const secret of [s.key, 'ak_live_not_a_real_key', '1990-07-15', '14:30', '28.6139', '77.2090', '1987-03-04', '05:06', '12.9716']) {
    assert.not.ok(text.includes(secret), `log contains ${secret}`);
  }
  assert.ok(lines.some((l) => l.status === 400 && l.code === 'invalid_request'));
  assert.ok(lines.some((l) => l.status === 401 && l.code === 'unauthorized'));
});

t('Prometheus /metrics: requests, latency histogram, credits spent, errors by code; /readyz', async ({ s }) => {
  await s.get(`/v1/chart/planets?${CHART_QUERY}`, { Authorization: `Bearer ${s.key}` });
  const m = await s.get('/metrics');
  assert.is(m.status, 200);
  assert.match(m.text, /astrology_http_requests_total\{route="\/v1\/chart\/planets",status="200"\} \d+/);
  assert.match(m.text, /astrology_http_request_duration_seconds_bucket\{le="0.01",route="\/v1\/chart\/planets"\}/);
  assert.match(m.text, /astrology_credits_spent_total\{route="\/v1\/chart\/planets"\} [1-9]/);
  assert.match(m.text, /astrology_errors_total\{code="unauthorized"\} [1-9]/);
  assert.not.ok(m.text.includes(s.key));
  const ready = await s.get('/readyz');
  assert.is(ready.status, 200);
  assert.is(ready.body.status, 'ready');
  // Neither is an API endpoint.
  const catalog = (await s.get('/v1/meta/endpoints')).body as { path: string }[];
  assert.not.ok(catalog.some((e) => e.path === '/readyz' || e.path === '/metrics'));
  const guarded = await start({ metricsToken: 'sekrit' });
  const closed = await start({ metricsPublic: false });
  try {
    assert.is((await guarded.get('/metrics')).status, 401);
    assert.is((await guarded.get('/metrics', { Authorization: 'Bearer sekrit' })).status, 200);
    // By default (no token, not opened) there are no metrics to read.
    assert.is((await closed.get('/metrics')).status, 404);
  } finally {
    await guarded.close();
    await closed.close();
  }
});

t.run();
