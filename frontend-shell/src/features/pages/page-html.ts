/**
 * The page content as HTML: line breaks render as breaks and the content is inserted as HTML (the
 * server sanitises it with an allowlist when it is saved). Newlines between inline text become
 * <br>, while a whitespace run holding a newline next to a block tag is dropped, so that an HTML
 * document keeps its own layout. One pass over tags and text, linear in the content's length
 * whatever it holds (regular expressions with lookaheads backtracked on long blank runs).
 */
const BLOCK_TAG =
  /^<\/?(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|td|th|hr|section|article)\b/i;

/** A tag (never crossing another `<`, so no scan repeats), a run of text, or a stray `<`. */
const TOKENS = /<[^<>]*>|[^<]+|</g;

const isBlank = (ch: string) => /\s/.test(ch);

/** Newlines become <br>; a blank run with a newline at either end is dropped if a block is there. */
function textHtml(text: string, afterBlock: boolean, beforeBlock: boolean): string {
  let start = 0;
  let end = text.length;
  if (afterBlock) {
    while (start < end && isBlank(text[start])) start += 1;
    if (!text.slice(0, start).includes('\n')) start = 0;
  }
  if (beforeBlock) {
    let cut = end;
    while (cut > start && isBlank(text[cut - 1])) cut -= 1;
    if (text.slice(cut).includes('\n')) end = cut;
  }
  return text.slice(start, end).replaceAll('\n', '<br>');
}

export function pageHtml(content: string): string {
  const tokens = content.replace(/\r\n?/g, '\n').trim().match(TOKENS) ?? [];
  const isBlock = (token: string | undefined) => token !== undefined && BLOCK_TAG.test(token);
  return tokens
    .map((token, i) =>
      token.startsWith('<') && token.length > 1
        ? token
        : textHtml(token, isBlock(tokens[i - 1]), isBlock(tokens[i + 1])),
    )
    .join('');
}
