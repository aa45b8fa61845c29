import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CarouselImage } from './carousel-image.entity';

@Injectable()
export class CarouselRepository {
  constructor(@InjectRepository(CarouselImage) private readonly repo: Repository<CarouselImage>) {}

  /** Active images; the service orders them (sortOrder is text, compared as a number). */
  findActive(): Promise<CarouselImage[]> {
    return this.repo.find({ where: { isActive: true }, order: { createdAt: 'ASC' } });
  }

  findById(id: string): Promise<CarouselImage | null> {
    return this.repo.findOneBy({ id });
  }

  async create(image: Partial<CarouselImage>): Promise<CarouselImage> {
    const entity = this.repo.create(image);
    await this.repo.insert(entity);
    return (await this.findById(entity.id))!;
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }
}
