// Matches a request path against the catalog (spec-style `{param}` paths).
import type { Endpoint } from './catalog.js';

interface CompiledRoute {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
}

export class CatalogRouter {
  private routes: CompiledRoute[];

  constructor(catalog: Endpoint[]) {
    this.routes = catalog.map((endpoint) => {
      const names: string[] = [];
      const source = endpoint.path
        .split('/')
        .map((seg) => {
          const m = /^\{(\w+)\}$/.exec(seg);
          if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(m[1]!);
          return '([^/]+)';
        })
        .join('/');
      return { endpoint, pattern: new RegExp(`^${source}/?$`), names };
    });
  }

  match(path: string): { endpoint: Endpoint; params: Record<string, string> } | undefined {
    for (const r of this.routes) {
      const m = r.pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      r.names.forEach((n, i) => {
        params[n] = safeDecode(m[i + 1]!);
      });
      return { endpoint: r.endpoint, params };
    }
    return undefined;
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
