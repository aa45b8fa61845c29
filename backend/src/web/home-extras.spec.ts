import { Logger } from '@nestjs/common';
import type { CarouselService } from '../carousel/carousel.service';
import type { CarouselImageDto } from '../carousel/dto/carousel-image.dto';
import type { ContentService } from '../content/content.service';
import type { SiteContentDto } from '../content/dto/site-content.dto';
import { HomeExtras } from './home-extras';
import type { PageExtras, ShellHtmlService } from './shell-html.service';

const image: CarouselImageDto = {
  id: 'a',
  imageUrl: '/uploads/carousel/a.webp',
  imagePath: 'carousel/a',
  originalFileName: 'a.webp',
  altText: 'a',
  sortOrder: '1',
  isActive: true,
  createdAt: new Date('2026-11-01T00:00:00Z'),
};
const texts: SiteContentDto = {
  pageId: 'homepage',
  content: { hero: { title: 'Coaching jobs' } },
  updatedAt: new Date('2026-11-01T00:00:00Z'),
};

/** The extras HomeExtras writes into the page of `path`, with the warnings it logged. */
async function extrasOf(
  path: string,
  list: () => Promise<CarouselImageDto[]>,
  findPageContent: () => Promise<SiteContentDto | null>,
) {
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  warn.mockClear();
  let extender: (path: string) => Promise<PageExtras | null> | PageExtras | null = () => null;
  const shellHtml = { extend: (fn: typeof extender) => (extender = fn) };
  new HomeExtras(
    shellHtml as unknown as ShellHtmlService,
    { list } as unknown as CarouselService,
    { findPageContent } as unknown as ContentService,
  ).onModuleInit();
  const extras = await extender(path);
  return { extras, warnings: warn.mock.calls.map(([message]) => message as string) };
}

describe('home page extras of the served home page', () => {
  const fails = () => Promise.reject(new Error('database unreachable'));

  it('writes the carousel and the stored texts into / only', async () => {
    const { extras, warnings } = await extrasOf(
      '/',
      async () => [image],
      async () => texts,
    );
    expect(extras?.config).toEqual({ carousel: [image], homeContent: texts });
    expect(extras?.head).toContain('href="/uploads/carousel/a.webp"');
    expect(extras?.root).toContain('<img src="/uploads/carousel/a.webp"');
    expect(warnings).toEqual([]);
    expect((await extrasOf('/jobs', fails, fails)).extras).toBeNull();
  });

  it('writes null texts when none are stored', async () => {
    const { extras, warnings } = await extrasOf(
      '/',
      async () => [],
      async () => null,
    );
    expect(extras).toEqual({ config: { carousel: [], homeContent: null } });
    expect(warnings).toEqual([]);
  });

  it('leaves out a source that fails with a warning and still writes the other', async () => {
    const noTexts = await extrasOf('/', async () => [image], fails);
    expect(noTexts.extras?.config).toEqual({ carousel: [image] });
    expect(noTexts.extras?.root).toContain('<img src="/uploads/carousel/a.webp"');
    expect(noTexts.warnings).toEqual([
      'home texts not written into the page: database unreachable',
    ]);

    const noCarousel = await extrasOf('/', fails, async () => texts);
    expect(noCarousel.extras).toEqual({ config: { homeContent: texts } });
    expect(noCarousel.warnings).toEqual([
      'home carousel not written into the page: database unreachable',
    ]);
  });
});
