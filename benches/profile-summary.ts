// The functions that took the most CPU in a V8 profile (`node --cpu-prof`), by self time, and the
// same grouped by file: a quick read of a server profile without opening DevTools.
//   node --import tsx benches/profile-summary.ts <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';

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

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
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
