// The request Swagger UI's Try it out sends for an operation: its parameters' examples together.

export interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  example?: unknown;
}

/** The request Swagger UI builds from an operation's examples: path filled, examples in the query. */
export function exampleRequest(path: string, parameters: Parameter[]): string {
  let url = path;
  const query = new URLSearchParams();
  for (const p of parameters) {
    if (p.example === undefined) continue;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    // An array (explode: true) is sent as the parameter repeated, as Swagger UI sends it.
    else if (Array.isArray(p.example)) for (const v of p.example) query.append(p.name, String(v));
    else query.set(p.name, String(p.example));
  }
  const q = query.toString();
  return q ? `${url}?${q}` : url;
}

