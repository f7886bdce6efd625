// HTTP as Stripe-grade API users expect it: RFC 6750 on a 401, the client's request id kept,
// IETF RateLimit headers with whole seconds, compression by Accept-Encoding, a 402 that says what
// is left and points nowhere when no top-up address is configured, cacheable docs assets.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { startServer } from './helpers.js';

const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';

/** A raw GET (fetch would decompress and hide the encoding). */
function raw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

test('401 carries WWW-Authenticate: Bearer, with error="invalid_token" when a key was refused', async () => {
  const s = await startServer();
  try {
    const none = await s.get(`/v1/chart/planets?${birth}`);
    assert.is(none.status, 401);
    assert.is(none.headers.get('www-authenticate'), 'Bearer realm="astrology-api"');
    const wrong = await s.get(`/v1/chart/planets?${birth}`, 'ak_live_not_a_key');
    assert.is(wrong.headers.get('www-authenticate'), 'Bearer realm="astrology-api", error="invalid_token"');
  } finally {
    await s.close();
  }
});

test("a client's well-formed X-Request-Id is kept and echoed; a malformed one is replaced", async () => {
  const s = await startServer();
  try {
    const mine = 'order-4711.attempt-2';
    const kept = await fetch(`${s.url}/v1/chart/planets?${birth}`, { headers: { 'x-request-id': mine } });
    assert.is(kept.headers.get('x-request-id'), mine);
    assert.is(((await kept.json()) as { error: { request_id: string } }).error.request_id, mine);
    for (const bad of ['short', 'has space in it', 'x'.repeat(200), '<script>alert(1)</script>']) {
      const res = await fetch(`${s.url}/v1/meta/version`, { headers: { 'x-request-id': bad } });
      assert.match(res.headers.get('x-request-id') ?? '', /^req_[0-9a-f]{24}$/, bad);
    }
  } finally {
    await s.close();
  }
});

test('rate-limit headers: IETF RateLimit and RateLimit-Policy, and X-RateLimit-Reset in whole seconds', async () => {
  const s = await startServer({ rateLimitMax: 5, rateLimitWindowS: 60 });
  try {
    const key = await s.key(100);
    const res = await s.get(`/v1/chart/ascendant?${birth}`, key);
    assert.is(res.headers.get('ratelimit-policy'), '"per-key";q=5;w=60');
    const m = /^"per-key";r=(\d+);t=(\d+)$/.exec(res.headers.get('ratelimit') ?? '');
    assert.ok(m, res.headers.get('ratelimit') ?? 'no RateLimit header');
    assert.is(Number(m![1]), Number(res.headers.get('x-ratelimit-remaining')));
    assert.ok(Number(m![2]) <= 60);
    assert.match(res.headers.get('x-ratelimit-reset') ?? '', /^\d+$/);
    for (let i = 0; i < 5; i++) await s.get(`/v1/chart/ascendant?${birth}`, key);
    const limited = await s.get(`/v1/chart/ascendant?${birth}`, key);
    assert.is(limited.status, 429);
    assert.match(limited.headers.get('ratelimit') ?? '', /^"per-key";r=0;t=\d+$/);
  } finally {
    await s.close();
  }
});

test('answers are compressed by Accept-Encoding (Brotli, gzip), and decompress to the same JSON', async () => {
  const s = await startServer();
  try {
    const key = await s.key(100);
    const url = `${s.url}/v1/chart/planets?${birth}`;
    const plain = await raw(url, { authorization: `Bearer ${key}` });
    assert.is(plain.headers['content-encoding'], undefined);
    const br = await raw(url, { authorization: `Bearer ${key}`, 'accept-encoding': 'br, gzip' });
    assert.is(br.headers['content-encoding'], 'br');
    assert.ok(br.body.length < plain.body.length / 2, `${br.body.length} of ${plain.body.length} bytes`);
    assert.equal(JSON.parse(brotliDecompressSync(br.body).toString()), JSON.parse(plain.body.toString()));
    const gz = await raw(url, { authorization: `Bearer ${key}`, 'accept-encoding': 'gzip' });
    assert.is(gz.headers['content-encoding'], 'gzip');
    assert.equal(JSON.parse(gunzipSync(gz.body).toString()), JSON.parse(plain.body.toString()));
    // Each representation has its own strong tag.
    assert.is.not(br.headers.etag, plain.headers.etag);
    // The OpenAPI document and the docs assets too.
    const doc = await raw(`${s.url}/v1/meta/openapi.json`, { 'accept-encoding': 'gzip' });
    assert.is(doc.headers['content-encoding'], 'gzip');
  } finally {
    await s.close();
  }
});

test('402: what is left, and no top_up_url when none is configured', async () => {
  const s = await startServer({ topUpUrl: '' });
  try {
    const key = await s.key(1);
    const res = await s.get(`/v1/chart/shadbala?${birth}`, key); // costs 3
    assert.is(res.status, 402);
    assert.is(res.headers.get('x-credits-remaining'), '1');
    assert.is(res.body.error.top_up_url, undefined);
  } finally {
    await s.close();
  }
});

test('docs assets: long-lived Cache-Control and an ETag that answers 304', async () => {
  const s = await startServer();
  try {
    const first = await fetch(`${s.url}/docs/assets/swagger-ui.css`);
    assert.is(first.headers.get('cache-control'), 'public, max-age=86400');
    const etag = first.headers.get('etag')!;
    assert.ok(etag);
    await first.arrayBuffer();
    const again = await fetch(`${s.url}/docs/assets/swagger-ui.css`, { headers: { 'if-none-match': etag } });
    assert.is(again.status, 304);
  } finally {
    await s.close();
  }
});

test.run();
