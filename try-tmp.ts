import { engine } from './ts/addon.ts';
import { renderPdf } from './ts/reports/pdf.ts';
const m = engine.resolveMoment({ date: '1990-07-15', time: '14:30', tz: '+05:30' } as any);
const doc = await engine.callAsync('reportAsync', { kind: 'kundli/lite', moment: m, place: { lat: 28.6, lon: 77.2 }, images: true, at: m } as any);
for (let i = 0; i < 2; i++) { const t0 = Date.now(); await renderPdf(doc as any); console.log('lite pdf', Date.now() - t0, 'ms'); }
