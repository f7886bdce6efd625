// Reading a chart SVG as a person would see it, independently of the code that drew it: the
// elements with their attributes and text, the box each text covers and simple segment geometry.
//
// Box model: a text anchored in the middle with a central baseline covers
// width = Σ advance × font-size and height = font-size around (x, y). Advances are DejaVu Sans'
// (the font the images name first and the PNG renderer embeds), rounded up: digits 0.637 em,
// ° 0.5, ′ 0.37, capitals ≤ 0.8, lower case ≤ 0.65, astrological symbols ≤ 0.84 (taken as 1).

export type Attrs = Record<string, string>;

/** Elements `<tag …>` (any class when `cls` is undefined) with attributes and text content. */
export function elements(svg: string, tag: string, cls?: string): Attrs[] {
  const out: Attrs[] = [];
  const re = new RegExp(`<${tag} ([^>]*?)(/?)>`, 'g');
  for (const m of svg.matchAll(re)) {
    const a: Attrs = {};
    for (const [, k, v] of m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)) a[k!] = v!;
    if (cls !== undefined && a.class !== cls) continue;
    if (m[2] !== '/') {
      const rest = svg.slice(m.index! + m[0].length);
      a.text = decode(rest.slice(0, rest.indexOf(`</${tag}>`)).replace(/<title>.*?<\/title>/, '').replace(/<[^>]+>/g, ''));
    }
    out.push(a);
  }
  return out;
}

/** Groups `<g class="cls" …>…</g>` (not nested) as their attributes and inner markup. */
export function groups(svg: string, cls: string): { attrs: Attrs; inner: string }[] {
  const out: { attrs: Attrs; inner: string }[] = [];
  for (const m of svg.matchAll(/<g ([^>]*)>([\s\S]*?)<\/g>/g)) {
    const attrs: Attrs = {};
    for (const [, k, v] of m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)) attrs[k!] = v!;
    if (attrs.class === cls) out.push({ attrs, inner: m[2]! });
  }
  return out;
}

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

function advance(ch: string): number {
  const c = ch.codePointAt(0)!;
  if (c === 0xfe0e || c === 0xfe0f) return 0;
  if (ch >= '0' && ch <= '9') return 0.64;
  if (ch === '°') return 0.5;
  if (ch === '′') return 0.4;
  if (ch === ' ') return 0.33;
  if (ch >= 'A' && ch <= 'Z') return 0.8;
  if (ch >= 'a' && ch <= 'z') return 0.65;
  return 1.0;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  what: string;
}

/** The box a `<text>` element covers (middle anchor, central baseline). */
export function textBox(t: Attrs): Box {
  const size = Number(t['font-size']);
  const w = [...(t.text ?? '')].reduce((s, ch) => s + advance(ch), 0) * size;
  const x = Number(t.x);
  const y = Number(t.y);
  return { x0: x - w / 2, x1: x + w / 2, y0: y - size / 2, y1: y + size / 2, what: `${t.class} "${t.text}" at ${t.x},${t.y}` };
}

/** Overlap of two boxes beyond `slack` px in both directions. */
export function overlap(a: Box, b: Box, slack = 0.25): boolean {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > slack && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > slack;
}

type P = [number, number];
const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Whether segments ab and cd properly cross (touching ends do not count). */
export function segmentsCross(a: P, b: P, c: P, d: P): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Whether segment ab passes through the box. */
export function segmentHitsBox(a: P, b: P, box: Box): boolean {
  const inside = (p: P) => p[0] > box.x0 && p[0] < box.x1 && p[1] > box.y0 && p[1] < box.y1;
  if (inside(a) || inside(b)) return true;
  const corners: P[] = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x1, box.y1],
    [box.x0, box.y1],
  ];
  return corners.some((c, i) => segmentsCross(a, b, c, corners[(i + 1) % 4]!));
}

export const SIGN_GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];

/** The longitude a label states: `12°` in sign glyph `♉` and `34′` → 42.5667. */
export function statedLongitude(deg: string, sign: string, min: string): number {
  const s = SIGN_GLYPHS.indexOf([...sign].filter((c) => c.codePointAt(0)! < 0xfe00)[0]!);
  if (s < 0) throw new Error(`not a sign glyph: ${sign}`);
  return s * 30 + Number(deg.replace('°', '')) + Number(min.replace('′', '')) / 60;
}
