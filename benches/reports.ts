// Reports: time to build the JSON document (engine, on the libuv pool) and to typeset the PDF,
// for every report kind. Targets (issue 7): brihad JSON < 300 ms, brihad PDF < 3 s.
// Run: node --import tsx benches/reports.ts
import { engine } from '../ts/addon.js';
import { renderPdf } from '../ts/reports/pdf.js';

const m = engine.resolveMoment({ date: '1990-07-15', time: '14:30', tz: '+05:30' });
const moment = { jd_ut: m.jd_ut, offset_minutes: m.offset_minutes };
const place = { lat: 28.6139, lon: 77.209 };
const at = engine.resolveMoment({ date: '2025-01-15', time: '10:00', tz: '+05:30' });
const birth = { moment, place, at: { jd_ut: at.jd_ut, offset_minutes: at.offset_minutes } };
const girl = engine.resolveMoment({ date: '1992-03-08', time: '06:10', tz: '+05:30' });
const KINDS: Record<string, object> = {
  'kundli/lite': birth,
  'kundli/detailed': birth,
  'kundli/brihad': birth,
  'match-making': { boy: { moment, place }, girl: { moment: { jd_ut: girl.jd_ut, offset_minutes: 330 }, place: { lat: 19.076, lon: 72.8777 } } },
  'sade-sati': birth,
  'mangal-dosha': birth,
  numerology: { numerology: { date: '1990-07-15', name: 'Anna Torres' } },
  'dasha-analysis': birth,
  'horoscope/daily': { sign: 'leo', period_start: birth.at },
  'horoscope/weekly': { sign: 'leo', period_start: birth.at },
  'horoscope/monthly': { sign: 'leo', period_start: birth.at },
};
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const runs = Number(process.env.RUNS ?? 5);
console.log('report                 JSON ms (median)   PDF ms (median)   pages');
for (const [kind, input] of Object.entries(KINDS)) {
  const json: number[] = [];
  const pdf: number[] = [];
  let pages = 0;
  for (let i = 0; i < runs; i++) {
    let t0 = performance.now();
    await engine.callAsync('reportAsync', { kind, ...input });
    json.push(performance.now() - t0);
    const doc = await engine.callAsync('reportAsync', { kind, ...input, images: true });
    t0 = performance.now();
    const bytes = await renderPdf(doc);
    pdf.push(performance.now() - t0);
    pages = (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  }
  console.log(`${kind.padEnd(22)} ${median(json).toFixed(1).padStart(10)} ${median(pdf).toFixed(1).padStart(17)} ${String(pages).padStart(11)}`);
}
