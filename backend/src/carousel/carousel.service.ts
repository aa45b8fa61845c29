import { Injectable, NotFoundException } from '@nestjs/common';
import { ReadCache } from '../cache/read-cache.service';
import { UploadUrlDto } from '../media/dto/upload-url.dto';
import { MediaService } from '../media/media.service';
import { CarouselRepository } from './carousel.repository';
import { CarouselImageDto, CreateCarouselImageDto } from './dto/carousel-image.dto';
import type { CarouselImage } from './carousel-image.entity';

/** Numeric order of the text sortOrder ("10" after "2"), oldest first on ties (docs/product.md#ordering). */
export function byDisplayOrder(a: CarouselImage, b: CarouselImage): number {
  const diff = orderOf(a.sortOrder) - orderOf(b.sortOrder);
  return diff !== 0 ? diff : a.createdAt.getTime() - b.createdAt.getTime();
}

function orderOf(sortOrder: string): number {
  const n = Number(sortOrder);
  return Number.isFinite(n) ? n : 0;
}

@Injectable()
export class CarouselService {
  constructor(
    private readonly repo: CarouselRepository,
    private readonly media: MediaService,
    private readonly cache: ReadCache,
  ) {}

  createUploadUrl(fileName: string): Promise<UploadUrlDto> {
    return this.media.issueUpload('carousel', fileName);
  }

  list(): Promise<CarouselImageDto[]> {
    return this.cache.get('carousel', 'active', async () => {
      const images = await this.repo.findActive();
      return images.sort(byDisplayOrder).map(CarouselImageDto.from);
    });
  }

  async create(dto: CreateCarouselImageDto): Promise<CarouselImageDto> {
    const asset = await this.media.attach(dto.imagePath, 'carousel');
    const originalFileName = dto.originalFileName?.trim() || asset.originalName;
    const image = await this.repo.create({
      imageUrl: asset.url,
      imagePath: asset.fileName,
      originalFileName,
      altText: dto.altText?.trim() || originalFileName,
      sortOrder: dto.sortOrder ?? '0',
      isActive: true,
    });
    return CarouselImageDto.from(image);
  }

  async delete(id: string): Promise<void> {
    const image = await this.repo.findById(id);
    if (!image) throw new NotFoundException('No carousel image with this id');
    await this.repo.delete(id);
    await this.media.release({ imagePath: image.imagePath, url: image.imageUrl });
  }
}
