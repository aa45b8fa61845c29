import { escapeMarkup, scriptJson, summary, textToHtml, xmlText } from './markup';

describe('markup escaping', () => {
  it('escapes the characters that open or end markup', () => {
    expect(escapeMarkup(`<a href="x">'Tom' & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;Tom&#39; &amp; Jerry&lt;/a&gt;',
    );
  });

  it('drops characters XML cannot hold', () => {
    expect(xmlText('a\u0000b\u0008c\u001Fd\uD800e & f')).toBe('abcde &amp; f');
    expect(xmlText('tab\tline\nemoji 🏈')).toBe('tab\tline\nemoji 🏈');
  });

  it('keeps JSON inside a script element from closing it', () => {
    const json = scriptJson({ title: '</script><script>alert(1)</script> & <!--' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script> & <!--' });
  });

  it('turns a plain-text description into escaped HTML paragraphs', () => {
    expect(textToHtml('First <b>line</b>\nsecond\r\n\r\nNext & last')).toBe(
      '<p>First &lt;b&gt;line&lt;/b&gt;<br>second</p><p>Next &amp; last</p>',
    );
  });

  it('shortens a summary at a word', () => {
    expect(summary('  one   two\nthree ')).toBe('one two three');
    const long = summary('word '.repeat(100), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long).toMatch(/word…$/);
  });
});
