// React Router 7 needs TextEncoder/TextDecoder, which jsdom lacks (STACK.md).
Object.assign(globalThis, require('node:util'));

// Browser APIs jsdom does not implement, used by Ant Design and the image preview.
// Width queries answer for window.innerWidth (jsdom: 1024, a laptop; a test may set a phone's),
// so Ant Design's breakpoints, and the admin's table-or-cards choice, follow it.
function matchesWidth(query) {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  const width = window.innerWidth;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query) => ({
    matches: matchesWidth(query),
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
