import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';

export type MediaAssetStatus = 'pending' | 'received' | 'attached';
export type MediaPurpose = 'carousel' | 'team-logo';

/**
 * Every stored file. A row is made when an upload address is issued (`pending`), completed when
 * the bytes arrive and pass the checks (`received`); only received files can back a record, and
 * one record at most (`attached`).
 */
@Entity('media_assets')
@Index('IDX_media_assets_status_createdAt', ['status', 'createdAt'])
export class MediaAsset {
  @UuidPrimaryKey()
  id: string;

  /**
   * Server-generated name, e.g. `carousel/<uuid>`: the `imagePath` handed to the client. The stored
   * file's key adds the extension of the type found in its bytes (`carousel/<uuid>.webp`).
   */
  @Index('UQ_media_assets_fileName', { unique: true })
  @Column({ type: 'varchar', length: 512 })
  fileName: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'varchar', length: 100 })
  mimeType: string;

  @Column({ type: 'varchar', length: 20, default: '0' })
  fileSize: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  altText: string | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: MediaAssetStatus;

  /** What the upload is for: `carousel` or `team-logo`. */
  @Column({ type: 'varchar', length: 32 })
  purpose: MediaPurpose;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
