/** True when an element got focus from the keyboard (`:focus-visible`), not from a mouse click. */
export function isKeyboardFocus(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: treat every focus as keyboard focus
  }
}
