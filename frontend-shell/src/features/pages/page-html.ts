/**
 * The page content as HTML (SPEC §2: line breaks rendered as breaks, content inserted as HTML).
 * The server sanitises content with an allowlist when it is saved (DESIGN §4); here newlines
 * between inline text become <br>, while newlines next to block tags are dropped so that an HTML
 * document keeps its own layout.
 */
const BLOCK =
  '(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|td|th|hr|section|article)';
const AROUND_BLOCK = new RegExp(
  `\\s*\\n\\s*(?=<\\/?${BLOCK}\\b)|(<\\/?${BLOCK}\\b[^>]*>)\\s*\\n\\s*`,
  'gi',
);

export function pageHtml(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(AROUND_BLOCK, (_m, tag?: string) => tag ?? '')
    .replace(/\n/g, '<br>');
}
