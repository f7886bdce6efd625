// Writes the generated TypeScript types (npm run types, part of npm run build; not committed):
// - ts/engine/types.generated.ts: every addon function's request and answer, from the engine's
//   own Rust types (ts/engine/types-source.ts);
// - ts/library/api.generated.ts: every endpoint's parameters and answer, from the OpenAPI
//   document (ts/library/api-source.ts), for the in-process library.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineTypesSource } from '../ts/engine/types-source.js';
import { libraryTypesSource } from '../ts/library/api-source.js';

const ts = join(dirname(fileURLToPath(import.meta.url)), '..', 'ts');
writeFileSync(join(ts, 'engine', 'types.generated.ts'), await engineTypesSource());
writeFileSync(join(ts, 'library', 'api.generated.ts'), await libraryTypesSource());
console.log('wrote ts/engine/types.generated.ts and ts/library/api.generated.ts');
