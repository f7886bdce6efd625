// No TypeScript function longer than 80 lines (the same limit clippy keeps on the Rust side):
// reads every .ts file of ts/, test/, benches/ and tools/ with the TypeScript compiler's parser and
// lists each function, method, arrow function or function expression over the limit.
// `npm run lint` runs it; exit status 1 when anything is over.
//   node --import tsx tools/check-function-length.ts [--max N]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const maxArg = process.argv.indexOf('--max');
const MAX = maxArg > 0 ? Number(process.argv[maxArg + 1]) : 80;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'fixtures') return [];
    if (statSync(path).isDirectory()) return files(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

interface Long {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function longFunctions(path: string): Long[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Long[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX) {
        const name = node.name && ts.isIdentifier(node.name) ? node.name.text : '(anonymous)';
        found.push({ file: relative(root, path), line: start + 1, name, lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const long = ['ts', 'test', 'benches', 'tools'].flatMap((d) => files(join(root, d))).flatMap(longFunctions);
for (const f of long) console.log(`${f.file}:${f.line} ${f.name}: ${f.lines} lines (max ${MAX})`);
console.log(`${long.length} function(s) over ${MAX} lines`);
process.exit(long.length ? 1 : 0);
