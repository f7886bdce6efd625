// The personal and white-label options of the reports: whose report it is (name, place name,
// both names for match-making), whose brand is on it (brand name, URL, footer line, accent
// colour) and how its charts are drawn; and the file name a PDF is saved under.
import { z } from 'zod';
import { choice } from '../schemas.js';

/**
 * Letters of any script (with their combining marks), digits, spaces and the punctuation names
 * and places use. No angle brackets, quotes or control characters: the text is printed as is.
 */
const PRINTABLE = /^[\p{L}\p{M}\p{N} .,'’&()\-/]+$/u;
const PRINTABLE_RULE = "letters, digits, spaces and . , ' & ( ) - / only";

const text = (max: number, description: string, example: string) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `at most ${max} characters`)
    // A refinement, not .regex(): the published schema would carry a \p{L} pattern, which
    // browsers' JavaScript reads without the u flag (the docs page then refuses every value).
    .refine((v) => PRINTABLE.test(v), PRINTABLE_RULE)
    .meta({ description: `${description} Allowed: ${PRINTABLE_RULE}.`, example });

const personName = (who: string, example: string) => text(80, `${who}'s name, printed on the cover and in the page headers (up to 80 characters).`, example);

export const nameField = personName('The person', 'Asha Verma');
export const placeNameField = text(120, 'The birth place in words, printed on the cover beside the coordinates (up to 120 characters).', 'New Delhi, India');

/** White-label options: the reseller's brand on the cover, in the headers and in the footers. */
export const brandingFields = {
  brand_name: text(60, 'Your brand, printed on the cover and in every page header instead of ours (up to 60 characters).', 'Jyoti Readings').optional(),
  brand_url: z
    .string()
    .trim()
    .max(120, 'at most 120 characters')
    .regex(/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~%/-]*)?$/, 'an http(s) URL of letters, digits and . _ ~ % / - only')
    .meta({ description: 'Your web address, printed under the brand on the cover and in the footers.', example: 'https://jyoti.example' })
    .optional(),
  footer: text(160, 'A line printed at the foot of every page, e.g. your contact details (up to 160 characters).', 'Jyoti Readings, Pune').optional(),
  color: z
    .string()
    .regex(/^#?[0-9A-Fa-f]{6}$/, 'a hex colour of six digits, e.g. #1f4e79')
    .transform((c) => (c.startsWith('#') ? c : `#${c}`))
    .meta({ description: 'Accent colour of headings, rules and the cover frame, as #RRGGBB.', example: '#1f4e79' })
    .optional(),
  style: choice(['north', 'south']).meta({ description: 'Drawing style of the charts: north (default) or south Indian.', example: 'north' }).optional(),
};

/** Personal fields of a one-birth report. */
export const personalFields = { name: nameField.optional(), place_name: placeNameField.optional() };

/** Personal fields of match-making. */
export const coupleFields = {
  boy_name: personName("The boy's", 'Rohan').optional(),
  girl_name: personName("The girl's", 'Meera').optional(),
};

export interface Branding {
  brand_name?: string;
  brand_url?: string;
  footer?: string;
  color?: string;
}

/** The branding options of a validated query (the PDF typesetter reads them). */
export const brandingOf = (q: Branding): Branding => ({ brand_name: q.brand_name, brand_url: q.brand_url, footer: q.footer, color: q.color });

/**
 * `kundli-asha-verma-1990-07-15.pdf`: the report, the name (when given) and the date, in
 * letters, digits and hyphens (any script's letters kept; the header also carries filename*).
 */
export function pdfFileName(kind: string, name: string | undefined, date: string | undefined): string {
  const slug = (s: string) =>
    s
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '');
  const parts = [slug(kind.replace(/\//g, '-')), name ? slug(name) : '', date ?? ''].filter((p) => p !== '');
  return `${parts.join('-')}.pdf`;
}

/** The Content-Disposition value: an ASCII `filename` for old clients, the UTF-8 `filename*`. */
export function contentDisposition(file: string): string {
  const ascii = file.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'report.pdf';
  return `attachment; filename="${ascii.replace(/^-+/, '')}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
