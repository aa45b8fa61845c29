// Self time of a V8 CPU profile (`node --cpu-prof`), by package and by function.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a profile's frame comes from: a package, the app's own code, a Node module or a builtin. */
function packageOf(callFrame) {
  const url = callFrame.url;
  return (
    /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.includes('/backend/dist/')
      ? 'app'
      : url.startsWith('node:')
        ? url
        : callFrame.functionName || '(native)')
  );
}

/** A frame as `function file:line`, the file relative to node_modules or the backend's build. */
function frameName(callFrame) {
  const file = callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/backend\/dist\//, '');
  return `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber}`;
}

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
    const pkg = packageOf(callFrame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    const fn = frameName(callFrame);
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

/**
 * Prints what a sampling heap profile (bench/sample-allocations.cjs) says was allocated, per
 * request (`requests` made while it sampled), by package and by the function that allocated.
 */
export function printAllocations(file, requests, { packages = 15, functions = 20 } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const frames = new Map();
  (function walk(node) {
    frames.set(node.id, node.callFrame);
    node.children.forEach(walk);
  })(profile.head);
  const byPackage = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const { nodeId, size } of profile.samples) {
    const callFrame = frames.get(nodeId);
    const pkg = packageOf(callFrame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + size);
    const fn = frameName(callFrame);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + size);
    total += size;
  }
  const perRequest = (bytes) => `${(bytes / requests / 1024).toFixed(1).padStart(6)} KB`;
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${perRequest(v)}  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`allocated: ${perRequest(total)} a request (${requests} requests sampled)`);
  console.log('by package:\n' + top(byPackage, packages).join('\n'));
  console.log('\nby function:\n' + top(byFunction, functions).join('\n'));
}
