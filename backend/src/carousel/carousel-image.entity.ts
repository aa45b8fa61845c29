import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';

@Entity('carousel_images')
export class CarouselImage {
  @UuidPrimaryKey()
  id: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  /** Storage key issued by the server (never the client's file name). */
  @Column({ type: 'varchar', length: 512, nullable: true })
  imagePath: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  originalFileName: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  altText: string | null;

  /** A number kept as text; the service orders it as a number (docs/product.md#ordering). */
  @Column({ type: 'varchar', length: 20, default: '0' })
  sortOrder: string;

  @Index('IDX_carousel_images_isActive')
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
