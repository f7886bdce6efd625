// How many pages each report's PDF has, measured (tools/measure_report_pages.ts: poppler's pdfinfo
// on the three births of test/report-births.ts) and stated in each report endpoint's description.
// test/report-pages.test.ts renders the PDFs again and fails when a document leaves its range by
// more than pageTolerance, so the stated figures follow the documents. The summaries keep the
// spec's wording: brihad "about 130 pages" (measured 120 to 126), detailed "50 or more" (52 to 53),
// lite "8 pages" (8, one birth 9: a heading stays with the drawings it introduces).

/** Fewest and most pages measured over the three births (2026-11-27, English documents set in Helvetica). */
export const REPORT_PAGES: Record<string, [number, number]> = {
  'kundli/lite': [8, 9],
  'kundli/detailed': [52, 53],
  'kundli/brihad': [120, 126],
  'match-making': [7, 7],
  'sade-sati': [6, 6],
  'mangal-dosha': [5, 5],
  numerology: [5, 5],
  'dasha-analysis': [6, 8],
  varshaphal: [12, 12],
  'horoscope/daily': [4, 4],
  // The horoscopes: the Vedic documents as measured, widened to the Western ones (system=western,
  // the three births of test/horoscope-western.test.ts: 4, 10, 14-15 pages).
  'horoscope/weekly': [9, 10],
  'horoscope/monthly': [13, 15],
};

/** Pages a document may gain or lose beyond its measured range before the test asks for a new measurement: 10 %, at least 1. */
export const pageTolerance = (pages: number): number => Math.max(1, Math.round(pages * 0.1));

/** The description sentence that states report `kind`'s measured page count. */
export function pagesNote(kind: string): string {
  const [lo, hi] = REPORT_PAGES[kind]!;
  const n = lo === hi ? `${lo}` : `${lo} to ${hi}`;
  return `The PDF has ${n} pages (A4), measured on three example births.`;
}
