// Renders one page of each of the 12 report PDFs to a small PNG in docs/images (report-<kind>.png),
// shown by docs/reports-gallery.md: the first page after the cover and the contents, where the
// chart's own content starts. Births: the first of test/report-births.ts (New Delhi 1990).
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
await s.close();
