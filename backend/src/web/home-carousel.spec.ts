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
  it('hands the shell the images and preloads the first one with an address', () => {
    const images = [image('a', null), image('b', '/uploads/carousel/b.webp', '2')];
    const extras = homeCarouselExtras(images);
    expect(extras.config).toEqual({ carousel: images });
    expect(extras.head).toBe(
      '<link rel="preload" as="image" href="/uploads/carousel/b.webp" fetchpriority="high">',
    );
  });

  it('preloads nothing without an image, and escapes the address', () => {
    expect(homeCarouselExtras([]).head).toBe('');
    expect(homeCarouselExtras([image('c', 'https://cdn.example.com/a.webp?x=1&y="2"')]).head).toBe(
      '<link rel="preload" as="image" href="https://cdn.example.com/a.webp?x=1&amp;y=&quot;2&quot;" fetchpriority="high">',
    );
  });
});
