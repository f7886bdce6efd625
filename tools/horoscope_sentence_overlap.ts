// Measures how much two consecutive days of the daily horoscope repeat each other (issue 20):
// for the twelve signs and 30 days, the share of one day's sentences that the day before also
// has. Prints every pair at or above 30 % and the worst share. Uses the built addon.
//   node --import tsx tools/horoscope_sentence_overlap.ts [first-date]
import { engine } from '../ts/addon.ts';

const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
const FIELDS = ['overview', 'love', 'career', 'health', 'money'];
type Day = Record<string, string>;

/** The sentences of a day's five text fields (split at a full stop, a space and a capital). */
function sentences(day: Day): Set<string> {
  const out = new Set<string>();
  for (const f of FIELDS) for (const s of day[f].split(/(?<=\.) (?=[A-Z])/)) if (s.trim()) out.add(s.trim());
  return out;
}

async function dayOf(sign: string, date: string): Promise<Day> {
  const start = engine.resolveMoment({ date, time: '00:00', tz: '+05:30' } as never);
  const r = (await engine.callAsync('reportAsync' as never, { kind: 'horoscope/daily', sign, period_start: start } as never)) as { data: { days: Day[] } };
  return r.data.days[0];
}

async function main(first: string): Promise<void> {
  let worst = 0;
  let over = 0;
  for (const sign of SIGNS) {
    let prev: Set<string> | undefined;
    for (let i = 0; i < 30; i++) {
      const date = new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
      const now = sentences(await dayOf(sign, date));
      if (prev) {
        const shared = [...now].filter((s) => prev?.has(s)).length / Math.max(now.size, prev.size);
        worst = Math.max(worst, shared);
        if (shared >= 0.3) {
          over++;
          console.log(`${sign} ${date}: ${(shared * 100).toFixed(0)} % shared with the day before`);
        }
      }
      prev = now;
    }
  }
  console.log(`pairs at or above 30 %: ${over} of ${SIGNS.length * 29}; worst ${(worst * 100).toFixed(1)} %`);
}

await main(process.argv[2] ?? '2025-03-03');
