// Image options over HTTP: size (the width in px), theme, lang (an unsupported one a 400 listing
// the languages; the languages themselves: lang-images-pdf.test.ts), the East Indian style, the bi-wheels (natal + transits against
// /v1/western/transit/chart, synastry against the second person's /v1/western/natal/chart and
// /v1/western/synastry/aspects) and PNG (header decoded here, size as asked, not blank).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';
import { elements, groups, overlap, statedLongitude, textBox } from './support/svg-boxes.js';
import { pixelStats, readPng } from './support/png.js';

const t = suite<{ s: TestServer; key: string }>('images-options');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(10_000);
});
t.after(async (ctx) => ctx.s.close());

const BIRTH = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090';
const PARTNER = 'date=1992-02-03&time=08:10&tz=%2B01:00&lat=48.8566&lon=2.3522';
const COUPLE = `${BIRTH.replace(/(^|&)(\w)/g, '$1p1_$2')}&${PARTNER.replace(/(^|&)(\w)/g, '$1p2_$2')}`;
const diff = (a: number, b: number) => (((a - b) % 360) + 360) % 360;

/** Stated longitude of every point of one ring of a wheel, by key. */
function ring(svg: string, which: string): Map<string, number> {
  return new Map(
    groups(svg, 'point')
      .filter((g) => g.attrs['data-ring'] === which)
      .map(({ attrs, inner }) => {
        const text = (cls: string) => elements(inner, 'text', cls)[0]?.text ?? '';
        return [attrs['data-key']!, statedLongitude(text('degree'), text('sign'), text('minute'))];
      }),
  );
}

function noOverlaps(svg: string, what: string) {
  const boxes = ['glyph', 'degree', 'sign', 'minute', 'retrograde', 'cusp-degree', 'angle', 'house-number', 'zodiac-sign'].flatMap((c) =>
    elements(svg, 'text', c).map(textBox),
  );
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) assert.not.ok(overlap(boxes[i]!, boxes[j]!), `${what}: ${boxes[i]!.what} overlaps ${boxes[j]!.what}`);
  }
}

t('size sets the width in px, the height in proportion', async ({ s, key }) => {
  for (const path of [`/v1/western/natal/wheel?${BIRTH}&size=1000`, `/v1/chart/image?${BIRTH}&size=1000`, `/v1/chart/image?${BIRTH}&style=east&size=1000`]) {
    const img = await s.get(path, key);
    assert.is(img.status, 200, path);
    const m = (img.body as string).match(/^<svg [^>]*width="([\d.]+)" height="([\d.]+)" viewBox="0 0 ([\d.]+) ([\d.]+)"/)!;
    assert.is(Number(m[1]), 1000, path);
    assert.ok(Math.abs(Number(m[2]) - (1000 * Number(m[4])) / Number(m[3])) <= 0.5, `${path}: height in proportion`);
  }
});

t('theme: dark and print repaint the page; light is the default', async ({ s, key }) => {
  const page = (svg: string) => (svg.match(/<rect width="[\d.]+" height="[\d.]+" fill="(#[0-9a-f]{6})"/) ?? [])[1];
  const light = (await s.get(`/v1/western/natal/wheel?${BIRTH}`, key)).body;
  const dark = (await s.get(`/v1/western/natal/wheel?${BIRTH}&theme=dark`, key)).body;
  const print = (await s.get(`/v1/chart/image?${BIRTH}&theme=print`, key)).body;
  assert.is(page(light), '#ffffff');
  const lum = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
  assert.ok(lum(page(dark)!) < 120, `dark page ${page(dark)}`);
  // Print: no colour anywhere (every fill and stroke is a grey).
  for (const [, hex] of print.matchAll(/(?:fill|stroke)="#([0-9a-f]{6})"/g)) {
    assert.ok(hex!.slice(0, 2) === hex!.slice(2, 4) && hex!.slice(2, 4) === hex!.slice(4, 6), `print uses #${hex}`);
  }
});

