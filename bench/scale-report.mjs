// The scale step's report: runs it (or re-renders saved figures with `--render`), then writes
// the scale section of docs/performance.md and its chart, docs/performance-scale.svg.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { runScale } from './scale.mjs';
import { runScaleEmbedded } from './scale-embedded.mjs';
import { growthChartSvg, scaleChartSvg } from './scale-chart.mjs';
import { runGrowth } from './scale-growth.mjs';
import { SEARCH_SET } from './search-set.mjs';

/** A run at another size than 1,000,000 keeps its own section and files beside the full one. */
const tagOf = (jobs) => (jobs === 1_000_000 ? 'scale' : `scale-${jobs}`);
/** A generated section's start and end markers in docs/performance.md. */
const tagMarkers = (tag) => [`<!-- ${tag}:start -->`, `<!-- ${tag}:end -->`];
const markers = (jobs) => tagMarkers(tagOf(jobs));
/** What a cell's first figure is: one request, or the median of a few (runs since measureTogether). */
const firstsText = (f) =>
  f.firsts
    ? `first request (median of ${f.firsts}, the read cache made stale before each)`
    : 'first request';

/** How many repeats each shape's p95 took: one number, or the history shapes' and the full board's. */
const repeatsText = (repeats = 10) =>
  typeof repeats === 'number'
    ? `${repeats} repeats`
    : `${repeats.history} repeats in the first two shapes (the two the history goal compares), ${repeats.allListed} with all listed`;

const cell = (f) =>
  !f ? '' : f.status >= 400 ? `${f.first} (${f.status})` : `${f.first} / ${f.p95 ?? '—'}`;

/** What a wait for InnoDB found (settleInnoDb): its time and the pages still dirty. */
const settleWords = (s) =>
  `${(s.ms / 1000).toFixed(0)} s, ${s.Innodb_buffer_pool_pages_dirty} pages dirty` +
  (s.settled ? '' : ', not settled in time');

/** The import figures: the same file into the empty and the full board, when both were run. */
function importLine(f) {
  const imp = f.import;
  if (!imp) return 'not run';
  const size = f.jobs.toLocaleString('en-US');
  const peak =
    `peak server RSS ${imp.peakRssMb} MB` +
    (imp.intoFullPeakRssMb === undefined
      ? ''
      : ` (the listed jobs into the empty board ${imp.intoEmptyPeakRssMb} MB; the file into the full ` +
        `board ${imp.intoFullPeakRssMb} MB, from ${imp.beforeIntoFullRssMb} MB before it)`);
  // Runs since the imports waited for InnoDB to settle say what each wait found.
  const waited = f.importSettled
    ? `, each once InnoDB had settled (${settleWords(f.importSettled.intoEmpty)}; ` +
      `${settleWords(f.importSettled.intoFull)})`
    : '';
  if (imp.intoEmptyMs) {
    const ratio = imp.intoFullMs / imp.intoEmptyMs;
    return (
      `the same file of open jobs ${imp.intoEmptyMs} ms into the empty board, ${imp.intoFullMs} ms into ` +
      `${size} listed${waited} (ratio ${ratio.toFixed(2)}, goal ≤ 1.3 ${ratio <= 1.3 ? 'met' : 'not met'}); a file of ` +
      `closed history ${imp.historyFileMs[0]} ms into ${f.listed.toLocaleString('en-US')} rows; ${peak}`
    );
  }
  return `${imp.historyFileMs[0]} ms into ${f.listed.toLocaleString('en-US')} rows, ${imp.intoFullMs} ms into ${size} (ratio ${(imp.intoFullMs / imp.historyFileMs[0]).toFixed(2)}); ${peak}`;
}

/**
 * The history goal read off the table: every request of the board, first request and p95, within
 * 1.5× of the same with the listed jobs alone. Names the cells over it, with the medians of their
 * repeats beside them (a p95 over the goal with equal medians is a tail, not a slower request).
 */
