import { Column, Entity, Index, UpdateDateColumn } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';
import { jsonTransformer, LONG_TEXT } from '../database/column-types';

@Entity('site_content')
export class SiteContent {
  @UuidPrimaryKey()
  id: string;

  @Index('UQ_site_content_pageId', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  pageId: string;

  @Column({ type: LONG_TEXT, transformer: jsonTransformer })
  content: Record<string, unknown>;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
