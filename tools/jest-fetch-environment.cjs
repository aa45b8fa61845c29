// The Jest environment of both frontends: jsdom lacks the fetch API, and RTK Query (and React
// Router's data router) build real Request objects, so the tests get Node's fetch classes
// (relative URLs resolve against the page, as in a browser). The tests replace `fetch` itself
// with a fake (src/test/); nothing reaches a network. With the option `jsdomForms`, jsdom's
// FormData, Blob and File stay (a screen reads a form element's fields through FormData).
const { TestEnvironment } = require('jest-environment-jsdom');

class FetchTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const origin = this.global.location.href;
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, origin) : input, init);
      }
    }
    const nodeGlobals = {
      fetch,
      Request: PageRequest,
      Response,
      Headers,
      FormData,
      Blob,
      File,
      AbortController,
      AbortSignal,
      ReadableStream,
      structuredClone,
    };
    // defineProperty: some of these are read-only on jsdom's window, where assignment is ignored.
    if (config.projectConfig.testEnvironmentOptions?.jsdomForms) {
      for (const name of ['FormData', 'Blob', 'File']) delete nodeGlobals[name];
    }
    for (const [name, value] of Object.entries(nodeGlobals)) {
      Object.defineProperty(this.global, name, { value, writable: true, configurable: true });
    }
  }
}

module.exports = FetchTestEnvironment;
