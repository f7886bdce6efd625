// A report document with the tabled names of its tables and facts in the reader's language
// (`lang=`), for the PDF: a cell that is exactly a planet, sign, nakshatra, tithi … name becomes
// that name in the language. The rules are the engine's own `lang` pass (native/core/src/lang):
// each table row is handed over as an object keyed by its column headings ("Planet" → planet,
// "Moon sign" → moon_sign), so a heading settles a name two families share, as a field does in
// an answer. Prose stays English; numbers, headings and the rest of the text are unchanged.
import { engine } from '../addon.js';
import type { Block, ReportDocument } from './pdf.js';

const keyOf = (heading: string) => heading.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'name';

/** Rows as objects keyed by `headings`, localized by the engine, read back into strings. */
function localizeRows(headings: string[], rows: string[][], lang: string): string[][] {
  const keys = headings.map(keyOf);
  const objects = rows.map((r) => Object.fromEntries(r.map((cell, i) => [keys[i] ?? `c${i}`, cell])));
  const named = JSON.parse(engine.localize(JSON.stringify(objects), lang)) as Record<string, unknown>[];
  return rows.map((r, j) =>
    r.map((cell, i) => {
      const local = named[j]?.[`${keys[i] ?? `c${i}`}_localized`];
      return typeof local === 'string' ? local : cell;
    }),
  );
}

function localizeBlock(b: Block, lang: string): Block {
  switch (b.type) {
    case 'table':
      return { ...b, rows: localizeRows(b.columns, b.rows, lang) };
    case 'facts':
      // A fact is [label, value]: the label is the value's heading.
      return { ...b, rows: b.rows.map(([label = '', value = '']) => [label, localizeRows([label], [[value]], lang)[0]![0]!]) };
    default:
      return b;
  }
}

/** The document with its tables' and facts' names in `lang` (unchanged for `en`). */
export function localizeDocument(doc: ReportDocument, lang: string | undefined): ReportDocument {
  if (!lang || lang === 'en') return doc;
  return { ...doc, sections: doc.sections.map((s) => ({ ...s, blocks: s.blocks.map((b) => localizeBlock(b, lang)) })) };
}
