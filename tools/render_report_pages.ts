// Renders one page of each of the 12 report PDFs to a small PNG in docs/images (report-<kind>.png),
// shown by docs/reports-gallery.md: the first page after the cover and the contents, where the
// chart's own content starts. Births: the first of test/report-births.ts (New Delhi 1990).
// Also the names in other languages (lang=): the charts page of kundli/lite in Hindi and Tamil,
// and the North Indian chart image in Hindi as a PNG (report-lang-*.png, chart-lang-hi.png).
// Run: node --import tsx tools/render_report_pages.ts (after building the addon; needs poppler's pdftoppm).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, copyFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../test/helpers.js';
import { REPORT_KINDS, reportQuery } from '../test/report-births.js';

/** Page shown: 3 = after the cover (1) and the contents (2). */
const PAGE = 3;
/** 50 dpi: an A4 page becomes 414 x 585 pixels, readable headings in a gallery cell. */
const DPI = '50';

const images = join(import.meta.dirname, '..', 'docs', 'images');
const dir = mkdtempSync(join(tmpdir(), 'report-gallery-'));
const s = await startServer();
const key = await s.key(100000);
for (const kind of REPORT_KINDS) {
  const res = await fetch(`${s.url}/v1/reports/${kind}?${reportQuery(kind, 0)}&format=pdf`, { headers: { authorization: `Bearer ${key}` } });
  if (res.status !== 200) throw new Error(`${kind}: HTTP ${res.status} ${await res.text()}`);
  const name = `report-${kind.replace('/', '-')}`;
  const pdf = join(dir, `${name}.pdf`);
  writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
  const page = String(PAGE);
  execFileSync('pdftoppm', ['-png', '-r', DPI, '-f', page, '-l', page, '-singlefile', pdf, join(dir, name)]);
  copyFileSync(join(dir, `${name}.png`), join(images, `${name}.png`));
  console.log(`wrote docs/images/${name}.png (page ${page})`);
}
/** The page of kundli/lite with its two charts (the heading "D1 Rashi and D9 Navamsha"), found with pdftotext. */
function chartsPage(pdf: string): string {
  for (let p = 3; p <= 12; p++) {
    if (execFileSync('pdftotext', ['-f', String(p), '-l', String(p), pdf, '-']).toString().includes('D1 Rashi and D9 Navamsha')) return String(p);
  }
  throw new Error(`${pdf}: no charts page`);
}
for (const lang of ['hi', 'ta']) {
  const res = await fetch(`${s.url}/v1/reports/kundli/lite?${reportQuery('kundli/lite', 0)}&format=pdf&lang=${lang}`, { headers: { authorization: `Bearer ${key}` } });
  if (res.status !== 200) throw new Error(`lang=${lang}: HTTP ${res.status} ${await res.text()}`);
  const name = `report-lang-${lang}`;
  const pdf = join(dir, `${name}.pdf`);
  writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
  const page = chartsPage(pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', page, '-l', page, '-singlefile', pdf, join(dir, name)]);
  copyFileSync(join(dir, `${name}.png`), join(images, `${name}.png`));
  console.log(`wrote docs/images/${name}.png (kundli/lite page ${page}, lang=${lang})`);
}
const chart = await fetch(`${s.url}/v1/chart/image?${reportQuery('kundli/lite', 0).replace(/&at=[^&]*/, '')}&lang=hi&format=png&size=400`, { headers: { authorization: `Bearer ${key}` } });
if (chart.status !== 200) throw new Error(`chart image: HTTP ${chart.status}`);
writeFileSync(join(images, 'chart-lang-hi.png'), Buffer.from(await chart.arrayBuffer()));
console.log('wrote docs/images/chart-lang-hi.png');
await s.close();
