// The functions that took the most CPU in a V8 profile (`node --cpu-prof`), by self time, and the
// same grouped by file: a quick read of a server profile without opening DevTools.
//   node --import tsx benches/profile-summary.ts <file.cpuprofile>... [top=25]
// Given several files (a process writes one per thread: the main thread and, say, the logger's
// worker), it reads the largest: the main thread, where requests are served.
import { readFileSync, statSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const topArg = args.find((a) => /^\d+$/.test(a));
const files = args.filter((a) => a !== topArg).sort((a, b) => statSync(b).size - statSync(a).size);
const file = files[0];
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile>... [top]');
if (files.length > 1) console.log(`reading ${file} (the largest of ${files.length})`);
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

// Self time of a node: the time deltas of the samples that landed in it.
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const shortUrl = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, 'nm:').replace(/^.*\/(ts|dist)\//, '$1/');
const sum = (key: (n: ProfileNode) => string) => {
  const acc = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const k = key(byId.get(id)!);
    acc.set(k, (acc.get(k) ?? 0) + us);
  }
  return [...acc].sort((a, b) => b[1] - a[1]).slice(0, top);
};
const pct = (us: number) => ((100 * us) / total).toFixed(1).padStart(5) + ' %';

console.log(`${(total / 1e6).toFixed(2)} s sampled\n\nby function (self time):`);
for (const [k, us] of sum((n) => `${n.callFrame.functionName || '(anonymous)'}  ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`)) {
  console.log(`${pct(us)}  ${k}`);
}
console.log('\nby file (self time):');
for (const [k, us] of sum((n) => shortUrl(n.callFrame.url) || `(${n.callFrame.functionName})`)) console.log(`${pct(us)}  ${k}`);
