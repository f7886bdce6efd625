// Typesets a composed report (the engine's JSON document: sections of paragraphs, facts,
// tables and chart images) as a PDF with pdfkit: a title page, a contents page with page
// numbers, the sections, and page numbers in the footer. The engine chooses every number and
// every sentence; this file only lays them out. Chart images are the engine's SVG drawings
// (the same renderer as /v1/chart/image), placed as vectors with svg-to-pdfkit.
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; rows: [string, string][] }
  | { type: 'table'; caption?: string; columns: string[]; rows: string[][] }
  | { type: 'chart'; title: string; varga: string; svg?: string };

export interface Section {
  title: string;
  level: number;
  new_page: boolean;
  blocks: Block[];
}

export interface ReportDocument {
  report: string;
  title: string;
  subtitle: string[];
  sections: Section[];
  text_source: string;
}

const MARGIN = 56;
const INK = '#2b2118';
const ACCENT = '#7a3b12';
const RULE = '#c9b8a6';
const SHADE = '#f3ece3';
/** Fixed, so the same report always gives the same bytes (pdfkit derives the file ID from it). */
const CREATED = new Date('2024-01-01T00:00:00Z');

/** Helvetica (WinAnsi) has no prime sign; the charts' minute marks become apostrophes. */
const ansi = (s: string) => s.replace(/\u2032/g, "'").replace(/\u2033/g, '"').replace(/[\u2013\u2014]/g, '-');

interface TocEntry {
  title: string;
  level: number;
  page: number;
}

