import { sitemapXml, sitemapXmlPieces } from './sitemap-xml';

const SITE = 'https://careers.example.com';
const jobs = Array.from({ length: 2500 }, (_, i) => ({ n: i, title: `Coach & scout ${i}` }));
const entryOf = (job: { n: number; title: string }) => ({
  path: `/jobs/${job.n}/${job.title}`,
  lastmod: job.n % 2 ? new Date(Date.UTC(2026, 10, 1, 12, 0, job.n % 60)) : null,
});

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe('a sitemap file in pieces', () => {
  it('is the same document as the file built at once, a piece per thousand URLs', async () => {
    const pieces = await collect(sitemapXmlPieces([jobs], entryOf, SITE));
    expect(pieces.join('')).toBe(sitemapXml(jobs.map(entryOf), SITE));
    // The opening, three pieces of URLs (1,000, 1,000, 500), the closing.
    expect(pieces).toHaveLength(5);
    expect(pieces[1].match(/<url>/g)).toHaveLength(1000);
    expect(pieces[3].match(/<url>/g)).toHaveLength(500);
    expect(pieces[1]).toContain(`<loc>${SITE}/jobs/1/Coach &amp; scout 1</loc>`);
  });

  it('lets other work run between its pieces', async () => {
    const order: string[] = [];
    const pieces = sitemapXmlPieces([jobs], entryOf, SITE);
    for await (const piece of pieces) {
      if (!piece.includes('<url>')) continue;
      order.push('piece');
      setImmediate(() => order.push('other'));
    }
    // Work queued while a piece was handed over ran before the next piece was built.
    expect(order).toEqual(['piece', 'other', 'piece', 'other', 'piece']);
  });

  it('is the same document when its items arrive in several reads, a read at a time', async () => {
    let reading = 0;
    async function* reads() {
      for (const [from, to] of [
        [0, 1500],
        [1500, 1600],
        [1600, 2500],
      ]) {
        reading++;
        yield jobs.slice(from, to);
      }
    }
    const pieces: string[] = [];
    const readsWhenBuilt: number[] = [];
    for await (const piece of sitemapXmlPieces(reads(), entryOf, SITE)) {
      pieces.push(piece);
      readsWhenBuilt.push(reading);
    }
    expect(pieces.join('')).toBe(sitemapXml(jobs.map(entryOf), SITE));
    // The opening before any read, then each read's pieces (1,000 URLs at most) before the
    // next read; the closing after the last.
    expect(readsWhenBuilt).toEqual([0, 1, 1, 2, 3, 3]);
  });

  it('is an empty urlset without items', async () => {
    expect((await collect(sitemapXmlPieces([], entryOf, SITE))).join('')).toBe(
      sitemapXml([], SITE),
    );
  });
});
