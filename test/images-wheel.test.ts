// The Western wheel read as a person reads it, on 50 charts (random births plus births on days
// of known stelliums, four or more planets within 20°): no two labels overlap (boxes computed
// here from the emitted SVG, see support/svg-boxes.ts), no label sits on an angle line, leader
// lines do not cross, and every stated degree — planets (degree, sign glyph, minutes) and house
// cusps — is the longitude /v1/western/natal/chart gives, truncated to the minute.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';
import { type Box, elements, groups, overlap, segmentHitsBox, segmentsCross, statedLongitude, textBox } from './support/svg-boxes.js';

const t = suite<{ s: TestServer; key: string }>('images-wheel');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

// Days with four or more planets within 20° (checked below from the chart endpoint itself):
// the Aquarius stellium of 1962-02-04, the Capricorn ones of 1989-12-28 and 2020-01-12, Taurus
// 2000-05-04 and 1941-05-11, Pisces 2011-03-30 and Sagittarius 1984-12-10.
const STELLIUM_DAYS = ['1962-02-04', '1989-12-28', '2020-01-12', '2000-05-04', '1941-05-11', '2011-03-30', '1984-12-10'];

/** A seeded generator (mulberry32) so the 50 charts are the same on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function births(n: number): string[] {
  const r = rng(20260626);
  const pad = (x: number) => String(x).padStart(2, '0');
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let date: string;
    if (i % 3 === 0) {
      date = STELLIUM_DAYS[(i / 3) % STELLIUM_DAYS.length]!;
    } else {
      const d = new Date(Date.UTC(1900, 0, 1) + Math.floor(r() * 150 * 365.25) * 86_400_000);
      date = d.toISOString().slice(0, 10);
    }
    const time = `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}`;
    const lat = (r() * 120 - 60).toFixed(4);
    const lon = (r() * 360 - 180).toFixed(4);
    out.push(`date=${date}&time=${time}&tz=%2B00:00&lat=${lat}&lon=${lon}`);
  }
  return out;
}

const BIRTHS = births(50);
const diff = (a: number, b: number) => (((a - b) % 360) + 360) % 360;

/** Largest number of planets (Sun … Pluto) inside any 20° arc. */
function stellium(planets: any[]): number {
  const lons = planets.filter((p) => p.key !== 'lilith' && p.key !== 'chiron' && p.key !== 'true_node').map((p) => p.longitude);
  return Math.max(...lons.map((a) => lons.filter((b) => diff(b, a) <= 20).length));
}

function checkStated(svg: string, chart: any, what: string) {
  const points = groups(svg, 'point');
  assert.is(points.length, chart.planets.length, `${what}: one label per point`);
  for (const { attrs, inner } of points) {
    const p = chart.planets.find((q: any) => q.key === attrs['data-key']);
    assert.ok(p, `${what}: ${attrs['data-key']} is a point of the chart`);
    const text = (cls: string) => elements(inner, 'text', cls)[0]?.text ?? '';
    const stated = statedLongitude(text('degree'), text('sign'), text('minute'));
    const d = diff(p.longitude, stated);
    assert.ok(d < 1 / 60 + 1e-9, `${what}: ${p.name} at ${p.longitude} labelled ${text('degree')}${text('sign')}${text('minute')}`);
    assert.is(text('retrograde') === '℞', p.retrograde, `${what}: ${p.name} retrograde mark`);
  }
  for (const c of elements(svg, 'text', 'cusp-degree')) {
    const m = c.text!.match(/^(\d+°)(.+?)(\d+′)$/u)!;
    assert.ok(m, `${what}: cusp label "${c.text}"`);
    const stated = statedLongitude(m[1]!, m[2]!, m[3]!);
    const lon = c['data-house'] ? chart.houses[Number(c['data-house']) - 1].longitude : undefined;
    if (lon !== undefined) assert.ok(diff(lon, stated) < 1 / 60 + 1e-9, `${what}: cusp ${c['data-house']} at ${lon} labelled ${c.text}`);
  }
  assert.is(elements(svg, 'text', 'cusp-degree').filter((c) => c['data-house']).length, 12, `${what}: twelve cusp labels`);
}

const LABELS = ['glyph', 'degree', 'sign', 'minute', 'retrograde', 'cusp-degree', 'angle', 'house-number', 'zodiac-sign'];

function checkLayout(svg: string, what: string) {
  const boxes: Box[] = LABELS.flatMap((cls) => elements(svg, 'text', cls).map(textBox));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      assert.not.ok(overlap(boxes[i]!, boxes[j]!), `${what}: ${boxes[i]!.what} overlaps ${boxes[j]!.what}`);
    }
  }
  const angleLines = elements(svg, 'line', 'angle-line').map((l) => [
    [Number(l.x1), Number(l.y1)],
    [Number(l.x2), Number(l.y2)],
  ]) as [number, number][][];
  assert.is(angleLines.length, 4, what);
  for (const b of boxes) {
    for (const [a, z] of angleLines) assert.not.ok(segmentHitsBox(a!, z!, b), `${what}: ${b.what} sits on an angle line`);
  }
  const leaders = elements(svg, 'polyline', 'leader').map((l) => l.points!.split(' ').map((xy) => xy.split(',').map(Number) as [number, number]));
  for (let i = 0; i < leaders.length; i++) {
    for (let j = i + 1; j < leaders.length; j++) {
      const [a, b] = [leaders[i]!, leaders[j]!];
      for (let u = 1; u < a.length; u++) {
        for (let v = 1; v < b.length; v++) {
          assert.not.ok(segmentsCross(a[u - 1]!, a[u]!, b[v - 1]!, b[v]!), `${what}: leaders ${i} and ${j} cross`);
        }
      }
    }
  }
}

t('50 wheels: labels state the chart endpoint longitudes and never overlap, sit on an angle line or cross leaders', async ({ s, key }) => {
  let stelliums = 0;
  for (const q of BIRTHS) {
    const img = await s.get(`/v1/western/natal/wheel?${q}`, key);
    assert.is(img.status, 200, `${q}: ${String(img.body).slice(0, 300)}`);
    const chart = (await s.get(`/v1/western/natal/chart?${q}`, key)).body;
    if (stellium(chart.planets) >= 4) stelliums++;
    checkStated(img.body, chart, q);
    checkLayout(img.body, q);
  }
  assert.ok(stelliums >= 10, `only ${stelliums} of the 50 charts hold a stellium`);
});

t('title: the name given, none without one', async ({ s, key }) => {
  const named = await s.get(`/v1/western/natal/wheel?${BIRTHS[1]}&name=Ada%20Lovelace`, key);
  assert.is(elements(named.body, 'text', 'title')[0]?.text, 'Ada Lovelace');
  const plain = await s.get(`/v1/western/natal/wheel?${BIRTHS[1]}`, key);
  assert.is(elements(plain.body, 'text', 'title').length, 0);
});

t.run();
