// The three births (and their partner, year and sign queries) on which the report PDFs are
// measured: the catalog's page figures (ts/http/routes/report-pages.ts), the page-count test and
// the gallery images (tools/render_report_pages.ts) all use these, so their figures agree.
// Births: New Delhi 1990 (the tests' example birth), New York 1975, Sydney 2003.
const BIRTHS = [
  { date: '1990-07-15', time: '14:30', tz: '+05:30', lat: 28.6139, lon: 77.209, sign: 'leo' },
  { date: '1975-11-02', time: '06:05', tz: '-05:00', lat: 40.7128, lon: -74.006, sign: 'scorpio' },
  { date: '2003-03-21', time: '22:40', tz: '+11:00', lat: -33.8688, lon: 151.2093, sign: 'pisces' },
];

const enc = encodeURIComponent;
const person = (b: (typeof BIRTHS)[number], prefix = '') =>
  `${prefix}date=${b.date}&${prefix}time=${b.time}&${prefix}tz=${enc(b.tz)}&${prefix}lat=${b.lat}&${prefix}lon=${b.lon}`;

/** The 12 report kinds (paths under /v1/reports/). */
export const REPORT_KINDS = [
  'kundli/lite', 'kundli/detailed', 'kundli/brihad', 'match-making', 'sade-sati', 'mangal-dosha',
  'numerology', 'dasha-analysis', 'varshaphal', 'horoscope/daily', 'horoscope/weekly', 'horoscope/monthly',
] as const;

/** The query of report `kind` for birth number `i` (0..2), without format. */
export function reportQuery(kind: (typeof REPORT_KINDS)[number], i: number): string {
  const b = BIRTHS[i]!;
  const other = BIRTHS[(i + 1) % BIRTHS.length]!;
  switch (kind) {
    case 'match-making':
      return `${person(b, 'boy_')}&${person(other, 'girl_')}&boy_name=Ravi&girl_name=Maya`;
    case 'numerology':
      return `date=${b.date}&name=${enc(['Anna Torres', 'Rahul Mehta', 'Grace Lee'][i]!)}`;
    case 'varshaphal':
      return `${person(b)}&age=${[34, 50, 21][i]}`;
    case 'horoscope/daily':
    case 'horoscope/weekly':
    case 'horoscope/monthly':
      return `sign=${b.sign}&date=2025-01-15&tz=${enc(b.tz)}&lat=${b.lat}&lon=${b.lon}`;
    default:
      return `${person(b)}&name=${enc(['Asha Rao', 'John Miller', 'Mia Chen'][i]!)}&at=2025-01-15T10:00:00${enc(b.tz)}`;
  }
}

export const BIRTH_COUNT = BIRTHS.length;
