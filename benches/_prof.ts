import { createRequire } from 'node:module';
import { engine } from '../ts/addon.ts';
import { cases } from './lib.ts';
const require = createRequire(import.meta.url);
const native = require('../native/node/astrology.node');
const input = cases(1000);
engine.vedicChart({ moment: { jd_ut: input[0]!.jd_ut, offset_minutes: 0 }, place: { lat: 0, lon: 0 } }); // configure
const mode = process.argv[2] ?? 'loop';
const t0 = performance.now();
let n = 0, s = 0;
while (performance.now() - t0 < (mode === 'loop' ? 8000 : 2000)) {
  for (const c of input) { s += native.vedicChart({ moment: { jd_ut: c.jd_ut, offset_minutes: c.offset_minutes }, place: { lat: c.lat, lon: c.lon } }).ascendant.longitude; n++; }
}
console.log('native direct charts/s', (n / (performance.now() - t0)) * 1000, s > 0);
