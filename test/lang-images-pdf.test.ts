// Chart images and report PDFs in the reader's language (`lang=`, issue 17 part 3; issue 20's
// Unicode typesetting). Expected words come from outside the code: the planet marks of a printed
// Hindi kundli (सू चं मं बु गु शु श रा के, the ascendant ल), the name tables' published names
// (native/core/data/names, each with its dictionary or almanac), and poppler's reading of the
// PDFs (pdffonts: which fonts are embedded; pdftotext: the text a reader can copy).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { root, startServer, type TestServer } from './helpers.js';
import { readPng } from './support/png.js';
import { fontFiles, runs } from '../ts/fonts.js';

const t = suite<{ s: TestServer; key: string }>('lang-images-pdf');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(20_000);
});
t.after(async ({ s }) => s.close());

const BIRTH = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';
const table = (family: string): Record<string, Record<string, string>> =>
  JSON.parse(readFileSync(join(root, 'native/core/data/names', `${family}.json`), 'utf8')).names;
const has = (cmd: string) => spawnSync(cmd, ['-v']).error === undefined;
const poppler = has('pdftotext') && has('pdffonts');
const dir = mkdtempSync(join(tmpdir(), 'lang-pdf-'));

/** The visible text of each `<text class="…">` of an SVG, by its data-planet / data-point. */
function labels(svg: string, cls: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of svg.matchAll(new RegExp(`<text class="${cls}" data-(?:planet|point)="([^"]+)"[^>]*>(?:<title>[^<]*</title>)?([^<]*)<`, 'g'))) {
    out.set(m[1]!, m[2]!);
  }
  return out;
}

t('lang=hi: the North Indian chart marks the planets as a printed Hindi kundli does', async ({ s, key }) => {
  const r = await s.get(`/v1/chart/image?${BIRTH}&lang=hi`, key);
  assert.is(r.status, 200, String(r.body).slice(0, 200));
  const marks = labels(r.body, 'planet');
  const kundli: Record<string, string> = { Sun: 'सू', Moon: 'चं', Mars: 'मं', Mercury: 'बु', Jupiter: 'गु', Venus: 'शु', Saturn: 'श', Rahu: 'रा', Ketu: 'के' };
  assert.is(marks.size, 9, [...marks.keys()].join());
  for (const [planet, mark] of Object.entries(kundli)) {
    assert.match(marks.get(planet)!, new RegExp(`^${mark}(\\(R\\))? \\d+°$`), `${planet}: ${marks.get(planet)}`);
  }
  // The ascendant: ल, the first syllable of लग्न; data-* attributes stay English.
  assert.match(r.body, /class="ascendant" data-point="Ascendant"[^>]*>(<title>लग्न [^<]*<\/title>)?ल \d+°</);
});

t('lang=ta: South Indian tooltips carry the Tamil names of the tables; marks are their first syllables', async ({ s, key }) => {
  const r = await s.get(`/v1/chart/image?${BIRTH}&lang=ta&style=south`, key);
  assert.is(r.status, 200);
  const grahas = table('grahas');
  for (const [key_, names] of Object.entries(grahas)) {
    const english = key_[0]!.toUpperCase() + key_.slice(1);
    assert.ok(r.body.includes(`<title>${names.ta} `), `tooltip of ${english} names ${names.ta}`);
  }
  const marks = labels(r.body, 'planet');
  assert.ok(marks.get('Moon')!.startsWith('சந்'), `Moon ${marks.get('Moon')} (சந்திரன் beside சனி)`);
  assert.ok(marks.get('Saturn')!.startsWith('சனி'), `Saturn ${marks.get('Saturn')}`);
});

t('lang=de: the wheel names its signs and the aspect legend as Duden does', async ({ s, key }) => {
  const r = await s.get(`/v1/western/natal/wheel?${BIRTH}&lang=de`, key);
  assert.is(r.status, 200);
  const signs = table('signs');
  for (const names of Object.values(signs)) assert.ok(r.body.includes(`<title>${names.de}</title>`), names.de!);
  assert.ok(r.body.includes('>Quadrat / Opposition<'), 'legend');
  assert.ok(r.body.includes('data-sign="Aries"'), 'data attributes stay English');
});

t('lang on an image: an unknown code is a 400 listing the languages', async ({ s, key }) => {
  const r = await s.get(`/v1/chart/image?${BIRTH}&lang=xx`, key);
  assert.is(r.status, 400);
  const d = r.body.error.details.find((x: { param: string }) => x.param === 'lang');
  assert.match(d.message, /en, hi, sa, ta/);
});

