import type { CarouselImageDto } from '../carousel/dto/carousel-image.dto';
import { homeCarouselExtras } from './home-carousel';

const image = (id: string, imageUrl: string | null, sortOrder = '1'): CarouselImageDto => ({
  id,
  imageUrl,
  imagePath: imageUrl ? `carousel/${id}` : null,
  originalFileName: `${id}.webp`,
  altText: id,
  sortOrder,
  isActive: true,
  createdAt: new Date('2026-11-01T00:00:00Z'),
});

describe('home carousel extras of the served home page', () => {
  it('hands the shell the images, preloads the first one with an address and paints it', () => {
    const images = [image('a', null), image('b', '/uploads/carousel/b.webp', '2')];
    const extras = homeCarouselExtras(images);
    expect(extras.config).toEqual({ carousel: images });
    expect(extras.head).toContain(
      '<link rel="preload" as="image" href="/uploads/carousel/b.webp" fetchpriority="high">',
    );
    expect(extras.root).toMatch(/^<div aria-hidden="true">/);
    expect(extras.root).toContain('<img src="/uploads/carousel/b.webp" alt=""');
    expect(extras.root?.match(/<img /g)).toHaveLength(1);
  });

  it('adds no tags without an image, and escapes the address', () => {
    expect(homeCarouselExtras([image('a', null)])).toEqual({
      config: { carousel: [image('a', null)] },
    });
    const extras = homeCarouselExtras([image('c', 'https://cdn.example.com/a.webp?x=1&y="2"')]);
    const escaped = 'https://cdn.example.com/a.webp?x=1&amp;y=&quot;2&quot;';
    expect(extras.head).toContain(`href="${escaped}"`);
    expect(extras.root).toContain(`src="${escaped}"`);
  });
});
