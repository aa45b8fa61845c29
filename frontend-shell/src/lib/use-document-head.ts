import { useEffect } from 'react';

export interface HeadTags {
  title?: string;
  /** <meta name=...> tags. */
  meta?: Record<string, string>;
  /** <meta property=...> tags (Open Graph). */
  properties?: Record<string, string>;
  canonical?: string;
  /** JSON-LD documents, each in its own <script type="application/ld+json">. */
  jsonLd?: Record<string, object>;
}

/** Every managed element carries this attribute; the server writes it on the tags it injects. */
export const SEO_ATTR = 'data-seo';

function upsert(key: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(`[${SEO_ATTR}="${key}"]`);
  if (existing) return existing;
  const el = create();
  el.setAttribute(SEO_ATTR, key);
  document.head.appendChild(el);
  return el;
}

function metaTag(attr: 'name' | 'property', name: string, content: string): string {
  const key = `${attr}:${name}`;
  const el = upsert(key, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attr, name);
    return meta;
  });
  el.setAttribute('content', content);
  return key;
}

/**
 * Sets the document title and the page's SEO tags while the page is shown, and removes the tags
 * when it goes (so /jobs does not keep the home page's canonical link).
 */
export function useDocumentHead(tags: HeadTags): void {
  const serialised = JSON.stringify(tags);
  useEffect(() => {
    const head = JSON.parse(serialised) as HeadTags;
    if (head.title) document.title = head.title;
    const keys: string[] = [];
    for (const [name, content] of Object.entries(head.meta ?? {})) {
      keys.push(metaTag('name', name, content));
    }
    for (const [name, content] of Object.entries(head.properties ?? {})) {
      keys.push(metaTag('property', name, content));
    }
    if (head.canonical) {
      const el = upsert('canonical', () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      });
      el.setAttribute('href', head.canonical);
      keys.push('canonical');
    }
    for (const [name, doc] of Object.entries(head.jsonLd ?? {})) {
      const key = `jsonld:${name}`;
      const el = upsert(key, () => {
        const script = document.createElement('script');
        script.type = 'application/ld+json';
        return script;
      });
      el.textContent = JSON.stringify(doc);
      keys.push(key);
    }
    return () => {
      for (const key of keys) document.head.querySelector(`[${SEO_ATTR}="${key}"]`)?.remove();
    };
  }, [serialised]);
}
