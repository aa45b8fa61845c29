// Matchers, and a longer wait for async queries: Ant Design screens on a busy CI machine can take
// more than Testing Library's default second to settle.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
