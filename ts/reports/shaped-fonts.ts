// The embedded fonts of the PDFs, opened once per thread and shared by every document it typesets.
//
// pdfkit given a font file parses it again for each document (fontkit decodes the GSUB/GPOS tables
// on first use) and shapes each word once per document: in a profile of a 69-page Hindi kundli,
// shaping and table decoding were half of the 2.3 s. A fontkit font handed to pdfkit instead of
// its bytes is used as is (each document still embeds its own subset), and the shaping of a word
// in a font is the same in every document, so it is remembered here for the thread's lifetime.
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { fontFiles } from '../fonts.js';

type Font = fontkit.Font;
type Run = ReturnType<Font['layout']>;
type Position = Run['positions'][number];

/** Words remembered per font before the memo starts again (a report uses a few thousand). */
const MEMO_LIMIT = 20_000;

/** A run as pdfkit reads it; `positions` are its own copies, because pdfkit scales them in place. */
function copyOf(run: Run): Run {
  const positions: Position[] = run.positions.map((p) => ({ ...p }));
  return {
    glyphs: run.glyphs,
    positions,
    get advanceWidth() {
      let w = 0;
      for (const p of positions) w += p.xAdvance;
      return w;
    },
  } as unknown as Run;
}

/** `font` whose `layout` remembers each (text, features) it has shaped. */
function memoized(font: Font): Font {
  const shaped = new Map<string, Run>();
  const layout = font.layout.bind(font);
  const remembered = (text: string, features?: unknown, ...rest: unknown[]): Run => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let run = shaped.get(key);
    if (!run) {
      if (shaped.size >= MEMO_LIMIT) shaped.clear();
      run = (layout as (...a: unknown[]) => Run)(text, features, ...rest);
      shaped.set(key, run);
    }
    return copyOf(run);
  };
  // An own property in front of the class's method: the rest of the font is untouched.
  return Object.assign(font, { layout: remembered });
}

let opened: [string, Font][] | undefined;

/** Every embedded font by the name documents register it under (`latin-bold`, `tamil-regular` …). */
export function sharedFonts(): [string, Font][] {
  opened ??= Object.entries(fontFiles()).map(([name, file]) => [name, memoized(fontkit.create(readFileSync(file)) as Font)]);
  return opened;
}
