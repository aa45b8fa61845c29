// What CI's summary prints of a failing test (scripts/ci-summary.mjs): the first line of its
// failure message that says something, without terminal colours (Jest's messages open with colour
// codes and blank lines), at most FAILURE_LINE_CHARS long. Shared by the Jest and node:test
// reporters.
const FAILURE_LINE_CHARS = 300;

function failureLine(message) {
  const plain = String(message).replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, FAILURE_LINE_CHARS);
}

module.exports = { failureLine };
