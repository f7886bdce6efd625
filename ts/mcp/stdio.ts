// `astrology-api mcp`: the MCP server on stdio, for desktop assistants. It runs its own copy of
// the API on the loopback (an in-memory store, a key that cannot run out, no rate limit), so a
// tool answers exactly what the HTTP endpoint answers. Nothing is written to stdout but MCP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { FullConfig } from '../config.js';
import { createApp } from '../http/app.js';
import { issueKey } from '../store/keys.js';
import { openStore } from '../store/index.js';
import { createMcpServer } from './server.js';

export async function serveStdio(config: FullConfig, version: string): Promise<void> {
  const store = openStore('sqlite::memory:');
  const { app, catalog } = createApp({ ...config, databaseUrl: 'sqlite::memory:', rateLimitMax: 1e9, redisUrl: undefined }, store, {
    log: () => {},
  });
  const http = createServer(app.callback());
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const { key } = await issueKey(store, 1_000_000_000_000, 'mcp-stdio');
  const server = createMcpServer(
    catalog,
    async (pathAndQuery) => {
      const res = await fetch(base + pathAndQuery, { headers: { authorization: `Bearer ${key}` } });
      return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text() };
    },
    version,
  );
  await server.connect(new StdioServerTransport());
  const stop = () => {
    http.close();
    void store.close();
  };
  process.stdin.on('close', stop);
}
