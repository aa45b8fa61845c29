// The scale step's report: runs it (or re-renders saved figures with `--render`), then writes
// the scale section of docs/performance.md and its chart, docs/performance-scale.svg.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScale } from './scale.mjs';
import { scaleChartSvg } from './scale-chart.mjs';

/** A run at another size than 1,000,000 keeps its own section and files beside the full one. */
const tagOf = (jobs) => (jobs === 1_000_000 ? 'scale' : `scale-${jobs}`);
const markers = (jobs) => [`<!-- ${tagOf(jobs)}:start -->`, `<!-- ${tagOf(jobs)}:end -->`];

const cell = (f) =>
  !f ? '' : f.status >= 400 ? `${f.first} (${f.status})` : `${f.first} / ${f.p95 ?? '—'}`;

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
  const storage = (f.storage ?? [])
    .map((s) => `| ${s.what} | ${(s.bytes / 2 ** 20).toFixed(1)} MB | ${s.perJob} |`)
    .join('\n');
  const flood = (x) =>
    x
      ? `readiness ${x.ready.status} in ${x.ready.ms} ms, sign-in ${x.signIn.status} in ${x.signIn.ms} ms, ` +
        `another member's light search ${x.light.status} in ${x.light.ms} ms; the 20 heavy searches: ` +
        `${Object.entries(x.heavy.statuses)
          .map(([s, n]) => `${n} × ${s}`)
          .join(', ')}, the last after ${x.heavy.slowestMs} ms`
      : 'not run';
  const imp = f.import;
  return `${START}
## The board at ${f.jobs.toLocaleString('en-US')} jobs (\`npm run bench -- --scale\`, ${f.date.slice(0, 10)})

Stock MariaDB (128 MB buffer pool), Redis, one app process; jobs imported through the admin CSV
import, 100,000 rows a file. Each cell: first request / p95 of 10 repeats, in ms; a first request
over 1 s is not repeated (—); an error shows its status. The statement limit was 5 s.

| request | ${f.listed.toLocaleString('en-US')} listed alone | ${f.jobs.toLocaleString('en-US')} rows, ${f.listed.toLocaleString('en-US')} listed | ${f.jobs.toLocaleString('en-US')} listed |
|---|---|---|---|
${rows}

![first request per shape](performance-${tagOf(f.jobs)}.svg)

20 heavy distinct searches from one member at once, ${f.listed.toLocaleString('en-US')} of ${f.jobs.toLocaleString('en-US')} listed: ${flood(f.floodWithHistory)}.
The same with all listed: ${flood(f.flood)}.

Import of 100,000 rows: ${imp ? `${imp.historyFileMs[0]} ms into ${f.listed.toLocaleString('en-US')} rows, ${imp.intoFullMs} ms into ${f.jobs.toLocaleString('en-US')} (ratio ${(imp.intoFullMs / imp.historyFileMs[0]).toFixed(2)}); peak server RSS ${imp.peakRssMb} MB` : 'not run'}.

Storage at ${f.jobs.toLocaleString('en-US')} jobs (InnoDB pages in use):

| table / index | size | bytes per job |
|---|---|---|
${storage}
${END}`;
}

export async function runScaleReport({ root, jobs }) {
  const saved = join(root, 'docs', `performance-${tagOf(jobs)}.json`);
  const figures = process.argv.includes('--render')
    ? JSON.parse(readFileSync(saved, 'utf8'))
    : await runScale({ root, jobs, saved });
  const [START, END] = markers(figures.jobs);
  const file = join(root, 'docs', 'performance.md');
  const doc = readFileSync(file, 'utf8');
  const section = scaleSection(figures);
  const next = doc.includes(START)
    ? doc.slice(0, doc.indexOf(START)) + section + doc.slice(doc.indexOf(END) + END.length)
    : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  writeFileSync(join(root, 'docs', `performance-${tagOf(jobs)}.svg`), scaleChartSvg(figures));
  console.log(section);
}
