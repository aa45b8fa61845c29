// Self time of a V8 CPU profile (`node --cpu-prof`), by package and by function.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Prints the self-time shares of the one `.cpuprofile` file in `dir`; with `window` ([from, to]
 * in microseconds of the monotonic clock, as process.hrtime gives it), only the samples taken
 * within it.
 */
export function printSelfTime(dir, { packages = 25, functions = 25, window } = {}) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += dt[i] ?? 0;
    if (window && (at < window[0] || at > window[1])) continue;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byPackage = new Map();
  const byFunction = new Map();
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    const url = callFrame.url;
    const pkg =
      /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.includes('/backend/dist/')
        ? 'app'
        : url.startsWith('node:')
          ? url
          : callFrame.functionName || '(native)');
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    const fn = `${callFrame.functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*\/backend\/dist\//, '')}:${callFrame.lineNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`profile: ${(total / 1e6).toFixed(1)} s sampled`);
  console.log('self time by package:\n' + top(byPackage, packages).join('\n'));
  console.log('\ntop functions:\n' + top(byFunction, functions).join('\n'));
}
