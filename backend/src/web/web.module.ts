import { Module } from '@nestjs/common';
import { CarouselModule } from '../carousel/carousel.module';
import { HomeCarousel } from './home-carousel';
import { ShellHtmlService } from './shell-html.service';

@Module({
  imports: [CarouselModule],
  providers: [ShellHtmlService, HomeCarousel],
  exports: [ShellHtmlService],
})
export class WebModule {}
