#!/usr/bin/env node
// Keeps the repository self-explaining: no comment, test name or document may cite the original
// specification documents by section or a tracker issue by number, since neither is in the repo.
// A rule is stated in words, or points to a heading of docs/product.md or to a decision record.
//
//   node scripts/check-citations.mjs [path ...]
//
// Checks the tracked text files (all of them, or those under the given paths) and exits 1 naming
// each offending file:line. Lockfiles, generated files and binaries are skipped.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What a citation looks like; each entry names the mistake in the report. */
export const CITATION_PATTERNS = [
  // The documents by name, in capitals as they were written ("SPEC §3", "DESIGN §4", "SPEC.md").
  { name: 'cites the specification', re: /\bSPEC\b/ },
  { name: 'cites the design document', re: /\bDESIGN\b/ },
  // A numbered section in any spelling ("spec §2", "§4–5").
  { name: 'cites a numbered section', re: /§\s*\d/ },
  // A tracker issue by number ("issue 8", "Issue #12", "issues 8 and 10").
  { name: 'cites an issue number', re: /\bissues?\s+#?\d+/i },
  // "#12" standing alone: one or two digits only, so CSS colours (#333, #013369) and HTML
  // entities (&#106;) do not count.
  { name: 'cites an issue number', re: /(?:^|[\s([,])#\d{1,2}\b(?![\w-])/ },
];

/** Files that are not written by people, or hold the patterns themselves. */
const SKIPPED = [
  /(^|\/)node_modules\//,
  /(^|\/)package-lock\.json$/,
  /^docs\/openapi\.json$/,
  /^frontend-[a-z]+\/src\/api\/generated\.ts$/,
  /^scripts\/check-citations(\.test)?\.mjs$/,
  /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|sqlite)$/i,
];

/** Each citation in `text` as `{line, name, excerpt}`. */
export function findCitations(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const { name, re } of CITATION_PATTERNS) {
      if (re.test(line)) {
        found.push({ line: i + 1, name, excerpt: line.trim().slice(0, 120) });
        break;
      }
    }
  });
  return found;
}

function trackedFiles(paths) {
  const out = execFileSync('git', ['ls-files', '-z', '--', ...paths], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter((f) => f && !SKIPPED.some((re) => re.test(f)));
}

/** The anchors of a Markdown file's headings, as GitHub makes them. */
export function headingAnchors(markdown) {
  return new Set(
    [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(([, h]) =>
      h
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}_\- ]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** Pointers such as `docs/product.md#team-initials` whose heading does not exist. */
export function brokenPointers(text, anchors) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const [, anchor] of line.matchAll(/product\.md#([a-z0-9-]+)/g)) {
      if (anchor !== 'heading' && !anchors.has(anchor)) {
        found.push({
          line: i + 1,
          name: `points to a missing heading #${anchor}`,
          excerpt: line.trim().slice(0, 120),
        });
      }
    }
  });
  return found;
}

function main(paths) {
  let count = 0;
  const anchors = headingAnchors(readFileSync(resolve(ROOT, 'docs/product.md'), 'utf8'));
  for (const file of trackedFiles(paths)) {
    let text;
    try {
      text = readFileSync(resolve(ROOT, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    if (text.includes('\0')) continue; // binary
    for (const hit of [...findCitations(text), ...brokenPointers(text, anchors)]) {
      console.log(`${file}:${hit.line}: ${hit.name}: ${hit.excerpt}`);
      count++;
    }
  }
  if (count) {
    console.log(
      `\n${count} citation(s). State the rule in words, or point to docs/product.md#heading or a decision record in docs/decisions/.`,
    );
    process.exit(1);
  }
  console.log(
    `No citations of the spec, the design document or issue numbers${paths.length ? ` under ${paths.join(', ')}` : ''}.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
