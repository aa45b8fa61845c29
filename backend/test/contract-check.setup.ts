import { contract, takeContractViolations } from './contract-validator';

// Every answer the app gave during a test must match docs/openapi.json: a finding fails the test
// that caused it, so the contract cannot drift from what the server does.
beforeAll(() => contract());

afterEach(async () => {
  // Let checks of answers that finished at the end of the test settle.
  await new Promise((resolve) => setImmediate(resolve));
  const found = takeContractViolations();
  if (found.length) {
    throw new Error(`Answers that break docs/openapi.json:\n- ${[...new Set(found)].join('\n- ')}`);
  }
});
