// Rewrites docs/endpoints/<group>.md from the catalog (see ts/docs/endpoint-pages.ts).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointPages } from '../ts/docs/endpoint-pages.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'endpoints');
mkdirSync(dir, { recursive: true });
const pages = endpointPages();
for (const f of readdirSync(dir)) if (!(f in pages)) rmSync(join(dir, f));
for (const [f, text] of Object.entries(pages)) writeFileSync(join(dir, f), text);
console.log(`${Object.keys(pages).length} pages in docs/endpoints/`);
