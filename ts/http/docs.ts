// The docs page: Swagger UI (from the swagger-ui-dist package, served locally) over our OpenAPI.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const require = createRequire(import.meta.url);
const assetsDir = dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png']);

export const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>astrology-api docs</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/docs-init.js"></script>
</body></html>`;

// persistAuthorization: the key given once under Authorize survives a reload of the page.
// docExpansion 'none': the groups start folded and a group's operations are drawn when it is
// opened; with every operation drawn at once (~150), Swagger UI stopped after the second group.
const INIT_JS = `window.ui = SwaggerUIBundle({ url: '/v1/meta/openapi.json', dom_id: '#ui', deepLinking: true, persistAuthorization: true, docExpansion: 'none' });`;

const TYPES: Record<string, string> = { css: 'text/css', js: 'application/javascript', png: 'image/png' };

/** Content of a docs asset, or undefined when the name is not one we serve. */
export function docsAsset(name: string): { type: string; body: Buffer | string } | undefined {
  if (name === 'docs-init.js') return { type: TYPES.js!, body: INIT_JS };
  if (!ASSETS.has(name)) return undefined;
  const ext = name.split('.').pop() ?? '';
  return { type: TYPES[ext] ?? 'application/octet-stream', body: readFileSync(normalize(join(assetsDir, name))) };
}
