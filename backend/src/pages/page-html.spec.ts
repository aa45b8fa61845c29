import { sanitizePageHtml } from './page-html';

describe('sanitizePageHtml: external images', () => {
  it('drops images from origins that are not configured, keeps same-site and configured ones', () => {
    const html =
      '<p>a</p><img src="https://tracker.example/p.gif"><img src="/uploads/x.png">' +
      '<img src="https://cdn.example.com/team.png" alt="Team">';
    expect(sanitizePageHtml(html)).toBe('<p>a</p><img src="/uploads/x.png" />');
    expect(sanitizePageHtml(html, ['https://cdn.example.com'])).toBe(
      '<p>a</p><img src="/uploads/x.png" /><img src="https://cdn.example.com/team.png" alt="Team" />',
    );
  });
});

describe('sanitizePageHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<svg onload="alert(1)"><circle /></svg>ok', 'ok'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1))">ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<form action="/api/logout"><button>x</button></form>', 'x'],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitizePageHtml(dirty)).toBe(clean);
  });

  it('keeps the allowed structure: headings, lists, links, emphasis, images, breaks', () => {
    const html =
      '<h2>Title</h2><p>Line one<br />line two <strong>bold</strong> <em>it</em></p>' +
      '<ul><li><a href="https://example.com" title="t">link</a></li></ul>' +
      '<ol><li><a href="mailto:a@example.com">mail</a></li></ol>' +
      '<img src="https://example.com/a.png" alt="a" />';
    expect(sanitizePageHtml(html, ['https://example.com'])).toBe(html);
  });

  it('keeps plain text line breaks (the shell renders them)', () => {
    expect(sanitizePageHtml('Line one\nLine two')).toBe('Line one\nLine two');
  });

  it('protects the opener of links that open a new tab, and drops other targets', () => {
    expect(sanitizePageHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePageHtml('<a href="https://example.com" target="_top">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });
});
