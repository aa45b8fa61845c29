import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { MediaService } from '../media/media.service';
import { DemoSeedService } from '../seed/demo-seed.service';
import { CarouselImage } from './carousel-image.entity';
import { CarouselController } from './carousel.controller';
import { CarouselRepository } from './carousel.repository';
import { CarouselService } from './carousel.service';
import { demoCarouselStep } from './demo-carousel.seed';

@Module({
  imports: [TypeOrmModule.forFeature([CarouselImage]), MediaModule],
  controllers: [CarouselController],
  providers: [CarouselRepository, CarouselService],
  exports: [CarouselService],
})
export class CarouselModule {
  constructor(seed: DemoSeedService, media: MediaService) {
    seed.addStep(demoCarouselStep(media));
  }
}
