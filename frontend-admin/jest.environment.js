// jsdom without the fetch API: RTK Query builds real Request objects, so the tests get Node's
// fetch classes (relative URLs resolve against the page, as in a browser). The tests replace
// `fetch` itself with a fake (src/test/fake-api.ts); nothing reaches a network.
const { TestEnvironment } = require('jest-environment-jsdom');

class AdminTestEnvironment extends TestEnvironment {
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
    for (const [name, value] of Object.entries(nodeGlobals)) {
      Object.defineProperty(this.global, name, { value, writable: true, configurable: true });
    }
  }
}

module.exports = AdminTestEnvironment;
