// Chart images over HTTP: image/svg+xml at cost 1; every planet label lies inside the polygon of
// the house that /v1/chart/planets (D1) or /v1/chart/divisional/D9 gives it; the wheel's ticks and
// cusps sit at /v1/western/natal/chart's longitudes and houses; bad options are a 400 with
// nothing charged; with rsvg-convert installed each style also renders to a PNG.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type TestServer } from './helpers.js';

const t = suite<{ s: TestServer; key: string }>('images');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(10_000);
});
t.after(async (ctx) => ctx.s.close());

const BIRTHS = [
  'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090',
  'date=1984-11-02&time=04:05&tz=%2B05:30&lat=13.0827&lon=80.2707',
  'date=2001-03-21&time=23:50&tz=-05:00&lat=40.7128&lon=-74.0060',
];

type Attrs = Record<string, string>;
/** `<tag …>` elements with a class, their attributes and text (without a nested <title>). */
function elements(svg: string, tag: string, cls: string): Attrs[] {
  const out: Attrs[] = [];
  const re = new RegExp(`<${tag} ([^>]*?)(/?)>`, 'g');
  for (const m of svg.matchAll(re)) {
    const a: Attrs = {};
    for (const [, k, v] of m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)) a[k!] = v!;
    if (a.class !== cls) continue;
    if (m[2] !== '/') {
      const rest = svg.slice(m.index! + m[0].length);
      a.text = rest.slice(0, rest.indexOf(`</${tag}>`)).replace(/<title>.*?<\/title>/, '');
    }
    out.push(a);
  }
  return out;
}

const points = (p: string) => p.split(' ').map((xy) => xy.split(',').map(Number) as [number, number]);
function inside(poly: [number, number][], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = poly[i]!;
    const [bx, by] = poly[(i + 1) % poly.length]!;
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (sign === 0) sign = Math.sign(cross);
    if (cross * sign <= 0) return false;
  }
  return true;
}

function checkHouses(svg: string, expected: Map<string, number>, what: string) {
  const polys = new Map(elements(svg, 'polygon', 'house').map((h) => [Number(h['data-house']), points(h.points!)]));
  assert.is(polys.size, 12, what);
  const labels = elements(svg, 'text', 'planet');
  assert.is(labels.length, 9, what);
  for (const l of labels) {
    const name = l['data-planet']!;
    const house = expected.get(name)!;
    assert.ok(inside(polys.get(house)!, Number(l.x), Number(l.y)), `${what}: ${name} drawn outside house ${house}`);
    assert.ok(l.text!.startsWith(name.slice(0, 2)), `${what}: ${name} label "${l.text}"`);
  }
}

for (const style of ['north', 'south', 'east']) {
  t(`${style} D1: image/svg+xml, cost 1, every planet inside its /v1/chart/planets house`, async ({ s, key }) => {
    for (const q of BIRTHS) {
      const img = await s.get(`/v1/chart/image?${q}&style=${style}`, key);
      assert.is(img.status, 200, String(img.body).slice(0, 300));
      assert.match(img.headers.get('content-type')!, /^image\/svg\+xml/);
      assert.is(img.headers.get('x-credits-charged'), '1');
      const chart = await s.get(`/v1/chart/planets?${q}`, key);
      const expected = new Map<string, number>(chart.body.planets.map((p: any) => [p.name, p.house]));
      checkHouses(img.body, expected, `${style} ${q}`);
      assert.ok(img.body.includes('D1 Rashi'));
    }
  });

  t(`${style} D9: every planet inside its /v1/chart/divisional/D9 house`, async ({ s, key }) => {
    for (const q of BIRTHS) {
      const img = await s.get(`/v1/chart/image?${q}&style=${style}&varga=D9`, key);
      assert.is(img.status, 200);
      const d9 = await s.get(`/v1/chart/divisional/D9?${q}`, key);
      assert.is(d9.status, 200);
      const expected = new Map<string, number>(d9.body.planets.map((p: any) => [p.name, p.house]));
      checkHouses(img.body, expected, `${style} D9 ${q}`);
    }
  });
}

