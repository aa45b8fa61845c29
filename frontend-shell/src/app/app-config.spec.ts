import { readAppConfig } from './app-config';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('x');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'app-config';
    script.type = 'application/json';
    script.textContent = json;
    doc.head.appendChild(script);
  }
  return doc;
}

describe('readAppConfig', () => {
  it('reads the served config, trimming a trailing slash of the public URL', () => {
    const config = readAppConfig(
      docWith(
        JSON.stringify({
          siteName: 'Pro Football Careers',
          publicUrl: 'https://careers.example.com/',
          adminRemoteUrl: 'https://cdn.example.com/admin/mf-manifest.json',
        }),
      ),
    );
    expect(config.siteName).toBe('Pro Football Careers');
    expect(config.publicUrl).toBe('https://careers.example.com');
    expect(config.adminRemoteUrl).toBe('https://cdn.example.com/admin/mf-manifest.json');
    expect(config.seo.title).toContain('Gridiron Careers');
  });

  it('reads the carousel written into the home page, ignoring one that is not a list', () => {
    const carousel = [{ id: 'c1', imageUrl: '/uploads/carousel/c1.webp', isActive: true }];
    expect(readAppConfig(docWith(JSON.stringify({ carousel }))).carousel).toEqual(carousel);
    expect(readAppConfig(docWith(JSON.stringify({ carousel: 'x' }))).carousel).toBeUndefined();
    expect(readAppConfig(docWith(JSON.stringify({}))).carousel).toBeUndefined();
  });

  it('reads the home texts written into the page: stored, none (null), or malformed', () => {
    const stored = { pageId: 'homepage', content: { hero: { title: 'T' } }, updatedAt: 'x' };
    const read = (homeContent: unknown) =>
      readAppConfig(docWith(JSON.stringify({ homeContent }))).homeContent;
    expect(read(stored)).toEqual(stored);
    expect(read(null)).toBeNull();
    expect(read({ content: 'x' })).toBeUndefined();
    expect(readAppConfig(docWith(JSON.stringify({}))).homeContent).toBeUndefined();
  });

  it('falls back to the defaults without or with a broken config', () => {
    for (const doc of [docWith(null), docWith('{not json')]) {
      const config = readAppConfig(doc);
      expect(config.siteName).toBe('Gridiron Careers');
      expect(config.adminRemoteUrl).toBe('/remotes/admin/mf-manifest.json');
    }
  });
});
