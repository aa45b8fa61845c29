import { Module } from '@nestjs/common';
import { CarouselModule } from '../carousel/carousel.module';
import { ContentModule } from '../content/content.module';
import { HomeCarousel } from './home-carousel';
import { HomeContent } from './home-content';
import { ShellHtmlService } from './shell-html.service';

@Module({
  imports: [CarouselModule, ContentModule],
  providers: [ShellHtmlService, HomeCarousel, HomeContent],
  exports: [ShellHtmlService],
})
export class WebModule {}
