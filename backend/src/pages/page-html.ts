import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist for custom page HTML (docs/product.md#page-html): headings, paragraphs, lists, links, emphasis,
 * quotes, code, tables, images and line breaks. No script, style, forms, frames, event handlers,
 * style attributes or `javascript:`/`data:` URLs; what is not allowed is dropped, and the text of
 * script and style elements goes with them.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  transformTags: {
    // A link opening a new tab must not hand the opener to the other page.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : Object.fromEntries(Object.entries(attribs).filter(([k]) => k !== 'target')),
    }),
  },
};

/** A same-site path, or a URL on one of the configured image origins. */
function imageAllowed(src: string | undefined, imageOrigins: string[]): boolean {
  if (!src) return true;
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  try {
    const url = new URL(src);
    return !/^https?:$/.test(url.protocol) || imageOrigins.includes(url.origin);
  } catch {
    return true; // a relative path such as `x.png`
  }
}

/**
 * Cleans custom page HTML. Images from other origins are dropped when the page is saved unless
 * their origin is one of `imageOrigins` (PAGE_IMAGE_ORIGINS, which the CSP's img-src allows too),
 * so a saved page never shows an image the browser would block (decision 0132).
 */
export function sanitizePageHtml(html: string, imageOrigins: string[] = []): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !imageAllowed(frame.attribs.src, imageOrigins),
  }).trim();
}
