// React Router 7 needs TextEncoder/TextDecoder, which jsdom lacks (STACK.md).
Object.assign(globalThis, require('node:util'));

// Browser APIs jsdom does not implement, used by Ant Design and the image preview.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
URL.createObjectURL = () => 'blob:http://localhost/preview';
URL.revokeObjectURL = () => {};
window.scrollTo = () => {};
window.ResizeObserver = class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};
