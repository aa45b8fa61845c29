// React Router 7 needs TextEncoder/TextDecoder, which jsdom lacks (STACK.md).
Object.assign(globalThis, require('node:util'));
// jsdom does not implement scrolling; the app scrolls to the top on navigation.
window.scrollTo = () => undefined;