export function historyGoalLine(shapes) {
  const alone = shapes.listedOnly;
  const withHistory = shapes.withHistory;
  if (!alone || !withHistory) return '';
  const over = [];
  let cells = 0;
  for (const [name, base] of Object.entries(alone)) {
    const other = withHistory[name];
    if (!other) continue;
    for (const key of ['first', 'p95']) {
      if (base[key] == null || other[key] == null) continue;
      cells += 1;
      const ratio = other[key] / base[key];
      if (ratio > 1.5) {
        const medians =
          key === 'p95' && base.median != null
            ? `, medians ${other.median} and ${base.median}`
            : '';
        over.push(
          `${name}'s ${key} ${other[key]} against ${base[key]} (${ratio.toFixed(2)}×${medians})`,
        );
      }
    }
  }
  return over.length
    ? `History against the listed jobs alone (goal: every cell within 1.5×): ${cells - over.length} of ${cells} cells within it; over it: ${over.join('; ')}.`
    : `History against the listed jobs alone (goal: every cell within 1.5×): all ${cells} cells within it.`;
}

export function scaleSection(f) {
  const [START, END] = markers(f.jobs);
  const shapes = f.shapes;
  const names = Object.keys(shapes.listedOnly);
  const rows = names
    .map(
      (n) =>
        `| ${n} | ${cell(shapes.listedOnly[n])} | ${cell(shapes.withHistory?.[n])} | ${cell(shapes.allListed?.[n])} |`,
    )
    .join('\n');
  const reads = (what) =>
    f.indexReads ? (f.indexReads[what] ?? 0).toLocaleString('en-US') : 'not measured';
  const storage = (f.storage ?? [])
    .map(
      (s) =>
        `| ${s.what} | ${(s.bytes / 2 ** 20).toFixed(1)} MB | ${s.perJob} | ${reads(s.what)} |`,
    )
    .join('\n');
  const ft = f.fulltext;
  const fulltext = ft
    ? ft.terms
        .map((t) => {
          const [l, x] = [ft.like[t], ft.fulltext[t]];
          return `| ${t} | ${l.count.toLocaleString('en-US')} | ${l.firstMs} / ${l.medianMs} | ${x.count.toLocaleString('en-US')} | ${x.firstMs} / ${x.medianMs} |`;
        })
        .join('\n')
    : '';
  const tc = f.textCounts;
  const textCounts = tc
    ? tc.sizes
        .map(
          (n) =>
            `| ${n.toLocaleString('en-US')} | ${tc.terms.map((t) => `${tc.ms[n][t].firstMs} / ${tc.ms[n][t].medianMs}`).join(' | ')} |`,
        )
        .join('\n')
    : '';
  const flood = (x) =>
    x
      ? `readiness ${x.ready.status} in ${x.ready.ms} ms, sign-in ${x.signIn.status} in ${x.signIn.ms} ms, ` +
        `another member's light search ${x.light.status} in ${x.light.ms} ms; the 20 heavy searches: ` +
        `${Object.entries(x.heavy.statuses)
          .map(([s, n]) => `${n} × ${s}`)
          .join(', ')}, the last after ${x.heavy.slowestMs} ms`
      : 'not run';
  return `${START}
## The board at ${f.jobs.toLocaleString('en-US')} jobs (\`npm run bench -- --scale\`, ${f.date.slice(0, 10)})

Stock MariaDB (128 MB buffer pool), Redis, one app process${f.machine ? ` on ${f.machine}` : ''}; jobs imported through the admin CSV
import, 100,000 rows a file. Each cell: ${firstsText(f)} / p95 of ${repeatsText(f.repeats)}${f.firsts ? ', taken in rounds over every request' : ''}, in ms; a first request
over 1 s is not repeated (—); an error shows its status. The statement limit was 5 s.

| request | ${f.listed.toLocaleString('en-US')} listed alone | ${f.jobs.toLocaleString('en-US')} rows, ${f.listed.toLocaleString('en-US')} listed | ${f.jobs.toLocaleString('en-US')} listed |
|---|---|---|---|
${rows}

${historyGoalLine(shapes)}

![first request per shape](performance-${tagOf(f.jobs)}.svg)

20 heavy distinct searches from one member at once, ${f.listed.toLocaleString('en-US')} of ${f.jobs.toLocaleString('en-US')} listed: ${flood(f.floodWithHistory)}.
The same with all listed: ${flood(f.flood)}.

Import of 100,000 rows: ${importLine(f)}.

Storage at ${f.jobs.toLocaleString('en-US')} jobs (InnoDB pages in use):

Rows read: what each index gave to the requests above with all listed, the 20 heavy searches and
the import into the full table (MariaDB's \`INDEX_STATISTICS\`); an index's writes are not counted.

| table / index | size | bytes per job | rows read |
|---|---|---|---|
${storage}
${
  ft
    ? `
The board's text match against FULLTEXT on the title, counting the listings a term finds
(\`bench/scale-search-compare.mjs\`; ms: first / median of 3). The FULLTEXT index took
${(ft.buildMs / 1000).toFixed(1)} s to build and ${(ft.bytes / 2 ** 20).toFixed(1)} MB.

| term | \`LIKE '%term%'\` finds | ms | FULLTEXT \`+term*\` finds | ms |
|---|---|---|---|---|
${fulltext}
`
    : ''
}${
    tc
      ? `
A text search's counts read the summary of distinct texts (decision 0172), not the listings:
this run's ${f.textCombinations.toLocaleString('en-US')} combinations for ${f.jobs.toLocaleString('en-US')} listings. What the same count costs
when the summary is longer, on a copy filled with that many distinct titles
(\`bench/scale-text-counts.mjs\`; ms: first / median of 3):

| combinations | ${tc.terms.map((t) => `"${t}"`).join(' | ')} |
|---|${tc.terms.map(() => '---|').join('')}
${textCounts}
`
      : ''
  }${END}`;
}

/** The saved figures with `--render` (nothing is measured), else a run that saves them. */
function figuresOf(saved, run) {
  return process.argv.includes('--render') ? JSON.parse(readFileSync(saved, 'utf8')) : run();
}

/**
 * Writes a generated section (it carries its own markers) into docs/performance.md: over the one
 * between the same markers, else where `place(doc)` puts it, else at the end.
 */
function writeSection(root, [START, END], section, place = () => null) {
  const file = join(root, 'docs', 'performance.md');
  const doc = readFileSync(file, 'utf8');
  const next = doc.includes(START)
    ? doc.slice(0, doc.indexOf(START)) + section + doc.slice(doc.indexOf(END) + END.length)
    : (place(doc) ?? `${doc.trimEnd()}\n\n${section}\n`);
  writeFileSync(file, next);
}

export async function runScaleReport({ root, jobs }) {
  const saved = join(root, 'docs', `performance-${tagOf(jobs)}.json`);
  const figures = await figuresOf(saved, () => runScale({ root, jobs, saved }));
  const section = scaleSection(figures);
  writeSection(root, markers(figures.jobs), section);
  writeFileSync(join(root, 'docs', `performance-${tagOf(jobs)}.svg`), scaleChartSvg(figures));
  console.log(section);
}

/** The embedded default's shapes (bench/scale-embedded.mjs), beside the MariaDB section. */
export function embeddedSection(f) {
  const tag = f.jobs === 1_000_000 ? 'scale-embedded' : `scale-embedded-${f.jobs}`;
  const names = Object.keys(f.shapes.listedOnly);
  const rows = names
    .map(
      (n) =>
        `| ${n} | ${cell(f.shapes.listedOnly[n])} | ${cell(f.shapes.withHistory?.[n])} | ${cell(f.shapes.allListed?.[n])} |`,
    )
    .join('\n');
  const seconds = (times) => (times.reduce((a, b) => a + b, 0) / 1000).toFixed(0);
  const perFile = (times) => times.map((ms) => (ms / 1000).toFixed(1)).join(', ');
  const n = (x) => x.toLocaleString('en-US');
  return `<!-- ${tag}:start -->
## The board at ${n(f.jobs)} jobs on the embedded default (\`npm run bench -- --scale --shapes --embedded\`, ${f.date.slice(0, 10)})

One process on the embedded default: an SQLite file, sessions in SQL, no Redis (the statement
time limit is MariaDB's; here each search's work is bounded by the board's design alone, decision
0170). Jobs imported through the admin CSV import, 100,000 rows a file; the history rows carry a
past closing date, so they have no listing, as on MariaDB after the sweep. Each cell: first
request / p95 of ${f.repeats ?? 10} repeats, in ms; a first request over 1 s is not repeated (—).

| request | ${n(f.listed)} listed alone | ${n(f.jobs)} rows, ${n(f.listed)} listed | ${n(f.jobs)} listed |
|---|---|---|---|
${rows}

Imports: ${n(f.listed)} listed rows in ${seconds(f.import.live)} s; the closed history in
${seconds(f.import.history)} s (files of 100,000: ${perFile(f.import.history)} s); ${n(f.jobs)}
listed rows in ${seconds(f.import.all)} s (files: ${perFile(f.import.all)} s), peak RSS
${f.import.peakRssMb} MB.
<!-- ${tag}:end -->`;
}

export async function runEmbeddedReport({ root, jobs }) {
  const tag = jobs === 1_000_000 ? 'scale-embedded' : `scale-embedded-${jobs}`;
  const saved = join(root, 'docs', `performance-${tag}.json`);
  const figures = await figuresOf(saved, () => runScaleEmbedded({ jobs, saved }));
  const section = embeddedSection(figures);
  // A new section goes after the MariaDB scale section.
  const after = '<!-- scale:end -->';
  writeSection(root, tagMarkers(tag), section, (doc) =>
    doc.includes(after) ? doc.replace(after, `${after}\n\n${section}`) : null,
  );
  console.log(section);
}

/** The growth run's files and section: the full run's, or its own for another size. */
const growthTag = (jobs) => (jobs === 1_000_000 ? 'growth' : `growth-${jobs}`);

export function growthSection(f) {
  const tag = growthTag(f.sizes.at(-1));
  const sizes = f.sizes;
  const [before, last] = [sizes.at(-2), sizes.at(-1)];
  const head = sizes.map((n) => `${n.toLocaleString('en-US')} jobs`).join(' | ');
  const cell = (x) =>
    !x ? '' : x.status >= 400 ? `${x.first} (${x.status})` : `${x.first} / ${x.p95 ?? '—'}`;
  const rows = SEARCH_SET.filter(([name]) => f.search[name])
    .map(([name]) => {
      const by = f.search[name];
      const ratio = by[last]?.p95 && by[before]?.p95 ? by[last].p95 / by[before].p95 : null;
      const verdict = ratio == null ? '' : `${ratio.toFixed(2)} ${ratio <= 2 ? 'met' : 'not met'}`;
      return `| ${name} | ${sizes.map((n) => cell(by[n])).join(' | ')} | ${verdict} |`;
    })
    .join('\n');
  const board = (key, unit) =>
    sizes.map((n) => (f.board[n] ? `${f.board[n][key]}${unit}` : '')).join(' | ');
  return `<!-- ${tag}:start -->
## Growth: the search set and the board page at ${sizes.map((n) => n.toLocaleString('en-US')).join(', ')} jobs (\`npm run bench -- --scale\`, ${f.date.slice(0, 10)})

One app process, MariaDB and Redis on loopback; jobs added through the admin CSV import (the
bench's file, 100,000 rows a file) up to each size in turn${
    f.settleSeconds ? `, then ${f.settleSeconds} s for InnoDB to write the import out` : ''
  }${
    f.load
      ? `; the machine's one-minute load average when each size was measured: ${sizes.map((n) => f.load[n]).join(', ')} (${cpus().length} cores)`
      : ''
  }. Each search (the set of
\`bench/search-set.mjs\`, signed in, with the total count): ${firstsText(f)} / p95 of ${f.repeats ?? 20} repeats${f.firsts ? ', taken in rounds over every search' : ''},
in ms. Goal: p95 at ${last.toLocaleString('en-US')} jobs at most twice the p95 at ${before.toLocaleString('en-US')} (last column: the ratio).

| search | ${head} | p95 ratio |
|---|${sizes.map(() => '---|').join('')}---|
${rows}

The board page (\`GET /api/jobs?limit=50\`, signed in, 50 connections, 10 s), beside its same-work
ceiling (\`bench/same-work.mjs\`):

| figure | ${head} |
|---|${sizes.map(() => '---|').join('')}
| requests/s | ${board('rps', '')} |
| p99 | ${board('p99', ' ms')} |
| same work on bare \`node:http\`, requests/s | ${board('sameRps', '')} |
| same work, p99 | ${board('sameP99', ' ms')} |
| refused or failed (board page / same work) | ${sizes.map((n) => (f.board[n] ? `${f.board[n].failed ?? 0} / ${f.board[n].sameFailed ?? 0}` : '')).join(' | ')} |

![how each figure grows](performance-${tag}.svg)
<!-- ${tag}:end -->`;
}

export async function runGrowthReport({ root, jobs }) {
  const tag = growthTag(jobs);
  const saved = join(root, 'docs', `performance-${tag}.json`);
  const figures = await figuresOf(saved, () => runGrowth({ jobs, saved }));
  const section = growthSection(figures);
  // A new section goes before the history.
  writeSection(root, tagMarkers(tag), section, (doc) => {
    const history = doc.search(/^## History$/m);
    return history < 0 ? null : `${doc.slice(0, history)}${section}\n\n${doc.slice(history)}`;
  });
  writeFileSync(join(root, 'docs', `performance-${tag}.svg`), growthChartSvg(figures));
  console.log(section);
}