t('wheel: ticks at /v1/western/natal/chart longitudes, each between the drawn cusps of its house', async ({ s, key }) => {
  for (const q of BIRTHS) {
    const img = await s.get(`/v1/western/natal/wheel?${q}`, key);
    assert.is(img.status, 200, String(img.body).slice(0, 300));
    assert.match(img.headers.get('content-type')!, /^image\/svg\+xml/);
    assert.is(img.headers.get('x-credits-charged'), '1');
    const chart = (await s.get(`/v1/western/natal/chart?${q}`, key)).body;
    const asc = chart.ascendant.longitude;
    const rim = elements(img.body, 'circle', 'rim')[0]!;
    const [cx, cy] = [Number(rim.cx), Number(rim.cy)];
    const lonAt = (x: number, y: number) => ((((asc - 180 + (Math.atan2(cy - y, x - cx) * 180) / Math.PI) % 360) + 360) % 360);
    const diff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
    const cusps = elements(img.body, 'line', 'cusp').map((c) => lonAt(Number(c.x2), Number(c.y2)));
    assert.is(cusps.length, 12);
    chart.houses.forEach((h: any, i: number) => assert.ok(diff(cusps[i]!, h.longitude) < 0.01, `cusp ${i + 1}`));
    const ticks = elements(img.body, 'line', 'tick');
    assert.is(ticks.length, chart.planets.length);
    chart.planets.forEach((p: any, i: number) => {
      const l = lonAt(Number(ticks[i]!.x1), Number(ticks[i]!.y1));
      assert.ok(diff(l, p.longitude) < 0.01, `${p.name} tick`);
      const house = cusps.findIndex((a, k) => (((l - a) % 360) + 360) % 360 < (((cusps[(k + 1) % 12]! - a) % 360) + 360) % 360) + 1;
      assert.is(house, p.house, `${p.name} house`);
    });
    const drawn = elements(img.body, 'line', 'aspect').length;
    assert.is(drawn, chart.aspects.filter((a: any) => a.aspect !== 'conjunction').length);
  }
});

const bad: [string, string][] = [
  ['/v1/chart/image?' + BIRTHS[0] + '&style=west', 'style'],
  ['/v1/chart/image?' + BIRTHS[0] + '&varga=D13', 'varga'],
  ['/v1/western/natal/wheel?' + BIRTHS[0] + '&house_system=nope', 'house_system'],
];
for (const [path, param] of bad) {
  t(`400 naming ${param}, charging nothing`, async ({ s, key }) => {
    const res = await s.get(path, key);
    assert.is(res.status, 400);
    assert.ok(res.body.error.details.some((d: any) => d.param === param), JSON.stringify(res.body));
    assert.is(res.headers.get('x-credits-charged'), null);
  });
}

const rsvg = spawnSync('rsvg-convert', ['--version']).status === 0;
t(`renders to PNG with rsvg-convert${rsvg ? '' : ' (not installed: skipped)'}`, async ({ s, key }) => {
  if (!rsvg) return;
  const dir = mkdtempSync(join(tmpdir(), 'chart-png-'));
  for (const path of [`/v1/chart/image?${BIRTHS[0]}&style=north`, `/v1/chart/image?${BIRTHS[0]}&style=south`, `/v1/western/natal/wheel?${BIRTHS[0]}`]) {
    const svg = (await s.get(path, key)).body as string;
    writeFileSync(join(dir, 'c.svg'), svg);
    execFileSync('rsvg-convert', ['-o', join(dir, 'c.png'), join(dir, 'c.svg')]);
    const png = readFileSync(join(dir, 'c.png'));
    assert.equal([...png.subarray(1, 4)], [0x50, 0x4e, 0x47], 'PNG signature');
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    const m = svg.match(/width="(\d+)" height="(\d+)"/)!;
    assert.equal([w, h], [Number(m[1]), Number(m[2])], path);
    assert.ok(png.length > 10_000, `${path}: ${png.length} bytes is too small to hold a drawn chart`);
  }
});

t.run();