export function renderPdf(doc_: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: doc_.title, Author: 'astrology-api', Producer: 'astrology-api', Creator: 'astrology-api', CreationDate: CREATED },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = () => doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 14;
  const ensure = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };

  // Title page.
  doc.addPage();
  doc.rect(MARGIN - 16, MARGIN - 16, width() + 32, doc.page.height - 2 * MARGIN + 32).lineWidth(2).stroke(ACCENT);
  doc.moveDown(8);
  doc.font('Helvetica-Bold').fontSize(28).fillColor(ACCENT).text(ansi(doc_.title), { align: 'center' });
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(13).fillColor(INK);
  for (const line of doc_.subtitle) doc.text(ansi(line), { align: 'center' }).moveDown(0.4);
  doc.moveDown(6);
  doc.fontSize(9).fillColor('#6b5a4a').text(ansi(doc_.text_source), { align: 'center' });
  doc.text('Computed with the Swiss Ephemeris by astrology-api.', { align: 'center' });

  // Contents: reserve the pages now, fill them in at the end.
  const entries = doc_.sections.filter((s) => s.level <= 2).length;
  const perPage = 46;
  const tocPages = Math.max(1, Math.ceil((entries + 2) / perPage));
  const tocStart = doc.bufferedPageRange().count;
  for (let i = 0; i < tocPages; i++) doc.addPage();

  const toc: TocEntry[] = [];
  let first = true;
  for (const s of doc_.sections) {
    if (first || s.new_page) doc.addPage();
    // Keep a heading with what follows it (a chart needs its whole height).
    else ensure((s.level === 1 ? 80 : 60) + (s.blocks[0]?.type === 'chart' && s.blocks[0].svg ? 370 : 0));
    first = false;
    toc.push({ title: s.title, level: s.level, page: doc.bufferedPageRange().count });
    if (s.level === 1) {
      doc.font('Helvetica-Bold').fontSize(18).fillColor(ACCENT).text(ansi(s.title));
      const y = doc.y + 2;
      doc.moveTo(MARGIN, y).lineTo(MARGIN + width(), y).lineWidth(1).stroke(ACCENT);
      doc.moveDown(0.8);
    } else {
      doc.moveDown(0.4);
      doc.font('Helvetica-Bold').fontSize(13).fillColor(ACCENT).text(ansi(s.title));
      doc.moveDown(0.4);
    }
    for (const b of s.blocks) block(b);
  }

  function paragraph(text: string) {
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    ensure(doc.heightOfString(ansi(text), { width: width() }) > 60 ? 30 : doc.heightOfString(ansi(text), { width: width() }));
    doc.text(ansi(text), MARGIN, doc.y, { width: width(), align: 'justify', lineGap: 1.5 });
    doc.moveDown(0.6);
  }

  function facts(rows: [string, string][]) {
    const labelW = 160;
    doc.fontSize(10);
    for (const [label, value] of rows) {
      const h = Math.max(doc.heightOfString(ansi(value), { width: width() - labelW }), 12) + 4;
      ensure(h);
      const y = doc.y;
      doc.font('Helvetica-Bold').fillColor(INK).text(ansi(label), MARGIN, y, { width: labelW - 8 });
      doc.font('Helvetica').text(ansi(value), MARGIN + labelW, y, { width: width() - labelW });
      doc.y = Math.max(doc.y, y + h - 4) + 4;
      doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + width(), doc.y - 2).lineWidth(0.3).stroke(RULE);
    }
    doc.x = MARGIN;
    doc.moveDown(0.6);
  }

  function table(caption: string | undefined, columns: string[], rows: string[][]) {
    const n = columns.length;
    const size = n > 10 ? 7 : 8.5;
    doc.fontSize(size);
    // Column widths by content, scaled to the text width.
    const want = columns.map((c, i) => {
      let w = doc.font('Helvetica-Bold').widthOfString(ansi(c));
      for (const r of rows) w = Math.max(w, doc.font('Helvetica').widthOfString(ansi(r[i] ?? '')));
      return Math.min(w + 8, 220);
    });
    const total = want.reduce((a, b) => a + b, 0);
    const widths = want.map((w) => (w / total) * width());
    const rowH = (cells: string[], bold: boolean) =>
      Math.max(...cells.map((c, i) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').heightOfString(ansi(c), { width: widths[i]! - 6 }))) + 5;
    const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
      const h = rowH(cells, bold);
      const y = doc.y;
      if (shade) doc.rect(MARGIN, y, width(), h).fill(SHADE);
      let x = MARGIN;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(INK).fontSize(size);
      cells.forEach((c, i) => {
        doc.text(ansi(c), x + 3, y + 2.5, { width: widths[i]! - 6, lineBreak: true });
        x += widths[i]!;
      });
      doc.moveTo(MARGIN, y + h).lineTo(MARGIN + width(), y + h).lineWidth(0.3).stroke(RULE);
      doc.y = y + h;
    };
    if (caption) {
      ensure(40);
      doc.font('Helvetica-Oblique').fontSize(9).fillColor('#6b5a4a').text(ansi(caption), MARGIN, doc.y, { width: width() });
      doc.moveDown(0.2);
    }
    ensure(rowH(columns, true) + rowH(rows[0] ?? columns, false));
    drawRow(columns, true, true);
    for (const r of rows) {
      if (doc.y + rowH(r, false) > bottom()) {
        doc.addPage();
        drawRow(columns, true, true);
      }
      drawRow(r, false, false);
    }
    doc.x = MARGIN;
    doc.moveDown(0.8);
  }

  function chart(b: Extract<Block, { type: 'chart' }>) {
    if (!b.svg) return;
    const vb = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(b.svg);
    const [w0, h0] = vb ? [Number(vb[1]), Number(vb[2])] : [500, 500];
    const w = Math.min(300, width());
    const h = (w * h0) / w0;
    ensure(h + 10);
    const x = MARGIN + (width() - w) / 2;
    SVGtoPDF(doc, ansi(b.svg), x, doc.y, { width: w, height: h, assumePt: true, preserveAspectRatio: 'xMidYMin meet' });
    doc.y += h + 8;
    doc.x = MARGIN;
  }

  function block(b: Block) {
    switch (b.type) {
      case 'paragraph':
        return paragraph(b.text);
      case 'facts':
        return facts(b.rows);
      case 'table':
        return table(b.caption, b.columns, b.rows);
      case 'chart':
        return chart(b);
    }
  }

  // Contents.
  const range = doc.bufferedPageRange();
  let tocPage = tocStart;
  doc.switchToPage(tocPage);
  doc.y = MARGIN;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(ACCENT).text('Contents', MARGIN, MARGIN);
  doc.moveDown(0.8);
  let line = 0;
  for (const e of toc) {
    if (line >= perPage) {
      tocPage += 1;
      doc.switchToPage(tocPage);
      doc.y = MARGIN;
      line = 0;
    }
    const indent = e.level === 1 ? 0 : 16;
    const y = doc.y;
    doc.font(e.level === 1 ? 'Helvetica-Bold' : 'Helvetica').fontSize(e.level === 1 ? 10.5 : 9.5).fillColor(INK);
    doc.text(ansi(e.title), MARGIN + indent, y, { width: width() - indent - 40, lineBreak: false, ellipsis: true });
    doc.text(String(e.page), MARGIN, y, { width: width(), align: 'right', lineBreak: false });
    doc.y = y + (e.level === 1 ? 15 : 13);
    line += 1;
  }

  // Footers.
  for (let i = 1; i < range.count; i++) {
    doc.switchToPage(i);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 16;
    doc.moveTo(MARGIN, y - 6).lineTo(MARGIN + width(), y - 6).lineWidth(0.3).stroke(RULE);
    doc.font('Helvetica').fontSize(8).fillColor('#6b5a4a');
    doc.text(ansi(doc_.title), MARGIN, y, { width: width() / 2, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN, y, { width: width(), align: 'right', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return done;
}
