import { pageHtml } from './page-html';

describe('pageHtml (line breaks as breaks, content as HTML)', () => {
  it('turns newlines in text into <br>', () => {
    expect(pageHtml('Line one\nLine two\r\nLine three')).toBe('Line one<br>Line two<br>Line three');
  });
  it('drops newlines next to block tags', () => {
    expect(pageHtml('<h2>Title</h2>\n<p>One\ntwo</p>\n<ul>\n<li>a</li>\n</ul>\n')).toBe(
      '<h2>Title</h2><p>One<br>two</p><ul><li>a</li></ul>',
    );
  });
  it('keeps spaces around a break in text and drops whitespace runs beside block tags', () => {
    expect(pageHtml('a \n b')).toBe('a <br> b');
    expect(pageHtml('<p>x</p> \n\n text \n <div>y</div>')).toBe('<p>x</p>text<div>y</div>');
    expect(pageHtml('<b>bold</b>\n<br>\n<<<>')).toBe('<b>bold</b><br><br><br><<<>');
  });
  // Each case finishes in milliseconds when the work grows linearly; the former regular
  // expressions backtracked cubically on a long run of newlines (3,000: 20 s in Chromium), so a
  // run 100 times longer could never finish within the test's generous timeout.
  it('renders long runs of newlines and stray brackets in time linear in their length', () => {
    for (const n of [3_000, 300_000]) {
      const html = pageHtml(`a${'\n'.repeat(n)}b${' \n'.repeat(n)}<p>c</p>${'>\n'.repeat(n)}`);
      // The run before <p> and the newline after </p> are dropped; every other newline is a break.
      expect(html.split('<br>')).toHaveLength(2 * n);
    }
    expect(pageHtml(`x${'<'.repeat(300_000)}`)).toHaveLength(300_001);
  }, 5_000);
});
