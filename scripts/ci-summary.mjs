// Totals every Jest report in a folder (written by scripts/jest-json-reporter.cjs), plus the
// failing steps that produced no failing report, and prints each report's slowest suites and the
// failing tests, named, and the closing line CI reads: "N passed, M failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, stepFailures = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let failingReports = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const r = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const bad = r.numFailedTests + r.numRuntimeErrorTestSuites;
  passed += r.numPassedTests;
  failed += bad;
  if (bad > 0) failingReports++;
  console.log(`${file}: ${r.numPassedTests} passed, ${bad} failed, ${r.numPendingTests} skipped`);
  if (r.slowest?.length) {
    console.log(`  slowest: ${r.slowest.map((s) => `${s.file} ${s.seconds} s`).join(', ')}`);
  }
  for (const f of r.failures ?? []) {
    console.log(`  failed: ${f.file} › ${f.test}: ${f.message}`);
  }
}
// A failing step without a failing report (install, build, lint, a crash) counts as a failure.
failed += Math.max(0, Number(stepFailures) - failingReports);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
