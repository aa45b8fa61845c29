/** `?, ?, ?` for `count` values: the positional placeholders both drivers take. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}
