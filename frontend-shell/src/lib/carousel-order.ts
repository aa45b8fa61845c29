export interface CarouselImageLike {
  isActive: boolean;
  sortOrder?: string | null;
  imageUrl?: string | null;
}

function orderOf(image: CarouselImageLike): number {
  const n = Number(image.sortOrder?.trim() || '0');
  return Number.isFinite(n) ? n : 0;
}

/**
 * The hero carousel shows only active images with an address, ordered by sortOrder compared as
 * numbers (as text '10' would come before '2'); ties keep the API order.
 */
export function carouselSlides<T extends CarouselImageLike>(images: readonly T[]): T[] {
  return images
    .map((image, index) => ({ image, index }))
    .filter(({ image }) => image.isActive && !!image.imageUrl)
    .sort((a, b) => orderOf(a.image) - orderOf(b.image) || a.index - b.index)
    .map(({ image }) => image);
}
