// Personal and white-label reports (issue 20): the name and the worded birth place on the cover,
// both names in match-making, the reseller's brand in the PDF, the file name a PDF is saved
// under, and clear 400s for options that cannot be printed. Expected values are the inputs
// themselves (what the client asked to be printed) and RFC 6266 for Content-Disposition.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inflateSync } from 'node:zlib';
import { startServer, type TestServer } from './helpers.js';

const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.2090&at=2025-01-15T10:00:00%2B05:30';
const pair =
  'boy_date=1990-07-15&boy_time=14:30&boy_tz=%2B05:30&boy_lat=28.6139&boy_lon=77.2090&girl_date=1992-03-08&girl_time=06:10&girl_tz=%2B05:30&girl_lat=19.0760&girl_lon=72.8777';

/** The content streams of a pdfkit PDF, decompressed (where the drawing operators and colours are). */
function streams(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = '';
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      out += inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      // not a deflated stream (an image or font program)
    }
  }
  return out;
}

const t = suite<{ s: TestServer; key: string }>('reports: personal and white-label');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(100_000);
});
t.after(async (ctx) => ctx.s.close());

t('the name and the worded place are on the cover; nothing internal is', async ({ s, key }) => {
  const r = await s.get(`/v1/reports/kundli/lite?${birth}&name=Asha%20Verma&place_name=New%20Delhi%2C%20India`, key);
  assert.is(r.status, 200, JSON.stringify(r.body).slice(0, 300));
  assert.is(r.body.prepared_for, 'Asha Verma');
  assert.is(r.body.subtitle[0], 'Prepared for Asha Verma');
  assert.ok(r.body.subtitle.includes('Place of birth: New Delhi, India'), JSON.stringify(r.body.subtitle));
  assert.ok(r.body.subtitle.some((l: string) => l.includes('(UTC+05:30)')), 'the offset is on the cover');
  assert.not.ok(JSON.stringify(r.body.sections).includes('native/'), 'no source path');
  assert.not.ok(String(r.body.text_source).includes('native/'), 'no source path in text_source');
});

t('match-making: both names, and whose chart is whose', async ({ s, key }) => {
  const r = await s.get(`/v1/reports/match-making?${pair}&boy_name=Rohan&girl_name=Meera`, key);
  assert.is(r.status, 200, JSON.stringify(r.body).slice(0, 300));
  assert.is(r.body.prepared_for, 'Rohan & Meera');
  const titles = r.body.sections.flatMap((x: { blocks: { type: string; title?: string }[] }) => x.blocks.filter((b) => b.type === 'chart').map((b) => b.title));
  assert.equal(titles, ['Birth chart (D1) of Rohan', 'Birth chart (D1) of Meera']);
  assert.ok(r.body.sections.some((x: { title: string }) => x.title === 'Conclusion'), 'a conclusion');
  assert.not.ok(JSON.stringify(r.body.sections).includes('groom'), 'no engine strings ("bride x groom vashya table")');
});

t('PDF: saved as <report>-<name>-<date>.pdf, branded, in the chosen colour', async ({ s, key }) => {
  const q = `${birth}&name=Asha%20Verma&brand_name=Jyoti%20Readings&brand_url=https%3A%2F%2Fjyoti.example&footer=Call%20us&color=%231f4e79&style=south&format=pdf`;
  const res = await fetch(`${s.url}/v1/reports/kundli/lite?${q}`, { headers: { authorization: `Bearer ${key}` } });
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'application/pdf');
  const cd = res.headers.get('content-disposition') ?? '';
  assert.ok(cd.startsWith('attachment; filename="kundli-asha-verma-1990-07-15.pdf"'), cd);
  const pdf = Buffer.from(await res.arrayBuffer());
  const raw = pdf.toString('latin1');
  assert.ok(raw.includes('(Kundli - Summary Horoscope for Asha Verma)'), 'document title (the Info dictionary string)');
  assert.ok(raw.includes('Jyoti Readings'), 'brand as the author');
  // #1f4e79 as pdfkit writes an RGB fill: 0.121569 0.305882 0.47451.
  assert.ok(/0\.12156\d* 0\.30588\d* 0\.4745\d*/.test(streams(pdf)), 'the accent colour is used');
});

t('a name in another script gives an RFC 5987 file name', async ({ s, key }) => {
  const res = await fetch(`${s.url}/v1/reports/mangal-dosha?${birth}&name=${encodeURIComponent('आशा')}&format=pdf`, { headers: { authorization: `Bearer ${key}` } });
  assert.is(res.status, 200);
  const cd = res.headers.get('content-disposition') ?? '';
  assert.ok(cd.includes(`filename*=UTF-8''${encodeURIComponent('mangal-dosha-आशा-1990-07-15.pdf')}`), cd);
  await res.arrayBuffer();
});

t('options that cannot be printed: 400 naming the parameter, nothing charged', async ({ s }) => {
  const key = await s.key(500);
  const cases: [string, string][] = [
    [`/v1/reports/kundli/lite?${birth}&color=red`, 'color'],
    [`/v1/reports/kundli/lite?${birth}&color=%23abcd`, 'color'],
    [`/v1/reports/kundli/lite?${birth}&name=${'a'.repeat(81)}`, 'name'],
    [`/v1/reports/kundli/lite?${birth}&name=%3Cscript%3E`, 'name'],
    [`/v1/reports/kundli/lite?${birth}&place_name=`, 'place_name'],
    [`/v1/reports/kundli/lite?${birth}&brand_url=javascript%3Aalert(1)`, 'brand_url'],
    [`/v1/reports/kundli/lite?${birth}&footer=${'x'.repeat(161)}`, 'footer'],
    [`/v1/reports/kundli/lite?${birth}&style=west`, 'style'],
    [`/v1/reports/match-making?${pair}&girl_name=%22Meera%22`, 'girl_name'],
  ];
  for (const [path, param] of cases) {
    const r = await s.get(path, key);
    assert.is(r.status, 400, path);
    assert.ok(JSON.stringify(r.body).includes(param), `${path}: ${JSON.stringify(r.body)}`);
    assert.is(r.headers.get('x-credits-charged'), null);
  }
});

t.run();
