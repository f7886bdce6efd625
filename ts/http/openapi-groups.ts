// One group's part of the OpenAPI document (`/v1/meta/openapi.json?group=chart`): its operations
// and only the schemas they reach. The whole document is ~2.7 MB with ~700 schemas; a browser
// showing it (the docs page) parses and resolves all of it before the first click, so the docs
// page loads one group at a time instead.

interface Operation {
  tags?: string[];
}
interface Document {
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> } & Record<string, unknown>;
}

const SCHEMA_REF = '#/components/schemas/';

/** The group names of the document, in its order. */
export function documentGroups(doc: unknown): string[] {
  return (doc as Document).tags.map((t) => t.name);
}

/** The schemas `root` refers to, directly or through other schemas. */
function reachableSchemas(root: unknown, schemas: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const pending: unknown[] = [root];
  while (pending.length) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)) {
          const name = v.slice(SCHEMA_REF.length);
          if (!found.has(name) && name in schemas) {
            found.add(name);
            pending.push(schemas[name]);
          }
        } else pending.push(v);
      }
    }
  }
  return found;
}

/** The document with only `group`'s operations, its tag and the schemas those reach. */
export function groupDocument(doc: unknown, group: string): unknown {
  const d = doc as Document;
  const paths = Object.fromEntries(
    Object.entries(d.paths).filter(([, item]) => Object.values(item).some((op) => op.tags?.includes(group))),
  );
  const schemas = d.components.schemas;
  const kept = reachableSchemas(paths, schemas);
  return {
    ...d,
    tags: d.tags.filter((t) => t.name === group),
    paths,
    components: { ...d.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name))) },
  };
}
