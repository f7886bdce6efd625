// Typesets a composed report (the engine's JSON document: sections of paragraphs, facts,
// tables and chart images) as a PDF with pdfkit: a title page, a contents page with page
// numbers, the sections, and page numbers in the footer. The engine chooses every number and
// every sentence; this file only lays them out. Chart images are the engine's SVG drawings
// (the same renderer as /v1/chart/image), placed as vectors with svg-to-pdfkit.
// The PDF is tagged (PDF 1.7 structure tree, as far as pdfkit goes): the title and section
// headings are H1/H2, text P, tables Table/TR/TH/TD with their Caption, charts Figure with their
// title as alternative text, the contents TOC/TOCI; headers and footers are pagination artifacts.
// The catalog carries the language and asks viewers to show the title, not the file name.
// Type is Noto Sans, embedded: each script run in its script's Noto font (ts/reports/fonts.ts),
// so names in the Indian scripts (`lang=`, or a person's name) print and extract as text.
import PDFDocument from 'pdfkit';
import { runs, type Run, type Weight } from '../fonts.js';
import { sharedFonts } from './shaped-fonts.js';
import SVGtoPDF from 'svg-to-pdfkit';
import type { EngineAnswer } from '../addon.js';
import type { components } from '../engine/types.generated.js';

// The document's types are the engine's (generated from its Rust types).
export type Block = components['schemas']['Block'];
export type Section = components['schemas']['Section'];
export type ReportDocument = EngineAnswer<'reportAsync'>;

/** A reseller's brand: printed on the cover, in the headers and footers, in its colour. */
export interface Branding {
  brand_name?: string;
  brand_url?: string;
  footer?: string;
  /** Accent colour, #RRGGBB. */
  color?: string;
}

const MARGIN = 56;
const INK = '#2b2118';
const DEFAULT_ACCENT = '#7a3b12';
const RULE = '#c9b8a6';
const SHADE = '#f3ece3';
/** Space between two drawings set side by side. */
const CHART_GAP = 16;
/** Fixed, so the same report always gives the same bytes (pdfkit derives the file ID from it). */
const CREATED = new Date('2024-01-01T00:00:00Z');


/**
 * The font of a chart drawing's text: its labels are English or one Indian script (`lang=`), and
 * each Indian Noto font has the Latin letters and digits the labels mix in.
 */
function chartFont(svg: string, bold: boolean): string {
  return runs(svg, bold ? 'bold' : 'regular').find((r) => !r.font.startsWith('latin'))?.font ?? (bold ? 'latin-bold' : 'latin-regular');
}

/** Helvetica's WinAnsi lacks the prime signs: a Latin-only document writes apostrophes there. */
const ansi = (t: string) => t.replace(/\u2032/g, "'").replace(/\u2033/g, '"').replace(/[\u2013\u2014]/g, '-');
/** Characters the standard fonts print (WinAnsi, after `ansi`). */
const WIN_ANSI = /^[\x09\x0a\x0d\x20-\x7e\u00a0-\u00ff\u2018\u2019\u201c\u201d\u2026\u2022\u20ac\u2032\u2033\u2013\u2014]*$/;
const STANDARD: Record<string, string> = { 'latin-regular': 'Helvetica', 'latin-bold': 'Helvetica-Bold', 'latin-italic': 'Helvetica-Oblique' };

type TextOptions = PDFKit.Mixins.TextOptions & { structParent?: PDFKit.PDFStructureElement; structType?: string };

interface TocEntry {
  title: string;
  level: number;
  page: number;
}

/** The PDF being typeset and the page geometry every part uses. */
class Typesetter {
  readonly doc: PDFKit.PDFDocument;
  readonly toc: TocEntry[] = [];
  tocStart = 0;
  /**
   * A document that runs on without page breaks (the summary kundli) lists its chapters at the
   * head of its first page instead of on a contents page of its own.
   */
  readonly inlineContents: boolean;
  /** The first section starts on a page already opened (by the inline contents). */
  private pageOpen = false;
  readonly perPage = 46;

  readonly accent: string;
  /** Set in Helvetica (Latin-only text), or in the embedded Noto fonts. */
  readonly standard: boolean = false;
  /** The structure tree's root; every tagged element hangs from it in reading order. */
  readonly root: PDFKit.PDFStructureElement;
  /** The contents' element, placed in reading order when its pages are reserved, filled at the end. */
  tocElement?: PDFKit.PDFStructureElement;

