// Writes a run's totals to $JEST_JSON_DIR/<tag>-<package>.json when JEST_JSON_DIR is set, so that
// .ci/run can total every suite it ran (scripts/ci-summary.mjs), with the run's slowest suites
// (where CI's time goes) and its failing tests, named, with the first line of each failure (so that
// the end of a CI log says what failed even when the log is cut).
const { mkdirSync, writeFileSync } = require('node:fs');
const { basename, join, relative } = require('node:path');
const { failureLine } = require('./failure-line.cjs');

const SLOWEST = 8;

class JsonTotalsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.JEST_JSON_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const tag = process.env.JEST_JSON_TAG || 'run';
    const name = `${tag}-${basename(this.rootDir)}-${Date.now()}.json`;
    writeFileSync(
      join(dir, name),
      JSON.stringify({
        numPassedTests: results.numPassedTests,
        numFailedTests: results.numFailedTests,
        numPendingTests: results.numPendingTests,
        numTodoTests: results.numTodoTests,
        numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
        numTotalTests: results.numTotalTests,
        // Jest settles `results.success` only after the reporters' onRunComplete (it is still
        // false here): the run succeeded when no test failed and every suite ran.
        success:
          results.numFailedTests === 0 &&
          results.numRuntimeErrorTestSuites === 0 &&
          !results.runExecError,
        slowest: results.testResults
          .map((suite) => ({
            file: relative(this.rootDir, suite.testFilePath),
            seconds: Math.round((suite.perfStats.end - suite.perfStats.start) / 100) / 10,
          }))
          .sort((a, b) => b.seconds - a.seconds)
          .slice(0, SLOWEST),
        failures: results.testResults.flatMap((suite) => {
          const file = relative(this.rootDir, suite.testFilePath);
          if (suite.testExecError) {
            return [
              {
                file,
                test: '(the suite did not run)',
                message: failureLine(suite.testExecError.message ?? ''),
              },
            ];
          }
          return suite.testResults
            .filter((t) => t.status === 'failed')
            .map((t) => ({
              file,
              test: t.fullName,
              message: failureLine(t.failureMessages.join('\n')),
            }));
        }),
      }),
    );
  }
}

module.exports = JsonTotalsReporter;
