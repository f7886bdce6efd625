// The fonts of the PDFs and of the PNG chart images: Noto Sans (Latin, Greek, Cyrillic and the
// signs the reports use: ′ ″ – ℞) and Noto Sans for each Indian script `lang=` offers, TrueType
// files from the @expo-google-fonts npm packages (OFL-1.1), embedded (subset) in every PDF.
// Text is split into runs by script and each run set in its script's font, so a name in any of
// these scripts prints, and stays extractable as text.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A font family: its package, its file name stem and whether it ships an italic. */
interface Family {
  key: string;
  pkg: string;
  stem: string;
  /** Unicode block of the script (absent for the base font). */
  block?: [number, number];
}

const FAMILIES: Family[] = [
  { key: 'latin', pkg: 'noto-sans', stem: 'NotoSans' },
  { key: 'devanagari', pkg: 'noto-sans-devanagari', stem: 'NotoSansDevanagari', block: [0x0900, 0x097f] },
  { key: 'bengali', pkg: 'noto-sans-bengali', stem: 'NotoSansBengali', block: [0x0980, 0x09ff] },
  { key: 'gujarati', pkg: 'noto-sans-gujarati', stem: 'NotoSansGujarati', block: [0x0a80, 0x0aff] },
  { key: 'tamil', pkg: 'noto-sans-tamil', stem: 'NotoSansTamil', block: [0x0b80, 0x0bff] },
  { key: 'telugu', pkg: 'noto-sans-telugu', stem: 'NotoSansTelugu', block: [0x0c00, 0x0c7f] },
  { key: 'kannada', pkg: 'noto-sans-kannada', stem: 'NotoSansKannada', block: [0x0c80, 0x0cff] },
  { key: 'malayalam', pkg: 'noto-sans-malayalam', stem: 'NotoSansMalayalam', block: [0x0d00, 0x0d7f] },
];

export type Weight = 'regular' | 'bold' | 'italic';

const FILE: Record<Weight, string> = { regular: '400Regular', bold: '700Bold', italic: '400Regular_Italic' };

function dir(pkg: string): string {
  return path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
}

/** The TrueType file of a family in a weight (the Indian scripts have no italic: upright). */
function file(f: Family, w: Weight): string {
  const weight = w === 'italic' && f.block ? 'regular' : w;
  return path.join(dir(f.pkg), FILE[weight], `${f.stem}_${FILE[weight]}.ttf`);
}

/** Every font file, by the name the PDF registers it under (`latin-bold`, `tamil-regular` …). */
export function fontFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of FAMILIES) for (const w of Object.keys(FILE) as Weight[]) out[`${f.key}-${w}`] = file(f, w);
  return out;
}

/** The regular and bold files of every family: what the PNG renderer needs for the labels. */
export function imageFontFiles(): string[] {
  return FAMILIES.flatMap((f) => [file(f, 'regular'), file(f, 'bold')]);
}

/** The family of a character: its Indian script, or undefined (the base font, or the run's). */
function scriptOf(cp: number): string | undefined {
  return FAMILIES.find((f) => f.block && cp >= f.block[0] && cp <= f.block[1])?.key;
}

/** Characters any script's text uses: they stay in the run they are in. */
const SHARED = /[\s\u200c\u200d0-9.,:;()\-–—'’"“”/°]/u;

/** A stretch of text set in one font. */
export interface Run {
  font: string;
  text: string;
}

/**
 * What each Indian Noto font has besides its script: Basic Latin, Latin-1, the dashes, quotes,
 * ellipsis, middle dot and rupee sign (checked against the files by test/fonts.test.ts).
 */
const IN_EVERY_INDIAN_FONT = /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20b9\u200c\u200d]$/u;

/**
 * `text` as runs of one font each, for weight `w`. Text of one Indian script with only Latin
 * letters, digits and common signs beside it is one run in that script's font (one baseline, no
 * seams); anything else is split where the script changes.
 */
export function runs(text: string, w: Weight): Run[] {
  // Most text is ASCII: one run in the base font, without looking at each character.
  if (/^[\x00-\x7f]*$/.test(text)) return [{ font: `latin-${w}`, text }];
  const scripts = new Set<string>();
  let indianFontHasAll = true;
  for (const ch of text) {
    const script = scriptOf(ch.codePointAt(0)!);
    if (script) scripts.add(script);
    else if (!IN_EVERY_INDIAN_FONT.test(ch)) indianFontHasAll = false;
  }
  if (scripts.size === 1 && indianFontHasAll) return [{ font: `${[...scripts][0]}-${w}`, text }];
  const out: Run[] = [];
  for (const ch of text) {
    const script = scriptOf(ch.codePointAt(0)!);
    const last = out[out.length - 1];
    const key = script ?? (last && SHARED.test(ch) ? undefined : 'latin');
    const font = key === undefined ? last!.font : `${key}-${w}`;
    if (last && last.font === font) last.text += ch;
    else out.push({ font, text: ch });
  }
  return out.length > 0 ? out : [{ font: `latin-${w}`, text: '' }];
}
