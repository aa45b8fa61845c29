/** Escaping for the documents this module writes by hand (HTML head tags, XML, JSON in HTML). */
import escapeHtml from 'escape-html';

/**
 * Text or an attribute value in HTML or XML: the five characters that could end or open markup
 * (`&`, `<`, `>`, `"`, `'`), by the `escape-html` library.
 */
export const escapeMarkup = (value: string): string => escapeHtml(value);

/**
 * XML 1.0 allows neither most C0 control characters nor lone surrogates; a job text pasted from
 * a word processor may carry them, and one would make the whole sitemap or feed unreadable.
 */
/* eslint-disable no-control-regex -- matching the characters XML forbids is the point */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */

export function xmlText(value: string): string {
  return escapeMarkup(value.replace(NOT_XML, ''));
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so no text
 * can close the script (`</script>`) or open a comment; U+2028/2029 escaped for old parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A job's plain-text description as HTML (Google wants `description` as HTML): escaped, blank
 * lines separate paragraphs, single line breaks become <br>.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeMarkup(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A one-line summary of a text for meta descriptions: whitespace collapsed, cut at a word. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}

/** The site's origin without a trailing slash, for absolute URLs. */
export const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
