// Records test/fixtures/golden_answers.json: the exact answers of test/golden-requests.ts from the
// code as it is now. Run only from a commit whose answers are known good (it is the reference of a
// behaviour-preserving restructuring): node --import tsx tools/gen_golden_answers.ts
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, startServer } from '../test/helpers.js';
import { goldenRequests } from '../test/golden-requests.js';

const s = await startServer();
const key = await s.key(1_000_000);
const answers: Record<string, { status: number; type: string; body: string }> = {};
for (const request of goldenRequests()) {
  const res = await fetch(s.url + request, { headers: { Authorization: `Bearer ${key}` } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${request}: ${res.status} ${body}`);
  answers[request] = { status: res.status, type: res.headers.get('content-type') ?? '', body };
}
await s.close();
const commit = execSync('git rev-parse HEAD', { cwd: root }).toString().trim();
writeFileSync(join(root, 'test/fixtures/golden_answers.json'), JSON.stringify({ recorded_at_commit: commit, answers }, null, 0) + '\n');
console.log(`${Object.keys(answers).length} answers recorded at ${commit}`);
