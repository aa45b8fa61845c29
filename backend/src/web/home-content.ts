import { Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { ContentService } from '../content/content.service';
import type { SiteContentDto } from '../content/dto/site-content.dto';
import { ShellHtmlService } from './shell-html.service';

/**
 * Writes the home page's stored texts into the HTML of `/` (null when none are stored), so the
 * home page shows them without a request, and a site without texts shows its defaults without a
 * 404 in the browser console.
 */
@Injectable()
export class HomeContent implements OnModuleInit {
  private readonly logger = new Logger(HomeContent.name);

  constructor(
    private readonly shellHtml: ShellHtmlService,
    private readonly content: ContentService,
  ) {}

  onModuleInit(): void {
    this.shellHtml.extend((path) => (path === '/' ? this.extras() : null));
  }

  private async extras(): Promise<{ config: { homeContent: SiteContentDto | null } } | null> {
    try {
      return { config: { homeContent: await this.content.getPageContent('homepage') } };
    } catch (err) {
      if (err instanceof NotFoundException) return { config: { homeContent: null } };
      // The page still works without it: the shell asks the API as before.
      this.logger.warn(`home texts not written into the page: ${(err as Error).message}`);
      return null;
    }
  }
}
