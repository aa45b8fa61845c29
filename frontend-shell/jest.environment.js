// jsdom lacks the fetch API classes that React Router's data router uses (Request, and an
// AbortSignal that Request accepts): take them from Node.
const { TestEnvironment } = require('jest-environment-jsdom');

class ShellTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = ShellTestEnvironment;
