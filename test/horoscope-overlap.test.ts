// Issue 20's rule for the daily horoscope, an invariant: two consecutive days share less than
// 30 % of their sentences (ts/reports/sentence-overlap.ts, the measure tools/horoscope_sentence_overlap.ts
// prints). Every sign over a year from 2025-03-03 (the start where the old text repeated 60 %),
// and 60 days from three more starts (a new Moon, a slow Moon near apogee, a leap-year end of
// February), read in the days of chained monthly reports; for both systems (vedic: the rashi;
// western: the tropical Sun sign, system=western).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { consecutiveShares } from '../ts/reports/sentence-overlap.js';
import { daysOf, SIGNS } from '../tools/horoscope_sentence_overlap.js';

const RUNS: [string, number][] = [
  ['2025-03-03', 365],
  ['2024-02-20', 60],
  ['2026-07-01', 60],
  ['2031-11-10', 60],
];

const t = suite('horoscope overlap (issue 20: consecutive days share < 30 % of sentences)');

for (const system of ['vedic', 'western']) {
  t(`${system}: 12 signs, every consecutive pair of ${RUNS.map(([d, n]) => `${n} days from ${d}`).join(', ')}`, async () => {
    const bad: string[] = [];
    let pairs = 0;
    let worst = 0;
    for (const [first, days] of RUNS) {
      for (const sign of SIGNS) {
        for (const p of consecutiveShares(await daysOf(sign, first, days, system))) {
          pairs++;
          worst = Math.max(worst, p.share);
          if (p.share >= 0.3) bad.push(`${sign} ${p.date} ${(p.share * 100).toFixed(0)} %`);
        }
      }
    }
    assert.ok(pairs >= 12 * (365 + 3 * 60 - 4), `pairs measured: ${pairs}`);
    assert.equal(bad, [], `worst ${(worst * 100).toFixed(1)} %`);
  });
}

t.run();
