// A node:test reporter: prints each result and writes the totals in the format of
// scripts/jest-json-reporter.cjs, so .ci/run counts these suites too and names their failures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { failureLine } from './failure-line.cjs';

function errorText(err) {
  return String(err?.cause?.message ?? err?.message ?? err);
}

export default async function* reporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for await (const event of source) {
    if (event.type === 'test:stdout') {
      yield event.data.message;
    } else if (event.type === 'test:pass' && event.data.details?.type !== 'suite') {
      if (event.data.skip || event.data.todo) skipped++;
      else passed++;
      yield `✓ ${event.data.name}\n`;
    } else if (event.type === 'test:fail' && event.data.details?.type !== 'suite') {
      failed++;
      const text = errorText(event.data.details?.error);
      failures.push({
        file: event.data.file ? relative(process.cwd(), event.data.file) : '',
        test: event.data.name,
        message: failureLine(text),
      });
      yield `✕ ${event.data.name}\n    ${text.split('\n').join('\n    ')}\n`;
    } else if (event.type === 'test:fail') {
      // A failing suite hook (before/after): its tests are reported as cancelled; say why.
      const text = errorText(event.data.details?.error);
      yield `✕ ${event.data.name} (suite)\n    ${text.split('\n').join('\n    ')}\n`;
    }
  }
  yield `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
  const dir = process.env.JEST_JSON_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${process.env.JEST_JSON_TAG || 'node'}-${Date.now()}.json`),
      JSON.stringify({
        numPassedTests: passed,
        numFailedTests: failed,
        numPendingTests: skipped,
        numTodoTests: 0,
        numRuntimeErrorTestSuites: 0,
        numTotalTests: passed + failed + skipped,
        success: failed === 0,
        failures,
      }),
    );
  }
}
