import { carouselSlides } from './carousel-order';

const image = (id: string, sortOrder: string, isActive = true) => ({
  id,
  sortOrder,
  isActive,
  imageUrl: `/uploads/${id}.jpg`,
});

describe('carouselSlides', () => {
  it('keeps only active images and orders them by sortOrder as numbers', () => {
    const slides = carouselSlides([
      image('ten', '10'),
      image('two', '2'),
      image('off', '1', false),
      image('one', '1'),
    ]);
    expect(slides.map((s) => s.id)).toEqual(['one', 'two', 'ten']);
  });

  it('treats an empty order as 0, keeps ties in API order and skips images without address', () => {
    const slides = carouselSlides([
      image('b', '0'),
      image('a', ''),
      { ...image('none', '0'), imageUrl: null },
    ]);
    expect(slides.map((s) => s.id)).toEqual(['b', 'a']);
  });
});
