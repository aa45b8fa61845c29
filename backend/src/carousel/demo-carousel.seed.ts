import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { EntityManager } from 'typeorm';
import type { MediaService } from '../media/media.service';
import { CarouselImage } from './carousel-image.entity';

/** Images the project ships (drawn by tools/demo-images), under backend/assets/demo. */
export const DEMO_ASSETS_DIR = resolve(__dirname, '..', '..', 'assets', 'demo');

const DEMO_IMAGES = [
  { file: 'carousel-floodlit-field.webp', altText: 'A football field under stadium floodlights' },
  {
    file: 'carousel-playbook.webp',
    altText: 'A play drawn on a chalkboard with routes and arrows',
  },
  { file: 'carousel-game-ball.webp', altText: 'A football in front of team-colour stripes' },
];

/** Seed step: three carousel images, stored through the configured storage like any upload. */
export function demoCarouselStep(media: MediaService) {
  return async (manager: EntityManager): Promise<void> => {
    for (const [index, image] of DEMO_IMAGES.entries()) {
      const bytes = await readFile(join(DEMO_ASSETS_DIR, image.file));
      const stored = await media.storeOwnImage(
        manager,
        'carousel',
        image.file,
        bytes,
        image.altText,
      );
      await manager.insert(CarouselImage, {
        imageUrl: stored.url,
        imagePath: stored.imagePath,
        originalFileName: image.file,
        altText: image.altText,
        sortOrder: String(index + 1),
        isActive: true,
      });
    }
  };
}
