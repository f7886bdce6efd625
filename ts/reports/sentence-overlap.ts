// How much consecutive days of a horoscope repeat each other (issue 20): the share of a day's
// sentences (over its five text fields) that the day before also has, as |shared| / max(|a|, |b|).
// One source for tools/horoscope_sentence_overlap.ts and test/horoscope-overlap.test.ts.

/** The five text fields of a day's reading. */
export const DAY_FIELDS = ['overview', 'love', 'career', 'health', 'money'] as const;

export type DayText = Record<(typeof DAY_FIELDS)[number], string>;

/** The sentences of a day's five text fields (split at a full stop, a space and a capital). */
export function daySentences(day: DayText): Set<string> {
  const out = new Set<string>();
  for (const f of DAY_FIELDS) for (const s of day[f].split(/(?<=\.) (?=[A-Z])/)) if (s.trim()) out.add(s.trim());
  return out;
}

/** Share (0..1) of sentences two days have in common. */
export function sharedShare(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((s) => b.has(s)).length;
  return shared / Math.max(a.size, b.size, 1);
}

export interface PairShare {
  date: string;
  share: number;
}

/** The share of every consecutive pair in a run of days (each entry names the later day). */
export function consecutiveShares(days: (DayText & { date: string })[]): PairShare[] {
  const out: PairShare[] = [];
  for (let i = 1; i < days.length; i++) {
    out.push({ date: days[i]!.date, share: sharedShare(daySentences(days[i - 1]!), daySentences(days[i]!)) });
  }
  return out;
}

/** `first` plus `n` days, YYYY-MM-DD. */
export function addDays(first: string, n: number): string {
  return new Date(Date.parse(`${first}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
