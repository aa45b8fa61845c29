import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SiteContent } from './site-content.entity';

@Injectable()
export class ContentRepository {
  constructor(@InjectRepository(SiteContent) private readonly repo: Repository<SiteContent>) {}

  findByPageId(pageId: string): Promise<SiteContent | null> {
    return this.repo.findOneBy({ pageId });
  }

  /** Inserts or replaces a page's content; a concurrent first save of the same page is retried. */
  async save(pageId: string, content: Record<string, unknown>): Promise<SiteContent> {
    await this.upsert(pageId, content);
    return (await this.findByPageId(pageId))!;
  }

  private async upsert(pageId: string, content: Record<string, unknown>): Promise<SiteContent> {
    const existing = await this.findByPageId(pageId);
    if (existing) return this.repo.save(Object.assign(existing, { content }));
    try {
      return await this.repo.save(this.repo.create({ pageId, content }));
    } catch (err) {
      const raced = await this.findByPageId(pageId);
      if (!raced) throw err;
      return this.repo.save(Object.assign(raced, { content }));
    }
  }
}
