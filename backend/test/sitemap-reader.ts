import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Server } from 'node:http';
import request from 'supertest';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap'].includes(name),
});

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** An XML document the server sends at `path`, checked well-formed and parsed. */
async function xmlAt(server: Server, path: string) {
  const res = await request(server).get(path).expect(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(res.text)).toBe(true);
  return xml.parse(res.text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The sitemap files `/sitemap.xml` (a sitemap index) names, as absolute URLs. */
export async function sitemapFiles(server: Server): Promise<string[]> {
  const doc = await xmlAt(server, '/sitemap.xml');
  expect(doc.sitemapindex['@_xmlns']).toBe(SITEMAP_NS);
  return (doc.sitemapindex.sitemap as Array<{ loc: string }>).map((s) => s.loc);
}

/** The URLs of one sitemap file, as a crawler reads it. */
export async function sitemapFileUrls(server: Server, fileUrl: string): Promise<SitemapUrl[]> {
  const doc = await xmlAt(server, new URL(fileUrl).pathname);
  expect(doc.urlset['@_xmlns']).toBe(SITEMAP_NS);
  return (doc.urlset.url ?? []) as SitemapUrl[];
}

/** Every URL the sitemap names: the index, then each file it lists. */
export async function sitemapUrls(server: Server): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  for (const file of await sitemapFiles(server))
    urls.push(...(await sitemapFileUrls(server, file)));
  return urls;
}
