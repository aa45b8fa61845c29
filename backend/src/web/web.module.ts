import { Module } from '@nestjs/common';
import { CarouselModule } from '../carousel/carousel.module';
import { ContentModule } from '../content/content.module';
import { HomeExtras } from './home-extras';
import { ShellHtmlService } from './shell-html.service';

@Module({
  imports: [CarouselModule, ContentModule],
  providers: [ShellHtmlService, HomeExtras],
  exports: [ShellHtmlService],
})
export class WebModule {}
