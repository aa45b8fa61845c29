import { Column, CreateDateColumn, Entity, Index, UpdateDateColumn } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';
import { LONG_TEXT } from '../database/column-types';

export const FOOTER_SECTIONS = ['job-seekers', 'organizations', 'company'] as const;
export type FooterSection = (typeof FOOTER_SECTIONS)[number];

@Entity('custom_pages')
export class CustomPage {
  @UuidPrimaryKey()
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Index('UQ_custom_pages_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug: string;

  /** HTML, sanitised with an allowlist when saved. */
  @Column({ type: LONG_TEXT })
  content: string;

  @Index('IDX_custom_pages_isActive')
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'varchar', length: 32, nullable: true })
  footerSection: FooterSection | null;

  @Column({ type: 'varchar', length: 20, default: '0' })
  footerOrder: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
