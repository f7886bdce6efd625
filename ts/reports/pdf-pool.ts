// Report PDFs are typeset on worker threads (piscina), never on the event loop: a 100-page PDF
// takes 0.3 s of JavaScript, during which the server would answer nothing else.
import { Piscina } from 'piscina';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Branding, ReportDocument } from './pdf.js';

const here = dirname(fileURLToPath(import.meta.url));
// Under tsx (tests, development) the sources are .ts; the built package runs the .js files.
const worker = join(here, import.meta.url.endsWith('.ts') ? 'pdf-worker.ts' : 'pdf-worker.js');

let pool: Piscina | undefined;

function thePool(): Piscina {
  // Created on first use: most processes never typeset a PDF. Idle threads end after a minute.
  pool ??= new Piscina({
    filename: worker,
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    idleTimeout: 60_000,
  });
  return pool;
}

/** The report typeset as a PDF, off the event loop. */
export async function renderPdfOffThread(report: ReportDocument, branding: Branding = {}, lang = 'en'): Promise<Buffer> {
  const bytes = (await thePool().run({ report, branding, lang })) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the worker threads (graceful shutdown; tests). */
export async function closePdfPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
