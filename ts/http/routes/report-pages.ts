// How many pages each report's PDF has, measured (tools/measure_report_pages.ts: poppler's pdfinfo
// on the three births of test/report-births.ts) and stated in each report endpoint's description.
// test/report-pages.test.ts renders the PDFs again and fails when a document leaves its range by
// more than pageTolerance, so the stated figures follow the documents. The summaries keep the
// spec's wording ("about 130 pages", "8 pages"), which these measurements do not yet reach.

/** Fewest and most pages measured over the three births (2026-11-27, set in Noto Sans, which is wider than the Helvetica before it). */
export const REPORT_PAGES: Record<string, [number, number]> = {
  'kundli/lite': [11, 11],
  'kundli/detailed': [46, 48],
  'kundli/brihad': [67, 69],
  'match-making': [7, 7],
  'sade-sati': [6, 6],
  'mangal-dosha': [5, 5],
  numerology: [5, 5],
  'dasha-analysis': [6, 8],
  varshaphal: [13, 13],
  'horoscope/daily': [4, 4],
  'horoscope/weekly': [10, 10],
  'horoscope/monthly': [14, 15],
};

/** Pages a document may gain or lose beyond its measured range before the test asks for a new measurement: 10 %, at least 1. */
export const pageTolerance = (pages: number): number => Math.max(1, Math.round(pages * 0.1));

/** The description sentence that states report `kind`'s measured page count. */
export function pagesNote(kind: string): string {
  const [lo, hi] = REPORT_PAGES[kind]!;
  const n = lo === hi ? `${lo}` : `${lo} to ${hi}`;
  return `The PDF has ${n} pages (A4), measured on three example births.`;
}
