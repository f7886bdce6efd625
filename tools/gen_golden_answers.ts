// Records test/fixtures/golden_answers.json: the exact answers of test/golden-requests.ts from the
// code as it is now. Run only from a commit whose answers are known good (it is the reference of a
// behaviour-preserving restructuring):
//   node --import tsx tools/gen_golden_answers.ts                      all answers, anew
//   node --import tsx tools/gen_golden_answers.ts --only PATH --why TEXT
//       re-records only the requests whose text contains PATH, for an intended change of those
//       answers, and notes the change (PATH, reason, commit) in the fixture's `amendments`.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root, startServer } from '../test/helpers.js';
import { goldenRequests } from '../test/golden-requests.js';

interface Golden {
  recorded_at_commit: string;
  amendments?: { only: string; why: string; at_commit: string }[];
  answers: Record<string, { status: number; type: string; body: string }>;
}

const { values } = parseArgs({ options: { only: { type: 'string' }, why: { type: 'string' } } });
if (values.only && !values.why) throw new Error('--only needs --why: say why these answers change');
const file = join(root, 'test/fixtures/golden_answers.json');
const commit = execSync('git rev-parse HEAD', { cwd: root }).toString().trim();
const golden: Golden =
  values.only && existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Golden)
    : { recorded_at_commit: commit, answers: {} };

const s = await startServer();
const key = await s.key(1_000_000);
let recorded = 0;
for (const request of goldenRequests()) {
  if (values.only && !request.includes(values.only)) continue;
  const res = await fetch(s.url + request, { headers: { Authorization: `Bearer ${key}` } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${request}: ${res.status} ${body}`);
  golden.answers[request] = { status: res.status, type: res.headers.get('content-type') ?? '', body };
  recorded++;
}
await s.close();
if (values.only) golden.amendments = [...(golden.amendments ?? []), { only: values.only, why: values.why!, at_commit: commit }];
writeFileSync(file, JSON.stringify(golden, null, 0) + '\n');
console.log(`${recorded} answers recorded at ${commit}`);
