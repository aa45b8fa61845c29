import {
  BadRequestException,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { ReadCache } from '../cache/read-cache.service';
import { SiteContentDto } from './dto/site-content.dto';
import { ContentRepository } from './content.repository';

export const PAGE_KEY = /^[a-z0-9-]{1,64}$/;
export const MAX_CONTENT_BYTES = 64 * 1024;

/** Admin-edited page texts keyed by page: `homepage`, `jobs`, or any other key (docs/product.md#page-texts). */
@Injectable()
export class ContentService {
  constructor(
    private readonly repo: ContentRepository,
    private readonly cache: ReadCache,
  ) {}

  async getPageContent(pageKey: string): Promise<SiteContentDto> {
    const content = await this.findPageContent(pageKey);
    if (!content) throw new NotFoundException(`No content is stored for page '${pageKey}'`);
    return content;
  }

  /** The page's stored texts, or null when none are stored. */
  async findPageContent(pageKey: string): Promise<SiteContentDto | null> {
    checkPageKey(pageKey);
    return this.cache.get('content', pageKey, async () => {
      const row = await this.repo.findByPageId(pageKey);
      return row ? SiteContentDto.from(row) : null;
    });
  }

  async updatePageContent(
    pageKey: string,
    content: Record<string, unknown>,
  ): Promise<SiteContentDto> {
    checkPageKey(pageKey);
    if (content === null || typeof content !== 'object' || Array.isArray(content)) {
      throw new BadRequestException('content must be a JSON object');
    }
    const size = Buffer.byteLength(JSON.stringify(content), 'utf8');
    if (size > MAX_CONTENT_BYTES) {
      throw new PayloadTooLargeException(
        `content is ${Math.ceil(size / 1024)} KB; at most 64 KB may be stored per page`,
      );
    }
    if (pageKey === 'homepage') checkHomepage(content);
    return SiteContentDto.from(await this.repo.save(pageKey, content));
  }

  /** The admin-edited placements figure shown in the stats (homepage `stats.successfulPlacements`). */
  async successfulPlacements(): Promise<number> {
    const row = await this.repo.findByPageId('homepage');
    const value = (row?.content.stats as Record<string, unknown> | undefined)?.successfulPlacements;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
  }
}

function checkPageKey(pageKey: string): void {
  if (!PAGE_KEY.test(pageKey)) {
    throw new BadRequestException(
      'pageKey must be 1-64 lowercase letters, digits or hyphens (e.g. homepage, jobs)',
    );
  }
}

function checkHomepage(content: Record<string, unknown>): void {
  const stats = content.stats;
  if (stats === undefined) return;
  if (stats === null || typeof stats !== 'object' || Array.isArray(stats)) {
    throw new BadRequestException('content.stats must be an object');
  }
  const placements = (stats as Record<string, unknown>).successfulPlacements;
  if (
    placements !== undefined &&
    !(typeof placements === 'number' && Number.isInteger(placements) && placements >= 0)
  ) {
    throw new BadRequestException(
      'content.stats.successfulPlacements must be a whole number, 0 or more',
    );
  }
}
