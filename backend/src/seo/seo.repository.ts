import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CustomPage } from '../pages/custom-page.entity';

/** The custom pages a sitemap lists. */
@Injectable()
export class SeoRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Active custom pages: slug and last change, in slug order. */
  findActivePageLinks(): Promise<Array<Pick<CustomPage, 'slug' | 'updatedAt'>>> {
    return this.dataSource.getRepository(CustomPage).find({
      select: { slug: true, updatedAt: true },
      where: { isActive: true },
      order: { slug: 'ASC' },
    });
  }
}