  constructor(
    readonly report: ReportDocument,
    readonly brand: Branding = {},
    readonly lang = 'en',
  ) {
    this.accent = brand.color ?? DEFAULT_ACCENT;
    this.inlineContents = report.sections.every((s) => !s.new_page);
    const author = brand.brand_name ?? 'astrology-api';
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      autoFirstPage: false,
      info: { Title: this.documentTitle(), Author: author, Producer: author, Creator: author, CreationDate: CREATED },
      pdfVersion: '1.7',
      tagged: true,
      lang,
      displayTitle: true,
    });
    // A document whose every word prints in WinAnsi is set in the standard Helvetica (no font to
    // embed or shape: several times faster); any other script brings the embedded Noto fonts.
    this.standard = lang === 'en' && WIN_ANSI.test(JSON.stringify({ r: report, b: brand }).replace(/\\u[0-9a-f]{4}/gi, (m) => String.fromCharCode(parseInt(m.slice(2), 16))));
    if (!this.standard) for (const [name, font] of sharedFonts()) this.doc.registerFont(name, font as unknown as Buffer);
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  /**
   * Writes `text` in `weight`, each script run in its font (pdfkit's text(), at x, y when given).
   * Text of one script is one call. Mixed text that fits on a line is set run by run on one
   * alphabetic baseline (fonts of different scripts have different ascenders) and aligned as a
   * whole; longer mixed text flows as continued runs. Either way in one structure element.
   */
  say(text: string, weight: Weight, at: [number, number] | undefined, options: TextOptions = {}): void {
    const parts = this.runsOf(text, weight);
    if (parts.length === 1) {
      this.doc.font(parts[0]!.font);
      if (at) this.doc.text(parts[0]!.text, at[0], at[1], options);
      else this.doc.text(parts[0]!.text, options);
      return;
    }
    const { structParent, structType, ...rest } = options;
    const draw = () => this.mixed(parts, at, rest);
    if (structParent && structType) structParent.add(this.doc.struct(structType, {}, draw));
    else draw();
  }

  /** Mixed-script runs: on one baseline when they fit the width, else as continued text. */
  private mixed(parts: Run[], at: [number, number] | undefined, options: TextOptions): void {
    const doc = this.doc;
    const x0 = at?.[0] ?? doc.x;
    const y0 = at?.[1] ?? doc.y;
    const width = options.width ?? doc.page.width - MARGIN - x0;
    const widths = parts.map((r) => doc.font(r.font).widthOfString(r.text));
    const total = widths.reduce((a, b) => a + b, 0);
    if (total > width) {
      parts.forEach((r, i) => {
        doc.font(r.font);
        const o = { ...options, align: undefined, continued: i < parts.length - 1 };
        if (i === 0) doc.text(r.text, x0, y0, o);
        else doc.text(r.text, o);
      });
      return;
    }
    // The line's baseline sits under the tallest ascender of its fonts (pdfkit keeps the size and
    // each font's ascender, in thousandths of an em, on members it does not type).
    const inner = doc as unknown as { _fontSize: number; _font: { ascender: number } };
    const ascent = Math.max(...parts.map((r) => (doc.font(r.font), inner._font.ascender))) * (inner._fontSize / 1000);
    const heights = parts.map((r) => doc.font(r.font).currentLineHeight(true));
    const shift = options.align === 'center' ? (width - total) / 2 : options.align === 'right' ? width - total : 0;
    let x = x0 + shift;
    parts.forEach((r, i) => {
      doc.font(r.font).text(r.text, x, y0 + ascent, { lineBreak: false, baseline: 'alphabetic' });
      x += widths[i]!;
    });
    doc.x = x0;
    doc.y = y0 + Math.max(...heights) + (options.lineGap ?? 0);
  }

  /** The runs of `text`, in the standard font (one run, WinAnsi text) or the embedded ones. */
  runsOf(text: string, weight: Weight): Run[] {
    if (this.standard) return [{ font: STANDARD[`latin-${weight}`]!, text: ansi(text) }];
    return runs(text, weight);
  }

  /** Sets the font that measures `text` in `weight` (its first Indian-script run's, if any). */
  measure(text: string, weight: Weight): PDFKit.PDFDocument {
    const parts = this.runsOf(text, weight);
    return this.doc.font((parts.find((r) => !r.font.startsWith('latin')) ?? parts[0]!).font);
  }

  /** A new structure element of `type` under `parent` (the document by default). */
  element(type: string, parent: PDFKit.PDFStructureElement = this.root, options: PDFKit.Mixins.StructureElementOptions = {}): PDFKit.PDFStructureElement {
    const e = this.doc.struct(type, options);
    parent.add(e);
    return e;
  }

  /** "Kundli - Summary Horoscope for Asha Verma": the title with whom it is for. */
  documentTitle(): string {
    const who = this.report.prepared_for;
    return who ? `${this.report.title} for ${who}` : this.report.title;
  }

  width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  bottom(): number {
    return this.doc.page.height - MARGIN - 14;
  }

  ensure(h: number): void {
    if (this.doc.y + h > this.bottom()) this.doc.addPage();
  }

  titlePage(): void {
    // Title page.
    this.doc.addPage();
    this.doc.rect(MARGIN - 16, MARGIN - 16, this.width() + 32, this.doc.page.height - 2 * MARGIN + 32).lineWidth(2).stroke(this.accent);
    this.doc.moveDown(8);
    this.doc.fontSize(28).fillColor(this.accent);
    this.say(this.report.title, 'bold', undefined, { align: 'center', structParent: this.root, structType: 'H1' });
    this.doc.moveDown(1.5);
    this.doc.fontSize(13).fillColor(INK);
    for (const line of this.report.subtitle) {
      this.say(line, 'regular', undefined, { align: 'center', structParent: this.root, structType: 'P' });
      this.doc.moveDown(0.4);
    }
    this.doc.moveDown(6);
    if (this.brand.brand_name) {
      this.doc.fontSize(14).fillColor(this.accent);
      this.say(this.brand.brand_name, 'bold', undefined, { align: 'center', structParent: this.root, structType: 'P' });
      if (this.brand.brand_url) {
        this.doc.fontSize(10).fillColor(INK);
        this.say(this.brand.brand_url, 'regular', undefined, { align: 'center', structParent: this.root, structType: 'P' });
      }
      this.doc.moveDown(2);
    }
    const small = { align: 'center', structParent: this.root, structType: 'P' } as const;
    this.doc.fontSize(9).fillColor('#6b5a4a');
    this.say(this.report.text_source, 'regular', undefined, small);
    this.say(this.brand.brand_name ? 'Positions computed with the Swiss Ephemeris.' : 'Computed with the Swiss Ephemeris by astrology-api.', 'regular', undefined, small);

  }

  /** Reserves the contents pages now; `contents()` fills them in at the end. */
  reserveContents(): void {
    // Contents: reserve the pages now, fill them in at the end.
    if (this.inlineContents) {
      // The chapters only, above the first section: the heading and one line each.
      const chapters = this.report.sections.filter((s) => s.level === 1).length;
      this.doc.addPage();
      this.tocStart = this.doc.bufferedPageRange().count - 1;
      this.tocElement = this.element('TOC');
      this.doc.y = MARGIN + 40 + chapters * 15 + 16;
      this.pageOpen = true;
      return;
    }
    const entries = this.report.sections.filter((s) => s.level <= 2).length;
    const tocPages = Math.max(1, Math.ceil((entries + 2) / this.perPage));
    this.tocStart = this.doc.bufferedPageRange().count;
    this.tocElement = this.element('TOC');
    for (let i = 0; i < tocPages; i++) this.doc.addPage();

  }

  sections(): void {
    let first = true;
    for (const [k, s] of this.report.sections.entries()) {
      if ((first && !this.pageOpen) || s.new_page) this.doc.addPage();
      // Keep a heading with what follows it: a chart needs its whole height, and so does a short
      // paragraph introducing a chart (else the heading and its one line end a half-empty page).
      else this.ensure((s.level === 1 ? 80 : 60) + this.leadHeight(s.blocks, this.report.sections[k + 1]?.blocks));
      first = false;
      this.toc.push({ title: s.title, level: s.level, page: this.doc.bufferedPageRange().count });
      if (s.level === 1) {
        this.doc.fontSize(18).fillColor(this.accent);
        this.say(s.title, 'bold', undefined, { structParent: this.root, structType: 'H1' });
        const y = this.doc.y + 2;
        this.doc.moveTo(MARGIN, y).lineTo(MARGIN + this.width(), y).lineWidth(1).stroke(this.accent);
        this.doc.moveDown(0.8);
      } else {
        this.doc.moveDown(0.4);
        this.doc.fontSize(13).fillColor(this.accent);
        this.say(s.title, 'bold', undefined, { structParent: this.root, structType: 'H2' });
        this.doc.moveDown(0.4);
      }
      for (let i = 0; i < s.blocks.length; i++) {
        const [b, next] = [s.blocks[i]!, s.blocks[i + 1]];
        // Two drawings in a row share the line (the summary's rashi and navamsa).
        if (b.type === 'chart' && next?.type === 'chart' && b.svg && next.svg) {
          this.charts([b, next]);
          i += 1;
        } else this.block(b);
      }
    }
  }

  /**
   * Height a section's first blocks need on the page of its heading: a chart; or a paragraph and
   * the chart it introduces, in this section or as the first block of the next one (the
   * summary's "Charts" introduction before its rashi and navamsa sections).
   */
  leadHeight(blocks: Block[], nextBlocks: Block[] = []): number {
    const [a, b] = blocks;
    const chart = (x: Block | undefined): x is Extract<Block, { type: 'chart' }> => x?.type === 'chart' && !!x.svg;
    // The drawings at the head of `list`: two side by side when two come in a row (see sections).
    const drawings = (list: Block[]) => {
      const [c, d] = list;
      if (!chart(c)) return 0;
      return Math.max(...this.chartGeometry(chart(d) ? [c, d] : [c]).sizes) + 10;
    };
    if (chart(a)) return drawings(blocks);
    if (a?.type !== 'paragraph') return 0;
    const here = chart(b) ? drawings(blocks.slice(1)) : 0;
    const next = blocks.length === 1 && chart(nextBlocks[0]) ? 60 + drawings(nextBlocks) : 0;
    if (!here && !next) return 0;
    this.doc.fontSize(10);
    return this.measure(a.text, 'regular').heightOfString(a.text, { width: this.width(), lineGap: 1.5 }) + here + next;
  }

  paragraph(text: string) {
    this.doc.fontSize(10).fillColor(INK);
    // Keep a paragraph of up to ten lines whole, and never leave fewer than three lines of a
    // longer one at the foot of a page (no orphan lines on an otherwise empty page).
    const h = this.measure(text, 'regular').heightOfString(text, { width: this.width(), lineGap: 1.5 });
    this.ensure(h <= 130 ? h : 40);
    this.say(text, 'regular', [MARGIN, this.doc.y], { width: this.width(), align: 'justify', lineGap: 1.5, structParent: this.root, structType: 'P' });
    // The run-on summary sets its paragraphs a little closer.
    this.doc.moveDown(this.inlineContents ? 0.4 : 0.6);
  }

  /** Label/value rows (the engine writes each row as exactly two strings). */
  facts(rows: string[][]) {
    const labelW = 160;
    this.doc.fontSize(10);
    const table = this.element('Table');
    for (const [label = '', value = ''] of rows) {
      const row = this.element('TR', table);
      const h = Math.max(this.measure(value, 'regular').heightOfString(value, { width: this.width() - labelW }), 12) + 4;
      this.ensure(h);
      const y = this.doc.y;
      this.doc.fillColor(INK);
      this.say(label, 'bold', [MARGIN, y], { width: labelW - 8, structParent: row, structType: 'TH' });
      this.say(value, 'regular', [MARGIN + labelW, y], { width: this.width() - labelW, structParent: row, structType: 'TD' });
      this.doc.y = Math.max(this.doc.y, y + h - 4) + 4;
      this.doc.moveTo(MARGIN, this.doc.y - 2).lineTo(MARGIN + this.width(), this.doc.y - 2).lineWidth(0.3).stroke(RULE);
    }
    this.doc.x = MARGIN;
    this.doc.moveDown(0.6);
  }

  table(caption: string | null | undefined, columns: string[], rows: string[][]) {
    const n = columns.length;
    const size = n > 10 ? 7 : 8.5;
    this.doc.fontSize(size);
    // Column widths by content, scaled to the text width.
    const want = columns.map((c, i) => {
      let w = this.measure(c, 'bold').widthOfString(c);
      for (const r of rows) w = Math.max(w, this.measure(r[i] ?? '', 'regular').widthOfString(r[i] ?? ''));
      return Math.min(w + 8, 220);
    });
    const total = want.reduce((a, b) => a + b, 0);
    const widths = want.map((w) => (w / total) * this.width());
    const rowH = (cells: string[], bold: boolean) =>
      Math.max(...cells.map((c, i) => this.measure(c, bold ? 'bold' : 'regular').heightOfString(c, { width: widths[i]! - 6 }))) + 5;
    const table = this.element('Table');
    const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
      const h = rowH(cells, bold);
      const row = this.element('TR', table);
      const y = this.doc.y;
      if (shade) this.doc.rect(MARGIN, y, this.width(), h).fill(SHADE);
      let x = MARGIN;
      this.doc.fillColor(INK).fontSize(size);
      cells.forEach((c, i) => {
        this.say(c, bold ? 'bold' : 'regular', [x + 3, y + 2.5], { width: widths[i]! - 6, lineBreak: true, structParent: row, structType: bold ? 'TH' : 'TD' });
        x += widths[i]!;
      });
      this.doc.moveTo(MARGIN, y + h).lineTo(MARGIN + this.width(), y + h).lineWidth(0.3).stroke(RULE);
      this.doc.y = y + h;
    };
    if (caption) {
      this.ensure(40);
      const at = { width: this.width(), structParent: table, structType: 'Caption' };
      this.doc.fontSize(9).fillColor('#6b5a4a');
      this.say(caption, 'italic', [MARGIN, this.doc.y], at);
      this.doc.moveDown(0.2);
    }
    this.ensure(rowH(columns, true) + rowH(rows[0] ?? columns, false));
    drawRow(columns, true, true);
    for (const r of rows) {
      if (this.doc.y + rowH(r, false) > this.bottom()) {
        this.doc.addPage();
        drawRow(columns, true, true);
      }
      drawRow(r, false, false);
    }
    this.doc.x = MARGIN;
    this.doc.moveDown(0.8);
  }

  chart(b: Extract<Block, { type: 'chart' }>) {
    if (b.svg) this.charts([b]);
  }

  /** Width of each drawing and the height of each, one drawing alone or two side by side. */
  chartGeometry(blocks: Extract<Block, { type: 'chart' }>[]): { w: number; sizes: number[] } {
    const w = Math.min(300, (this.width() - CHART_GAP * (blocks.length - 1)) / blocks.length);
    const sizes = blocks.map((b) => {
      const vb = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(b.svg ?? '');
      const [w0, h0] = vb ? [Number(vb[1]), Number(vb[2])] : [500, 500];
      return (w * h0) / w0;
    });
    return { w, sizes };
  }

  /** One drawing centred, or two side by side, each a Figure with its title as alternative text. */
  charts(blocks: Extract<Block, { type: 'chart' }>[]) {
    const gap = CHART_GAP;
    const { w, sizes } = this.chartGeometry(blocks);
    const h = Math.max(...sizes);
    this.ensure(h + 10);
    let x = MARGIN + (this.width() - (w * blocks.length + gap * (blocks.length - 1))) / 2;
    const y = this.doc.y;
    for (const [i, b] of blocks.entries()) {
      const svg = this.standard ? ansi(b.svg ?? '') : (b.svg ?? '');
      // Chosen once per drawing: svg-to-pdfkit asks for every label.
      const faces = this.standard ? ['Helvetica', 'Helvetica-Bold'] : [chartFont(svg, false), chartFont(svg, true)];
      const fontCallback = (_family: string, bold: boolean) => faces[bold ? 1 : 0]!;
      const at = x;
      this.root.add(
        this.doc.struct('Figure', { alt: `${b.title} chart` }, () =>
          SVGtoPDF(this.doc, svg, at, y, { width: w, height: sizes[i]!, assumePt: true, preserveAspectRatio: 'xMidYMin meet', fontCallback }),
        ),
      );
      x += w + gap;
    }
    this.doc.y = y + h + 8;
    this.doc.x = MARGIN;
  }

  block(b: Block) {
    switch (b.type) {
      case 'paragraph':
        return this.paragraph(b.text);
      case 'facts':
        return this.facts(b.rows);
      case 'table':
        return this.table(b.caption, b.columns, b.rows);
      case 'chart':
        return this.chart(b);
    }
  }

  contents(): void {
    // Contents.
    const range = this.doc.bufferedPageRange();
    let tocPage = this.tocStart;
    this.doc.switchToPage(tocPage);
    this.doc.y = MARGIN;
    const toc = this.tocElement ?? this.element('TOC');
    this.doc.fontSize(18).fillColor(this.accent);
    this.say('Contents', 'bold', [MARGIN, MARGIN], { structParent: toc, structType: 'Caption' });
    this.doc.moveDown(0.8);
    let line = 0;
    for (const e of this.inlineContents ? this.toc.filter((x) => x.level === 1) : this.toc) {
      if (line >= this.perPage) {
        tocPage += 1;
        this.doc.switchToPage(tocPage);
        this.doc.y = MARGIN;
        line = 0;
      }
      const indent = e.level === 1 ? 0 : 16;
      const y = this.doc.y;
      this.doc.fontSize(e.level === 1 ? 10.5 : 9.5).fillColor(INK);
      const item = this.element('TOCI', toc);
      this.say(e.title, e.level === 1 ? 'bold' : 'regular', [MARGIN + indent, y], { width: this.width() - indent - 40, lineBreak: false, ellipsis: true, structParent: item, structType: 'Lbl' });
      this.say(String(e.page), 'regular', [MARGIN, y], { width: this.width(), align: 'right', lineBreak: false, structParent: item, structType: 'Reference' });
      this.doc.y = y + (e.level === 1 ? 15 : 13);
      line += 1;
    }

  }

  /** Headers (brand or title, and whom the report is for) and footers (the footer line and page numbers) on every page after the cover. */
  footers(): void {
    const range = this.doc.bufferedPageRange();
    const head = this.brand.brand_name ?? this.report.title;
    const who = this.report.prepared_for ?? '';
    const foot = this.brand.footer ?? this.brand.brand_url ?? this.report.title;
    for (let i = 1; i < range.count; i++) {
      this.doc.switchToPage(i);
      const saved = { top: this.doc.page.margins.top, bottom: this.doc.page.margins.bottom };
      this.doc.page.margins.bottom = 0;
      this.doc.page.margins.top = 0;
      this.doc.markContent('Artifact', { type: 'Pagination' });
      this.doc.fontSize(8).fillColor('#6b5a4a');
      const top = MARGIN - 30;
      this.say(head, 'regular', [MARGIN, top], { width: this.width() * 0.6, lineBreak: false, ellipsis: true });
      if (who) this.say(who, 'regular', [MARGIN + this.width() * 0.6, top], { width: this.width() * 0.4, align: 'right', lineBreak: false, ellipsis: true });
      this.doc.moveTo(MARGIN, top + 11).lineTo(MARGIN + this.width(), top + 11).lineWidth(0.3).stroke(RULE);
      const y = this.doc.page.height - MARGIN + 16;
      this.doc.moveTo(MARGIN, y - 6).lineTo(MARGIN + this.width(), y - 6).lineWidth(0.3).stroke(RULE);
      this.say(foot, 'regular', [MARGIN, y], { width: this.width() * 0.7, lineBreak: false, ellipsis: true });
      this.say(`Page ${i + 1} of ${range.count}`, 'regular', [MARGIN, y], { width: this.width(), align: 'right', lineBreak: false });
      this.doc.endMarkedContent();
      this.doc.page.margins.bottom = saved.bottom;
      this.doc.page.margins.top = saved.top;
    }
  }
}

export function renderPdf(report: ReportDocument, branding: Branding = {}, lang = 'en'): Promise<Buffer> {
  const t = new Typesetter(report, branding, lang);
  const chunks: Buffer[] = [];
  t.doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    t.doc.on('end', () => resolve(Buffer.concat(chunks)));
    t.doc.on('error', reject);
  });
  t.titlePage();
  t.reserveContents();
  t.sections();
  t.contents();
  t.footers();
  t.root.end();
  t.doc.end();
  return done;
}
