// Measures how much two consecutive days of the daily horoscope repeat each other (issue 20):
// for the twelve signs over `days` days (monthly reports chained, so every pair is measured),
// the share of one day's sentences that the day before also has. Prints every pair at or above
// 30 % and the worst share. Uses the built addon; the measure is ts/reports/sentence-overlap.ts.
//   node --import tsx tools/horoscope_sentence_overlap.ts [first-date] [days] [system]
import { engine } from '../ts/addon.ts';
import { addDays, consecutiveShares, type DayText } from '../ts/reports/sentence-overlap.ts';

export const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
type Day = DayText & { date: string };

/** `days` consecutive days of one sign's readings from `first` (monthly reports, 30 days each). */
export async function daysOf(sign: string, first: string, days: number, system?: string): Promise<Day[]> {
  const out: Day[] = [];
  for (let i = 0; i < days; i += 30) {
    const start = engine.resolveMoment({ date: addDays(first, i), time: '00:00', tz: '+05:30' } as never);
    const r = (await engine.callAsync('reportAsync' as never, { kind: 'horoscope/monthly', sign, period_start: start, system } as never)) as { data: { days: Day[] } };
    out.push(...r.data.days);
  }
  return out.slice(0, days);
}

async function main(first: string, days: number, system?: string): Promise<void> {
  let worst = 0;
  let over = 0;
  let pairs = 0;
  for (const sign of SIGNS) {
    for (const p of consecutiveShares(await daysOf(sign, first, days, system))) {
      pairs++;
      worst = Math.max(worst, p.share);
      if (p.share >= 0.3) {
        over++;
        console.log(`${sign} ${p.date}: ${(p.share * 100).toFixed(0)} % shared with the day before`);
      }
    }
  }
  console.log(`pairs at or above 30 %: ${over} of ${pairs}; worst ${(worst * 100).toFixed(1)} %`);
}

if (process.argv[1]?.endsWith('horoscope_sentence_overlap.ts')) {
  await main(process.argv[2] ?? '2025-03-03', Number(process.argv[3] ?? 30), process.argv[4]);
}
