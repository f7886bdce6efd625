// Runs in a worker thread of the PDF pool (ts/reports/pdf-pool.ts): typesetting a report with
// pdfkit takes hundreds of milliseconds of JavaScript, which must not block the event loop.
import { Piscina } from 'piscina';
import { renderPdf, type Branding, type ReportDocument } from './pdf.js';

export default async function typeset({ report, branding, lang }: { report: ReportDocument; branding: Branding; lang?: string }): Promise<unknown> {
  const pdf = await renderPdf(report, branding, lang);
  // Hand the bytes over without a copy.
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
  return Piscina.move(bytes);
}
