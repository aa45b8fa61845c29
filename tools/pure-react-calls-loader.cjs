// A webpack loader that marks a library's top-level `React.forwardRef(…)`, `React.memo(…)` and
// `React.createContext(…)` calls as pure (`/* @__PURE__ */`), as React's own JSX calls already
// are. Without the mark, webpack and terser must assume the call has side effects and keep every
// such component in the bundle whether it is used or not: react-router's `<Form>` and its
// submission helpers came with every page (docs/decisions/0230-home-page-js-diet.md). The
// top-level `X.displayName = "X";` statements go too (each is a side effect that keeps X; the name
// serves React DevTools only, which shows the function's own name instead).
const CALL = /^(var|let|const) (\w+) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;

module.exports = function pureReactCalls(source) {
  return source.replace(CALL, '$1 $2 = /* @__PURE__ */ $3').replace(DISPLAY_NAME, '');
};
