// Writes ts/engine/types.generated.ts: the TypeScript types of every addon function's request
// and answer, from the JSON Schemas the engine derives from its own Rust types
// (native/node/src/schemas.rs). `npm run types:engine` after changing a request or answer type;
// a test checks that the committed file is what the engine gives.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineTypesSource } from '../ts/engine/types-source.js';

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'ts', 'engine', 'types.generated.ts');
writeFileSync(file, await engineTypesSource());
console.log(`wrote ${file}`);
