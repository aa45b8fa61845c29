import { homeHeadTags, withHomeHead } from './home-seo';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Gridiron Careers</title><meta name="description" content="x" data-seo="name:description"><script id="app-config" type="application/json">{}</script></head><body></body></html>';

describe('home SEO tags', () => {
  it('writes title, description, keywords, social tags, canonical and Organization JSON-LD', () => {
    const html = withHomeHead(TEMPLATE, 'Gridiron Careers', 'https://jobs.example.com/');
    expect(html).toContain(
      '<title>Gridiron Careers | NFL Jobs and American Football Careers</title>',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="keywords" content="NFL jobs,');
    expect(html).toContain('<meta property="og:title" content="Gridiron Careers | NFL Jobs');
    expect(html).toContain('<meta property="og:url" content="https://jobs.example.com/"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain(
      '<link rel="canonical" href="https://jobs.example.com/" data-seo="canonical">',
    );
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Organization',
      name: 'Gridiron Careers',
      url: 'https://jobs.example.com/',
      foundingDate: '2024',
    });
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes a site name in attributes and JSON-LD', () => {
    const tags = homeHeadTags('A "quoted" </script> site', 'http://localhost:3000');
    expect(tags).toContain('content="A &quot;quoted&quot; &lt;/script&gt; site"');
    expect(tags).not.toContain('</script> site');
  });
});
