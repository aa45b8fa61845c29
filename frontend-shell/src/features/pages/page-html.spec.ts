import { pageHtml } from './page-html';

describe('pageHtml (SPEC §2: line breaks as breaks, content as HTML)', () => {
  it('turns newlines in text into <br>', () => {
    expect(pageHtml('Line one\nLine two\r\nLine three')).toBe('Line one<br>Line two<br>Line three');
  });
  it('drops newlines next to block tags', () => {
    expect(pageHtml('<h2>Title</h2>\n<p>One\ntwo</p>\n<ul>\n<li>a</li>\n</ul>\n')).toBe(
      '<h2>Title</h2><p>One<br>two</p><ul><li>a</li></ul>',
    );
  });
});
