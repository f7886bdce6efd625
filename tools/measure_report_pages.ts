// Measures the page count of each report's PDF on the three births of test/report-births.ts
// (poppler's pdfinfo) and prints them: the figures of ts/http/routes/report-pages.ts come from here.
// Run: node --import tsx tools/measure_report_pages.ts (after building the addon; needs poppler-utils).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../test/helpers.js';
import { BIRTH_COUNT, REPORT_KINDS, reportQuery } from '../test/report-births.js';

const s = await startServer();
const key = await s.key(100000);
const dir = mkdtempSync(join(tmpdir(), 'report-pages-'));
for (const kind of REPORT_KINDS) {
  const counts: number[] = [];
  for (let i = 0; i < BIRTH_COUNT; i++) {
    const res = await fetch(`${s.url}/v1/reports/${kind}?${reportQuery(kind, i)}&format=pdf`, { headers: { authorization: `Bearer ${key}` } });
    if (res.status !== 200) throw new Error(`${kind} #${i}: HTTP ${res.status} ${await res.text()}`);
    const file = join(dir, `${kind.replace('/', '-')}-${i}.pdf`);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    counts.push(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]));
  }
  console.log(`${kind}: ${counts.join(', ')}`);
}
await s.close();
