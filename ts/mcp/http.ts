// `/mcp` on the HTTP server: the streamable HTTP transport of MCP, stateless (one server per
// request, JSON answers). Tool calls go to the API itself over the loopback with the caller's
// `Authorization` header, so they are metered and refused exactly as the same GET would be.
import type { Context, Middleware } from 'koa';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Endpoint } from '../http/catalog.js';
import { ApiError } from '../http/errors.js';
import type { Dispatch } from './dispatch.js';
import { createMcpServer } from './server.js';

/** Largest MCP request body accepted, bytes. */
const MAX_BODY = 256 * 1024;

async function readJson(ctx: Context): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new ApiError('payload_too_large', `An MCP request may be at most ${MAX_BODY} bytes.`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ApiError('invalid_request', 'The MCP request body is not JSON.');
  }
}

/** The API at the address this request came in on, with the caller's key. */
function loopback(ctx: Context): Dispatch {
  const address = ctx.req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') && !address.startsWith('::ffff:') ? `[${address}]` : address.replace(/^::ffff:/, '');
  const base = `http://${host}:${ctx.req.socket.localPort}`;
  const authorization = ctx.get('Authorization');
  return async (pathAndQuery) => {
    const res = await fetch(base + pathAndQuery, { headers: authorization ? { authorization } : {} });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text() };
  };
}

/** Serves POST /mcp; any other method is a 405 (a stateless server keeps no streams open). */
export function mcpEndpoint(catalog: Endpoint[], version: string): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/mcp') return next();
    if (ctx.method !== 'POST') {
      throw new ApiError('method_not_allowed', 'The MCP endpoint takes POST (streamable HTTP, stateless).', { headers: { Allow: 'POST' } });
    }
    const body = await readJson(ctx);
    const server = createMcpServer(catalog, loopback(ctx), version);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    ctx.respond = false; // the transport writes the response
    ctx.res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(ctx.req, ctx.res, body);
  };
}
