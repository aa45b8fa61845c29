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
// jsdom implements getComputedStyle for elements only; Ant Design also asks for pseudo-elements.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => elementStyle(element);
// Ant Design's form and select defer work through MessageChannel; a timer-based one keeps Jest
// from waiting on open ports.
window.MessageChannel = class MessageChannel {
  constructor() {
    const port = () => ({ onmessage: null, close() {}, start() {} });
    this.port1 = port();
    this.port2 = port();
    this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }));
    this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }));
  }
};
