import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CarouselService } from '../carousel/carousel.service';
import type { CarouselImageDto } from '../carousel/dto/carousel-image.dto';
import { escapeAttr } from './home-seo';
import { PageExtras, ShellHtmlService } from './shell-html.service';

/**
 * The home page's extras for its carousel: the active images in the run-time config (the first
 * render shows them without a request) and a high-priority preload of the first one, which is
 * the page's largest paint, so the browser fetches it while the script is still loading.
 */
export function homeCarouselExtras(images: CarouselImageDto[]): PageExtras {
  const first = images.find((image) => image.isActive && image.imageUrl);
  return {
    config: { carousel: images },
    head: first?.imageUrl
      ? `<link rel="preload" as="image" href="${escapeAttr(first.imageUrl)}" fetchpriority="high">`
      : '',
  };
}

/** Adds the carousel extras to the HTML of `/` (docs/decisions/0086-home-page-main-thread.md). */
@Injectable()
export class HomeCarousel implements OnModuleInit {
  private readonly logger = new Logger(HomeCarousel.name);

  constructor(
    private readonly shellHtml: ShellHtmlService,
    private readonly carousel: CarouselService,
  ) {}

  onModuleInit(): void {
    this.shellHtml.extend((path) => (path === '/' ? this.extras() : null));
  }

  private async extras(): Promise<PageExtras | null> {
    try {
      return homeCarouselExtras(await this.carousel.list());
    } catch (err) {
      // The page still works without them: the shell asks the API as before.
      this.logger.warn(`home carousel not written into the page: ${(err as Error).message}`);
      return null;
    }
  }
}
