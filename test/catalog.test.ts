// The live catalog against the API contract (test/fixtures/spec_catalog.json, extracted from
// the API contract's endpoint tables by tools/extract_spec_catalog.py) and /v1/meta/version's promises.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execSync } from 'node:child_process';
import { fixture, root, startServer, type TestServer } from './helpers.js';

const spec = fixture<{ endpoints: { method: string; path: string; group: string; cost: number; summary: string }[] }>(
  'spec_catalog.json',
);
const IN_SPEC_GROUPS_BY_ISSUE = [
  '/v1/meta/ayanamsas',
  '/v1/meta/house-systems',
  // issue 15: panchang extras and South Indian matching
  ...['disha-shool', 'anandadi-yoga', 'chandrabala', 'chandrashtama', 'nivas', 'lagna-table', 'muhurtas', 'gowri'].map((e) => `/v1/panchang/${e}`),
  '/v1/milan/porutham',
  '/v1/milan/dashakoota',
  // issue 15: number prashna beside the spec's prashna chart
  '/v1/prashna/number',
];
// Issue 15 adds the Lo Shu grid, the personal cycles, name correction and compatibility to the numerology group.
IN_SPEC_GROUPS_BY_ISSUE.push(...['lo-shu-grid', 'personal-cycles', 'name-correction', 'compatibility'].map((p) => `/v1/numerology/${p}`));
// Issue 15 places its chart tools in the chart group.
IN_SPEC_GROUPS_BY_ISSUE.push(
  ...['bhava-chalit', 'gandanta-pushkara', 'badhaka-maraka', 'sudarshana-chakra', 'ishta-kashta', 'avasthas', 'longevity',
    'pancha-pakshi', 'sarvatobhadra-chakra'].map((p) => `/v1/chart/${p}`),
);
// Issue 14 (part 2): Western chart analysis, in the western group.
IN_SPEC_GROUPS_BY_ISSUE.push(
  ...['declinations', 'antiscia', 'harmonic', 'heliocentric', 'draconic', 'sidereal', 'patterns', 'balance', 'dispositors', 'almuten', 'uranian']
    .map((e) => `/v1/western/natal/${e}`),
  '/v1/western/time-lords/zodiacal-releasing',
  '/v1/western/astrocartography/local-space',
);
// Issue 12 places its dasha systems (and the overview) in the spec's dasha group.
IN_SPEC_GROUPS_BY_ISSUE.push(
  ...['ashtottari', 'shodasottari', 'dwadasottari', 'panchottari', 'shatabdika', 'chaturaseeti-sama', 'dwisaptati-sama',
    'shashtihayani', 'shattrimsa-sama', 'tara', 'kaala', 'naisargika', 'kalachakra', 'chara', 'narayana', 'shoola', 'trikona', 'drig', 'lagna-kendradi', 'sudasa', 'mandooka', 'sthira', 'brahma', 'varnada'].flatMap((s) => [`/v1/dasha/${s}`, `/v1/dasha/${s}/current`]),
  '/v1/dasha/systems',
);
// Issue 14 places the Western predictive techniques under /v1/western/.
IN_SPEC_GROUPS_BY_ISSUE.push(
  ...['progressions/secondary', 'progressions/tertiary', 'progressions/minor', 'directions/solar-arc', 'returns/lunar',
    'returns/planetary', 'returns/list', 'transit/calendar', 'relationship/davison', 'synastry/house-overlays', 'synastry/score',
    'directions/primary', 'astrocartography/parans', 'horary',
  ].map((p) => `/v1/western/${p}`),
);
// Issue 15 places its further muhurta purposes in the muhurta group and the transit timeline in
// the transit group.
IN_SPEC_GROUPS_BY_ISSUE.push(
  ...['vehicle', 'property', 'bhoomi-puja', 'business', 'travel', 'annaprashan', 'mundan', 'upanayana', 'gold', 'panchaka-rahita']
    .map((p) => `/v1/muhurta/${p}`),
  '/v1/transit/timeline',
);
const t = suite<{ s: TestServer }>('catalog');
t.before(async (ctx) => {
  ctx.s = await startServer();
});
t.after(async (ctx) => ctx.s.close());

t('/v1/meta/endpoints is public and lists each live endpoint exactly as the spec states it', async ({ s }) => {
  const res = await s.get('/v1/meta/endpoints');
  assert.is(res.status, 200);
  assert.ok(Array.isArray(res.body) && res.body.length >= 12);
  const paths = new Set<string>();
  const specGroups = new Set(spec.endpoints.map((e) => e.group));
  for (const entry of res.body) {
    assert.equal(Object.keys(entry).sort(), ['cost', 'group', 'method', 'path', 'summary']);
    const stated = spec.endpoints.find((e) => e.path === entry.path);
    if (stated) assert.equal(entry, stated);
    // Endpoints the spec does not table (images, yogas, doshas ...) live in groups of their own,
    // except the paths an issue places in a spec group (issue 17: the meta reference tables;
    // issue 15: panchang extras, porutham and chart tools; issue 14: Western chart analysis).
    else if (!IN_SPEC_GROUPS_BY_ISSUE.includes(entry.path)) {
      assert.not.ok(specGroups.has(entry.group), `${entry.path} is not in the spec but claims group ${entry.group}`);
    }
    assert.not.ok(paths.has(entry.path), `${entry.path} listed twice`);
    paths.add(entry.path);
  }
});

t('/v1/meta/version answers without a key with the spec fields', async ({ s }) => {
  const res = await s.get('/v1/meta/version');
  assert.is(res.status, 200);
  const v = res.body;
  assert.match(v.version, /^\d+\.\d+\.\d+$/);
  // Swiss Ephemeris reports its own version; the issue fixes it at 2.10.03.
  assert.is(v.ephemeris_version, '2.10.03');
  const catalog = (await s.get('/v1/meta/endpoints')).body;
  assert.is(v.endpoint_count, catalog.length);
  assert.ok(Number.isInteger(v.uptime_seconds) && v.uptime_seconds >= 0);
  const head = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  assert.is(v.build_commit, head);
  // AGPL-3.0 §13: the licence, and where users get the source once the operator says (SOURCE_URL).
  assert.is(v.license, 'AGPL-3.0-only');
  assert.is(v.source_url, null);
  const named = await startServer({ sourceUrl: 'https://git.example.test/astrology-api' });
  try {
    assert.is((await named.get('/v1/meta/version')).body.source_url, 'https://git.example.test/astrology-api');
  } finally {
    await named.close();
  }
});

t('every catalog entry answers for real (no placeholder routes)', async ({ s }) => {
  const key = await s.key(10_000);
  const catalog = (await s.get('/v1/meta/endpoints')).body as { path: string }[];
  const openapi = (await s.get('/v1/meta/openapi.json')).body;
  for (const { path } of catalog) {
    const op = openapi.paths[path].get;
    let url = path;
    const query = new URLSearchParams();
    for (const p of op.parameters) {
      if (p.in === 'path') url = url.replace(`{${p.name}}`, String(p.example));
      // Every documented example (alternatives such as timezone and datetime carry none).
      else if (p.example !== undefined) query.set(p.name, String(p.example));
    }
    const res = await s.get(`${url}?${query}`, key);
    assert.is(res.status, 200, `${path}: ${JSON.stringify(res.body).slice(0, 200)}`);
  }
});

t.run();
