// What a Node process keeps resident after its heap shrinks, for each Node binary given:
// `node bench/heap-page-pool.mjs [node ...]` (default: the Node running it; the image's Node is
// docker/node's). A child fills its heap with rows of objects (about 120 MB of V8 pages), drops
// them, and prints its resident set, the resident 256 KB anonymous mappings (V8's heap pages,
// in use or kept) and the pages V8's own spaces hold, after each step: a full collection, and a
// memory-reducing one ("last resort", as under memory pressure). Where the pages kept after the
// full collection are far above the spaces', V8 keeps freed pages for reuse until a
// memory-reducing collection (docs/performance.md, "What the process keeps after its heap
// shrinks").
import { execFileSync } from 'node:child_process';

const CHILD = `
const fs = require('node:fs');
const v8 = require('node:v8');
const mb = (bytes) => Math.round(bytes / 2 ** 20);
function heapPages() {
  let kb = 0;
  let size = 0;
  let named = false;
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\\n')) {
    const map = /^([0-9a-f]+)-([0-9a-f]+) \\S+ \\S+ \\S+ \\S+\\s*(.*)$/.exec(line);
    if (map) {
      size = parseInt(map[2], 16) - parseInt(map[1], 16);
      named = map[3] !== '';
      continue;
    }
    const rss = /^Rss:\\s+(\\d+)/.exec(line);
    if (rss && !named && size === 256 * 1024) kb += Number(rss[1]);
  }
  return mb(kb * 1024);
}
const spaces = () =>
  mb(v8.getHeapSpaceStatistics()
    .filter((s) => /^(new|old|code|trusted)_space$/.test(s.space_name))
    .reduce((sum, s) => sum + s.space_size, 0));
const figures = {};
const note = (step, ms) => {
  const rss = mb(process.memoryUsage().rss);
  figures[step] = { rss, heapPages: heapPages(), spaces: spaces(), ms };
};
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// Each collection as a promise (the form every Node of these supports), then a moment for V8's
// background threads to give back what they free.
const timed = async (options) => {
  const start = process.hrtime.bigint();
  await gc({ type: 'major', execution: 'async', ...options });
  const ms = Math.round(Number(process.hrtime.bigint() - start) / 1e6);
  await pause(500);
  return ms;
};
(async () => {
  let kept = [];
  for (let i = 0; i < 40; i++) {
    const rows = [];
    for (let j = 0; j < 50000; j++) {
      rows.push({ id: 'x' + j + '-' + i, title: 'Coach ' + j, n: j, at: new Date() });
    }
    kept.push(rows);
    if (kept.length > 6) kept.shift();
  }
  note('filled');
  kept = null;
  note('after a full collection', await timed({}));
  note('after a memory-reducing collection', await timed({ flavor: 'last-resort' }));
  process.stdout.write(JSON.stringify(figures));
})();
`;

const binaries = process.argv.slice(2);
for (const node of binaries.length ? binaries : [process.execPath]) {
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const out = execFileSync(
    node,
    ['--max-old-space-size=384', '--max-semi-space-size=8', '--expose-gc', '-e', CHILD],
    { encoding: 'utf8' },
  );
  console.log(`Node ${version} (MB: resident / V8's heap pages resident / its spaces' pages)`);
  for (const [step, f] of Object.entries(JSON.parse(out))) {
    const took = f.ms === undefined ? '' : ` (the collection ${f.ms} ms)`;
    console.log(`  ${step.padEnd(36)} ${f.rss} / ${f.heapPages} / ${f.spaces}${took}`);
  }
}
