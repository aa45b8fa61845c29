import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, LessThan, Repository } from 'typeorm';
import { MediaAsset, MediaAssetStatus } from './media-asset.entity';

@Injectable()
export class MediaRepository {
  constructor(@InjectRepository(MediaAsset) private readonly repo: Repository<MediaAsset>) {}

  async createPending(
    asset: Pick<MediaAsset, 'id' | 'fileName' | 'originalName' | 'purpose'>,
  ): Promise<MediaAsset> {
    const entity = this.repo.create({
      ...asset,
      mimeType: 'application/octet-stream',
      fileSize: '0',
      url: '',
      status: 'pending',
    });
    await this.repo.insert(entity);
    return entity;
  }

  /** A stored file written straight through (demo images): already attached to its record. */
  async createAttached(
    manager: EntityManager,
    asset: Pick<
      MediaAsset,
      'fileName' | 'originalName' | 'purpose' | 'mimeType' | 'fileSize' | 'url' | 'altText'
    >,
  ): Promise<void> {
    await manager.insert(MediaAsset, { ...asset, status: 'attached' });
  }

  findById(id: string): Promise<MediaAsset | null> {
    return this.repo.findOneBy({ id });
  }

  findByFileName(fileName: string): Promise<MediaAsset | null> {
    return this.repo.findOneBy({ fileName });
  }

  findByUrl(url: string): Promise<MediaAsset | null> {
    return this.repo.findOneBy({ url });
  }

  /** Moves an asset on from one status; false when another request got there first. */
  async advance(
    id: string,
    from: MediaAssetStatus,
    changes: Partial<Pick<MediaAsset, 'status' | 'mimeType' | 'fileSize' | 'url'>>,
  ): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(MediaAsset)
      .set(changes)
      .where('id = :id AND status = :from', { id, from })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Uploads issued (or received) before `before` that no record ever used. */
  findAbandoned(before: Date, limit: number): Promise<MediaAsset[]> {
    return this.repo.find({
      where: { status: In(['pending', 'received']), createdAt: LessThan(before) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }
}
