// The MCP tools, one per endpoint of the catalog (never a second list): the name is the
// operation id (`chart_planets`), the input schema the endpoint's parameters as the OpenAPI
// document types them, the output schema its answer schema, the description written for a model
// from the summary, the definition, the group and the cost.
import type { Endpoint } from '../http/catalog.js';
import { GROUPS } from '../http/groups.js';
import { openApiDocument } from '../http/openapi.js';

type Json = Record<string, any>;

export interface ToolSpec {
  name: string;
  description: string;
  inputSchema: Json;
  outputSchema?: Json;
  /** The endpoint the tool calls and how its arguments become the request. */
  endpoint: Endpoint;
  pathParams: string[];
  /** The answer is an SVG drawing rather than JSON. */
  svg: boolean;
}

/** Parameters a tool does not offer: reports come back as JSON (the PDF is for HTTP clients). */
const HIDDEN = new Set(['format']);

/** The definitions a schema needs, copied in as `$defs` (MCP schemas must stand alone). */
function standalone(schema: Json, components: Json): Json {
  const needed = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
          const name = v.slice('#/components/schemas/'.length);
          if (!needed.has(name)) {
            needed.add(name);
            visit(components[name]);
          }
        } else visit(v);
      }
    }
  };
  visit(schema);
  // Refs into $defs; numeric `format`s (uint8, double: OpenAPI's, not JSON Schema's) left out.
  const rewrite = (node: unknown): any =>
    JSON.parse(JSON.stringify(node).replaceAll('#/components/schemas/', '#/$defs/'), (k, v) =>
      k === 'format' && typeof v === 'string' && /^(u?int\d*|double|float)$/.test(v) ? undefined : v,
    );
  const defs = Object.fromEntries([...needed].sort().map((n) => [n, rewrite(components[n])]));
  // The root itself, not a reference to it: MCP wants `type: object` at the top.
  const root = typeof schema.$ref === 'string' ? rewrite(components[schema.$ref.split('/').pop()!]) : rewrite(schema);
  return { ...root, ...(needed.size ? { $defs: defs } : {}) };
}

function inputSchema(op: Json): { schema: Json; pathParams: string[] } {
  const properties: Json = {};
  const required: string[] = [];
  const pathParams: string[] = [];
  for (const p of op.parameters as Json[]) {
    if (HIDDEN.has(p.name)) continue;
    properties[p.name] = { ...p.schema, description: p.description, ...(p.example !== undefined ? { examples: [p.example] } : {}) };
    if (p.required) required.push(p.name);
    if (p.in === 'path') pathParams.push(p.name);
  }
  return { schema: { type: 'object', properties, required, additionalProperties: false }, pathParams };
}

function describe(e: Endpoint, op: Json): string {
  const [definition] = String(op.description).split('\n\nCosts ');
  return [
    `${e.summary}.`,
    definition !== e.summary ? definition : '',
    `Group ${e.group}: ${GROUPS[e.group] ?? ''}`,
    `Costs ${e.cost} credit${e.cost === 1 ? '' : 's'} of the API key per call.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Every tool, from the catalog (the public meta endpoints are resources instead). */
export function toolSpecs(catalog: Endpoint[]): ToolSpec[] {
  const doc = openApiDocument(catalog, 'mcp') as Json;
  const components = doc.components.schemas as Json;
  return catalog
    .filter((e) => e.auth)
    .map((e) => {
      const op = doc.paths[e.path].get as Json;
      const { schema, pathParams } = inputSchema(op);
      const json = op.responses[200].content['application/json']?.schema as Json | undefined;
      const output = json ? standalone(json, components) : undefined;
      return {
        name: op.operationId as string,
        description: describe(e, op),
        inputSchema: schema,
        // MCP structured output is an object; every JSON answer of a tool is one.
        outputSchema: output?.type === 'object' ? output : undefined,
        endpoint: e,
        pathParams,
        svg: (e.responseTypes ?? []).includes('image/svg+xml'),
      };
    });
}

/** The GET path and query of a tool call. */
export function requestOf(spec: ToolSpec, args: Record<string, unknown>): string {
  let path = spec.endpoint.path;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(args)) {
    if (v === undefined || v === null) continue;
    if (spec.pathParams.includes(k)) path = path.replace(`{${k}}`, encodeURIComponent(String(v)));
    else query.set(k, String(v));
  }
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}
