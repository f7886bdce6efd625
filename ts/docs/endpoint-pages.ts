// The reference page of each group (docs/endpoints/<group>.md), written from the catalog through
// the OpenAPI document: paths, costs, what each endpoint computes, its parameters with their
// types, and the schema of its answer. `npm run docs:endpoints` rewrites them; a test checks that
// the committed pages are what the catalog writes, so they cannot drift.
import { buildCatalog } from '../http/routes/index.js';
import { openApiDocument } from '../http/openapi.js';
import { GROUPS } from '../http/groups.js';

type Json = Record<string, any>;

const cell = (s: unknown) => String(s ?? '').replace(/\|/g, '\\|').replace(/\n+/g, ' ');

function typeOf(schema: Json): string {
  if (schema.enum) return schema.enum.length > 8 ? `one of ${schema.enum.length} values` : schema.enum.map((v: unknown) => `\`${v}\``).join(', ');
  const range = schema.minimum !== undefined && schema.maximum !== undefined ? ` ${schema.minimum} to ${schema.maximum}` : '';
  return `${schema.format ?? schema.type ?? 'text'}${range}`;
}

function answerOf(op: Json): string {
  const content = op.responses[200].content as Json;
  return Object.entries(content)
    .map(([type, c]) => {
      // An answer that may carry `places` (a place given by id) wraps its schema in allOf.
      const schema = (c as Json).schema as Json | undefined;
      const ref = (schema?.$ref ?? schema?.allOf?.[0]?.$ref) as string | undefined;
      return ref ? `\`${type}\`: \`${ref.split('/').pop()}\` (components of /v1/meta/openapi.json)` : `\`${type}\``;
    })
    .join('; ');
}

function endpointSection(path: string, op: Json): string[] {
  const lines = [`## GET ${path}`, '', `${op.summary}. **${op['x-credits']} credit${op['x-credits'] === 1 ? '' : 's'}.**`, ''];
  const [definition] = (op.description as string).split('\n\nCosts ');
  if (definition && definition !== op.summary) lines.push(definition, '');
  if (op.parameters.length) {
    lines.push('| parameter | in | type | required | meaning |', '|---|---|---|---|---|');
    for (const p of op.parameters) {
      lines.push(`| \`${p.name}\` | ${p.in} | ${cell(typeOf(p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`);
    }
    lines.push('');
  }
  lines.push(`Answer: ${answerOf(op)}.`, '');
  return lines;
}

/** File name (under docs/endpoints/) → page text, one page per group of the catalog. */
export function endpointPages(): Record<string, string> {
  const catalog = buildCatalog({ version: '0.0.0', buildCommit: 'docs', startedAt: 0 });
  const doc = openApiDocument(catalog, '0.0.0') as Json;
  const pages: Record<string, string[]> = {};
  for (const e of catalog) {
    const page = (pages[`${e.group}.md`] ??= [
      `# ${e.group}`,
      '',
      GROUPS[e.group] ?? '',
      '',
      'Written from the catalog by `npm run docs:endpoints`; do not edit by hand. Every endpoint is a GET',
      'with an API key (`Authorization: Bearer ...`) unless it says 0 credits; errors use the one envelope',
      'described in [the API guide](../api.md).',
      '',
    ]);
    page.push(...endpointSection(e.path, doc.paths[e.path].get));
  }
  return Object.fromEntries(Object.entries(pages).map(([f, lines]) => [f, lines.join('\n')]));
}
