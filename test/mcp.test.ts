// The MCP tool server, driven by the official SDK's own client over both transports: /mcp on the
// HTTP server (the caller's key, metered like HTTP) and `astrology-api mcp` on stdio.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { root, startServer, type TestServer } from './helpers.js';

const birth = { date: '1990-07-15', time: '14:30', tz: '+05:30', lat: 28.6139, lon: 77.209 };
const query = 'date=1990-07-15&time=14%3A30&tz=%2B05%3A30&lat=28.6139&lon=77.209';
const couple = {
  boy_date: '1990-07-15', boy_time: '14:30', boy_tz: '+05:30', boy_lat: 28.6139, boy_lon: 77.209,
  girl_date: '1992-03-02', girl_time: '06:10', girl_tz: '+05:30', girl_lat: 19.076, girl_lon: 72.8777,
};
const coupleQuery = new URLSearchParams(Object.entries(couple).map(([k, v]) => [k, String(v)])).toString();

/** Ten tools and the GET each must equal, byte for byte. */
const CALLS: [string, Record<string, unknown>, string][] = [
  ['chart_planets', birth, `/v1/chart/planets?${query}`],
  ['chart_planet_name', { ...birth, name: 'jupiter' }, `/v1/chart/planet/jupiter?${query}`],
  ['panchang_tithi', birth, `/v1/panchang/tithi?${query}`],
  ['dasha_vimshottari_current', { ...birth, at: '2026-01-01T12:00:00+05:30' }, `/v1/dasha/vimshottari/current?${query}&at=2026-01-01T12%3A00%3A00%2B05%3A30`],
  ['milan_ashtakoota', couple, `/v1/milan/ashtakoota?${coupleQuery}`],
  ['western_natal_chart', { ...birth, house_system: 'koch' }, `/v1/western/natal/chart?${query}&house_system=koch`],
  ['yoga_list', birth, `/v1/yoga/list?${query}`],
  ['numerology_driver', { date: '1990-07-15' }, '/v1/numerology/driver?date=1990-07-15'],
  ['transit_positions', { date: '2025-01-01', time: '12:00', tz: '+00:00' }, '/v1/transit/positions?date=2025-01-01&time=12%3A00&tz=%2B00%3A00'],
  ['chart_divisional_varga', { ...birth, varga: 'D9' }, `/v1/chart/divisional/D9?${query}`],
];

function validator() {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
  for (const f of ['double', 'float', 'uint8', 'uint16', 'uint32', 'uint64', 'uint', 'int8', 'int16', 'int32', 'int64', 'int', 'date']) {
    ajv.addFormat(f, true);
  }
  return ajv;
}

const t = suite<{ s: TestServer; client: Client; key: string }>('mcp over streamable HTTP');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(1000);
  ctx.client = new Client({ name: 'test', version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(`${ctx.s.url}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${ctx.key}` } },
  });
  await ctx.client.connect(transport);
});
t.after(async (ctx) => {
  await ctx.client.close();
  await ctx.s.close();
});

t('tools: one per paid endpoint of the catalog, every input and output schema valid', async ({ s, client }) => {
  const { tools } = await client.listTools();
  const catalog = (await s.get('/v1/meta/endpoints')).body as { auth?: boolean; cost: number; path: string }[];
  assert.ok(tools.length >= 42, `${tools.length} tools`);
  // Every endpoint that needs a key (the public meta ones are resources instead).
  assert.is(tools.length, catalog.filter((e) => !e.path.startsWith('/v1/meta/')).length);
  assert.is(new Set(tools.map((x) => x.name)).size, tools.length);
  const ajv = validator();
  for (const tool of tools) {
    assert.ok(tool.description && tool.description.length > 60, tool.name);
    ajv.compile(tool.inputSchema);
    if (tool.outputSchema) ajv.compile(tool.outputSchema);
  }
  assert.ok(tools.filter((x) => x.outputSchema).length > 100, 'structured output for the JSON answers');
});

