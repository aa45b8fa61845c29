import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CarouselService } from '../carousel/carousel.service';
import { ContentService } from '../content/content.service';
import { homeCarouselExtras } from './home-carousel';
import { PageExtras, ShellHtmlService } from './shell-html.service';

/**
 * Writes the home page's carousel and stored texts into the HTML of `/`, so the home page shows
 * them without a request. The texts are null when none are stored: a site without texts shows
 * its defaults without a 404 in the browser console. Either one that cannot be read is left out
 * with a warning, and the other is still written: the shell asks the API for the missing one as
 * before.
 */
@Injectable()
export class HomeExtras implements OnModuleInit {
  private readonly logger = new Logger(HomeExtras.name);

  constructor(
    private readonly shellHtml: ShellHtmlService,
    private readonly carousel: CarouselService,
    private readonly content: ContentService,
  ) {}

  onModuleInit(): void {
    this.shellHtml.extend((path) => (path === '/' ? this.extras() : null));
  }

  private async extras(): Promise<PageExtras> {
    const carousel = await this.orWarn('carousel', async () =>
      homeCarouselExtras(await this.carousel.list()),
    );
    const texts = await this.orWarn('texts', async () => ({
      homeContent: await this.content.findPageContent('homepage'),
    }));
    return { ...carousel, config: { ...carousel?.config, ...texts } };
  }

  /** What `read` answers, or undefined with a warning when it fails. */
  private async orWarn<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (err) {
      this.logger.warn(`home ${what} not written into the page: ${(err as Error).message}`);
      return undefined;
    }
  }
}
