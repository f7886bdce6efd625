// The MCP server (Model Context Protocol, official SDK): tools from the catalog, the catalog and
// the conventions as resources, and two prompts. Every tool call is the endpoint's GET, sent
// through `dispatch` to the API itself, so keys, credits, rate limits, errors and refunds are
// exactly those of HTTP; an error answer becomes a tool error carrying the envelope's message.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { Endpoint } from '../http/catalog.js';
import type { Dispatch } from './dispatch.js';
import { PROMPTS, promptMessages } from './prompts.js';
import { RESOURCES, readResource } from './resources.js';
import { requestOf, toolSpecs, type ToolSpec } from './tools.js';

async function callTool(spec: ToolSpec, args: Record<string, unknown>, dispatch: Dispatch): Promise<CallToolResult> {
  const res = await dispatch(requestOf(spec, args));
  if (res.status !== 200) {
    let message = res.body;
    try {
      message = (JSON.parse(res.body) as { error: { message: string } }).error.message;
    } catch {
      /* not the envelope: keep the text */
    }
    return { isError: true, content: [{ type: 'text', text: `${res.status}: ${message}` }] };
  }
  if (spec.svg) {
    const uri = `astrology://image${spec.endpoint.path.replace(/^\/v1/, '')}`;
    return { content: [{ type: 'resource', resource: { uri, mimeType: 'image/svg+xml', text: res.body } }] };
  }
  const answer = JSON.parse(res.body) as Record<string, unknown>;
  return {
    content: [{ type: 'text', text: res.body }],
    ...(spec.outputSchema ? { structuredContent: answer } : {}),
  };
}

/** A server for one session (or one stateless HTTP request). */
export function createMcpServer(catalog: Endpoint[], dispatch: Dispatch, version: string): Server {
  const specs = toolSpecs(catalog);
  const byName = new Map(specs.map((s) => [s.name, s]));
  const server = new Server(
    { name: 'astrology-api', version },
    { capabilities: { tools: {}, resources: {}, prompts: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: specs.map((s) => ({ name: s.name, description: s.description, inputSchema: s.inputSchema, outputSchema: s.outputSchema })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const spec = byName.get(req.params.name);
    if (!spec) return { isError: true, content: [{ type: 'text', text: `unknown tool ${req.params.name}` }] };
    return callTool(spec, (req.params.arguments ?? {}) as Record<string, unknown>, dispatch);
  });
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: RESOURCES }));
  server.setRequestHandler(ReadResourceRequestSchema, async (req) => readResource(req.params.uri, dispatch));
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: PROMPTS }));
  server.setRequestHandler(GetPromptRequestSchema, async (req) => promptMessages(req.params.name, req.params.arguments ?? {}));
  return server;
}
