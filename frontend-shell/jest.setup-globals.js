// React Router 7 needs TextEncoder/TextDecoder, which jsdom lacks (STACK.md).
Object.assign(globalThis, require('node:util'));