const bad: [string, string, RegExp][] = [
  [`/v1/western/natal/wheel?${BIRTH}&size=100`, 'size', /200 to 4000/],
  [`/v1/chart/image?${BIRTH}&size=abc`, 'size', /px/],
  [`/v1/chart/image?${BIRTH}&theme=neon`, 'theme', /light, dark, print/],
  [`/v1/western/natal/wheel?${BIRTH}&lang=hu`, 'lang', /en, hi, sa/],
  [`/v1/western/synastry/wheel?${COUPLE}&format=gif`, 'format', /svg, png/],
  [`/v1/western/natal/wheel?${BIRTH}&transit_time=12:00`, 'transit_date', /required/],
];
for (const [path, param, message] of bad) {
  t(`400 naming ${param}`, async ({ s, key }) => {
    const res = await s.get(path, key);
    assert.is(res.status, 400, JSON.stringify(res.body));
    const d = res.body.error.details.find((x: any) => x.param === param);
    assert.ok(d, JSON.stringify(res.body));
    assert.match(d.message, message);
  });
}

t('natal + transits: outer ring at /v1/western/transit/chart longitudes, its aspects drawn, no overlaps', async ({ s, key }) => {
  const q = `${BIRTH}&transit_date=2024-03-01&transit_time=12:00&transit_tz=%2B00:00`;
  const img = await s.get(`/v1/western/natal/wheel?${q}`, key);
  assert.is(img.status, 200, String(img.body).slice(0, 300));
  const tc = (await s.get(`/v1/western/transit/chart?${q}`, key)).body;
  const outer = ring(img.body, 'outer');
  assert.is(outer.size, tc.transits.length);
  for (const p of tc.transits) assert.ok(diff(p.longitude, outer.get(p.key)!) < 1 / 60 + 1e-9, `${p.name} transit`);
  const natal = ring(img.body, 'natal');
  for (const p of tc.natal.planets) assert.ok(diff(p.longitude, natal.get(p.key)!) < 1 / 60 + 1e-9, `${p.name} natal`);
  assert.is(elements(img.body, 'line', 'aspect').length, tc.aspects.filter((a: any) => a.aspect !== 'conjunction').length);
  noOverlaps(img.body, 'transit bi-wheel');
});

t('synastry: outer ring is the second chart, aspects are /v1/western/synastry/aspects, cost 2', async ({ s, key }) => {
  const img = await s.get(`/v1/western/synastry/wheel?${COUPLE}&name=Synastry`, key);
  assert.is(img.status, 200, String(img.body).slice(0, 300));
  assert.is(img.headers.get('x-credits-charged'), '2');
  const second = (await s.get(`/v1/western/natal/chart?${PARTNER}`, key)).body;
  const outer = ring(img.body, 'outer');
  for (const p of second.planets) assert.ok(diff(p.longitude, outer.get(p.key)!) < 1 / 60 + 1e-9, `${p.name} of the partner`);
  const syn = (await s.get(`/v1/western/synastry/aspects?${COUPLE}`, key)).body;
  assert.is(elements(img.body, 'line', 'aspect').length, syn.aspects.filter((a: any) => a.aspect !== 'conjunction').length);
  assert.is(elements(img.body, 'text', 'title')[0]?.text, 'Synastry');
  noOverlaps(img.body, 'synastry bi-wheel');
});

t('format=png: image/png, IHDR width = size, not blank', async ({ s, key }) => {
  for (const path of [
    `/v1/western/natal/wheel?${BIRTH}&format=png&size=640`,
    `/v1/chart/image?${BIRTH}&style=east&format=png&size=480&theme=dark`,
    `/v1/western/synastry/wheel?${COUPLE}&format=png&size=800`,
  ]) {
    const res = await fetch(s.url + path, { headers: { Authorization: `Bearer ${key}` } });
    assert.is(res.status, 200, path);
    assert.match(res.headers.get('content-type')!, /^image\/png/);
    const png = readPng(Buffer.from(await res.arrayBuffer()));
    assert.is(png.width, Number(new URLSearchParams(path.split('?')[1]).get('size')), path);
    const svg = (await s.get(path.replace('format=png', 'format=svg'), key)).body as string;
    assert.is(png.height, Number(svg.match(/height="([\d.]+)"/)![1]), `${path}: height as the SVG's`);
    const { variance, colours } = pixelStats(png);
    assert.ok(variance > 100, `${path}: luminance variance ${variance.toFixed(1)} is a blank image`);
    assert.ok(colours > 50, `${path}: ${colours} colours`);
  }
});

t.run();
