// Shared by both frontends' unit tests (after jest-dom's matchers): `findBy…`/`waitFor` wait up to 5 s
// instead of Testing Library's 1 s, so a lazily loaded route, or an Ant Design screen on a machine
// under load (CI runs the workspaces' suites side by side), does not fail a test whose screen is right.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
