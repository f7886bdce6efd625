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
<script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/docs/assets/docs-init.js"></script>
</body></html>`;

/**
 * The page shows one group at a time, picked in the top bar (or by `/docs?urls.primaryName=chart`):
 * the whole document is ~2.7 MB with ~700 schemas, which Swagger UI parses and resolves before the
 * first click (tens of seconds on a modest machine); one group's part is a few hundred kB. The
 * whole document stays one choice away, last. persistAuthorization: the key given once under
 * Authorize survives a reload and a change of group.
 */
function initScript(groups: string[]): string {
  const first = groups.find((g) => g !== 'meta') ?? groups[0] ?? '';
  const urls = [
    ...groups.map((g) => ({ url: `/v1/meta/openapi.json?group=${encodeURIComponent(g)}`, name: g })),
    { url: '/v1/meta/openapi.json', name: 'all groups (one large document: slow to open)' },
  ];
  const options = { urls, 'urls.primaryName': first, dom_id: '#ui', deepLinking: true, persistAuthorization: true, docExpansion: 'list' };
  return `window.ui = SwaggerUIBundle(Object.assign(${JSON.stringify(options)}, {
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' }));`;
}

const TYPES: Record<string, string> = { css: 'text/css', js: 'application/javascript', png: 'image/png' };

/** Content of a docs asset, or undefined when the name is not one we serve. */
export function docsAsset(name: string, groups: string[]): { type: string; body: Buffer | string } | undefined {
  if (name === 'docs-init.js') return { type: TYPES.js!, body: initScript(groups) };
  if (!ASSETS.has(name)) return undefined;
  const ext = name.split('.').pop() ?? '';
  return { type: TYPES[ext] ?? 'application/octet-stream', body: readFileSync(normalize(join(assetsDir, name))) };
}