t('lang=hi PNG: drawn (a different image from English, same size)', async ({ s, key }) => {
  const get = async (lang: string) => {
    const res = await fetch(`${s.url}/v1/chart/image?${BIRTH}&lang=${lang}&format=png`, { headers: { authorization: `Bearer ${key}` } });
    assert.is(res.headers.get('content-type'), 'image/png');
    return Buffer.from(await res.arrayBuffer());
  };
  const [hi, en] = [await get('hi'), await get('en')];
  const [a, b] = [readPng(hi), readPng(en)];
  assert.is(a.width, b.width);
  assert.ok(!hi.equals(en));
});

/** A report PDF's embedded fonts and text, as poppler reads them. */
async function pdf(s: TestServer, key: string, query: string): Promise<{ fonts: string; text: string; raw: string }> {
  const res = await fetch(`${s.url}/v1/reports/kundli/lite?${BIRTH}&format=pdf&${query}`, { headers: { authorization: `Bearer ${key}` } });
  assert.is(res.status, 200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const file = join(dir, `${query.replace(/\W/g, '_')}.pdf`);
  writeFileSync(file, bytes);
  if (!poppler) return { fonts: '', text: '', raw: bytes.toString('latin1') };
  return { fonts: execFileSync('pdffonts', [file]).toString(), text: execFileSync('pdftotext', [file, '-']).toString(), raw: bytes.toString('latin1') };
}

t('PDF lang=hi: Noto fonts embedded, the planets table in Hindi as the tables name them, /Lang hi', async ({ s, key }) => {
  const r = await pdf(s, key, 'lang=hi');
  assert.match(r.raw, /\/Lang \(hi\)/);
  if (!poppler) return;
  // pdffonts: name, type, encoding, emb, sub, uni: every font embedded, subset, with a ToUnicode map.
  for (const line of r.fonts.split('\n').slice(2).filter(Boolean)) assert.match(line, /yes\s+yes\s+yes/, line);
  assert.match(r.fonts, /NotoSansDevanagari-Regular/);
  assert.match(r.fonts, /NotoSans-Regular/);
  assert.not.match(r.fonts, /Helvetica/);
  // Names whose letters are drawn in reading order (no pre-base vowel sign, no reph), so any
  // extractor reads them back as written.
  const hi = table('grahas');
  for (const g of ['mars', 'mercury', 'rahu', 'ketu']) assert.ok(r.text.includes(hi[g]!.hi!), `${g}: ${hi[g]!.hi}`);
});

t('PDF lang=ta and a name in Latin and Devanagari: each script in its own embedded font, one line', async ({ s, key }) => {
  const r = await pdf(s, key, `lang=ta&name=${encodeURIComponent('Asha आशा')}`);
  if (!poppler) return;
  assert.match(r.fonts, /NotoSansTamil/);
  assert.match(r.fonts, /NotoSansDevanagari/);
  assert.ok(r.text.includes(table('grahas').jupiter!.ta!), 'குரு');
  // Runs of two fonts on one baseline: poppler reads the cover's line whole and in order.
  assert.match(r.text, /^Prepared for Asha आशा$/m);
});

// Every name of every table in every language is drawn with glyphs of the font the typesetter
// picks for it (fontkit reads the embedded files' character maps): no empty boxes.
t('fonts: every tabled name in every language is covered by the font its runs are set in', () => {
  const files = fontFiles();
  const fonts = new Map(Object.entries(files).map(([name, file]) => [name, fontkit.openSync(file) as fontkit.Font]));
  let checked = 0;
  for (const family of ['grahas', 'planets', 'signs', 'nakshatras', 'tithis', 'pakshas', 'yogas', 'karanas', 'varas', 'months', 'kaals', 'doshas', 'chart_yogas', 'aspects', 'houses', 'chart_points']) {
    for (const names of Object.values(table(family))) {
      for (const [lang, name] of Object.entries(names)) {
        for (const w of ['regular', 'bold'] as const) {
          for (const run of runs(`${name} 12°34′`, w)) {
            const font = fonts.get(run.font)!;
            for (const ch of run.text) {
              if (/[\u200c\u200d]/.test(ch)) continue; // joiners steer shaping and have no glyph of their own
              assert.ok(font.hasGlyphForCodePoint(ch.codePointAt(0)!), `${family} ${lang} ${name}: ${ch} (U+${ch.codePointAt(0)!.toString(16)}) not in ${run.font}`);
              checked += 1;
            }
          }
        }
      }
    }
  }
  assert.ok(checked > 10_000, `${checked} characters`);
});

t.run();