t('ten tool calls answer the same bytes as HTTP, charge the same credits, and match outside facts', async ({ s, client, key }) => {
  const other = await s.key(1000);
  let cost = 0;
  const catalog = (await s.get('/v1/meta/endpoints')).body as { path: string; cost: number }[];
  const costOf = (url: string) => catalog.find((e) => new RegExp(`^${e.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url.split('?')[0]!))!.cost;
  for (const [name, args, url] of CALLS) {
    const r = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: unknown };
    assert.not.ok(r.isError, `${name}: ${r.content[0]?.text}`);
    const http = await fetch(s.url + url, { headers: { authorization: `Bearer ${other}` } });
    const body = await http.text();
    assert.is(http.status, 200, url);
    assert.is(r.content[0]!.text, body, name);
    assert.equal(r.structuredContent, JSON.parse(body), name);
    cost += costOf(url);
  }
  // Credits: the next paid HTTP call with the same key shows what the tools spent.
  const next = await s.get(`/v1/chart/ascendant?${query}`, key);
  assert.is(Number(next.headers.get('x-credits-remaining')), 1000 - cost - 1);
  // Outside the code: the Sun of 15 July 1990 is in sidereal Punarvasu (Lahiri, any ephemeris).
  const chart = await client.callTool({ name: 'chart_planets', arguments: birth });
  const planets = (chart.structuredContent as { planets: { nakshatra: string }[] }).planets;
  assert.is(planets[0]!.nakshatra, 'Punarvasu');
});

t('a bad argument is a tool error with the HTTP 400 message; no credits is the 402 message', async ({ s, client }) => {
  const bad = (await client.callTool({ name: 'chart_planets', arguments: { ...birth, lat: 95 } })) as { isError?: boolean; content: { text: string }[] };
  assert.ok(bad.isError);
  const http = (await s.get(`/v1/chart/planets?${query.replace('lat=28.6139', 'lat=95')}`, await s.key(10))).body;
  assert.is(bad.content[0]!.text, `400: ${http.error.message}`);

  const broke = await s.key(0);
  const poor = new Client({ name: 'poor', version: '1' });
  await poor.connect(new StreamableHTTPClientTransport(new URL(`${s.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${broke}` } } }));
  const r = (await poor.callTool({ name: 'chart_planets', arguments: birth })) as { isError?: boolean; content: { text: string }[] };
  await poor.close();
  const refused = (await s.get(`/v1/chart/planets?${query}`, broke)).body;
  assert.ok(r.isError);
  assert.is(r.content[0]!.text, `402: ${refused.error.message}`);
});

t('images come back as SVG resources; resources and prompts are listed and read', async ({ client }) => {
  const img = (await client.callTool({ name: 'chart_image', arguments: birth })) as { content: { type: string; resource: { mimeType: string; text: string } }[] };
  assert.is(img.content[0]!.type, 'resource');
  assert.is(img.content[0]!.resource.mimeType, 'image/svg+xml');
  assert.match(img.content[0]!.resource.text, /^<svg/);
  const { resources } = await client.listResources();
  assert.equal(resources.map((r) => r.uri).sort(), ['astrology://catalog', 'astrology://conventions']);
  const catalog = await client.readResource({ uri: 'astrology://catalog' });
  assert.ok(JSON.parse((catalog.contents[0] as { text: string }).text).length >= 118);
  const { prompts } = await client.listPrompts();
  const tools = new Set((await client.listTools()).tools.map((x) => x.name));
  for (const p of prompts) {
    const args = Object.fromEntries((p.arguments ?? []).map((a) => [a.name, a.name === 'date' ? '2025-01-01' : 'Pune']));
    const got = await client.getPrompt({ name: p.name, arguments: args });
    const text = (got.messages[0]!.content as { text: string }).text;
    // Every tool a prompt asks for exists.
    for (const [name] of text.matchAll(/\b[a-z]+_[a-z_]+\b/g)) if (name.includes('_') && !name.startsWith('astrology')) assert.ok(tools.has(name), `${p.name} names ${name}`);
  }
});

t('GET /mcp is a 405 naming POST (a stateless server keeps no streams)', async ({ s }) => {
  const res = await fetch(`${s.url}/mcp`);
  assert.is(res.status, 405);
  assert.is(res.headers.get('allow'), 'POST');
});

t.run();

const io = suite<{ client: Client }>('mcp over stdio');
io.before(async (ctx) => {
  ctx.client = new Client({ name: 'test', version: '1' });
  await ctx.client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', '-e', "import('./ts/cli.ts').then((m) => m.main(['mcp']))"],
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn' } as Record<string, string>,
      stderr: 'ignore',
    }),
  );
});
io.after(async (ctx) => ctx.client.close());

io('the same tools, answering the same bytes as HTTP, and the same 400 message', async ({ client }) => {
  const s = await startServer();
  try {
    const key = await s.key(100);
    const { tools } = await client.listTools();
    assert.ok(tools.length >= 42);
    for (const [name, args, url] of CALLS.slice(0, 4)) {
      const r = (await client.callTool({ name, arguments: args })) as { content: { text: string }[] };
      assert.is(r.content[0]!.text, (await (await fetch(s.url + url, { headers: { authorization: `Bearer ${key}` } })).text()), name);
    }
    const bad = (await client.callTool({ name: 'chart_planets', arguments: { ...birth, lat: 95 } })) as { isError?: boolean; content: { text: string }[] };
    const http = (await s.get(`/v1/chart/planets?${query.replace('lat=28.6139', 'lat=95')}`, key)).body;
    assert.ok(bad.isError);
    assert.is(bad.content[0]!.text, `400: ${http.error.message}`);
  } finally {
    await s.close();
  }
});

io.run();
