import { Inject, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { notFoundWhenMissing } from '../web/not-found-page';
import { ShellHtmlService } from '../web/shell-html.service';
import { WebModule } from '../web/web.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeedService } from '../seed/demo-seed.service';
import { CustomPage } from './custom-page.entity';
import { seedDemoPages } from './demo-pages.seed';
import { PagesController } from './pages.controller';
import { PagesRepository } from './pages.repository';
import { PagesService } from './pages.service';

@Module({
  imports: [TypeOrmModule.forFeature([CustomPage]), WebModule],
  controllers: [PagesController],
  providers: [PagesRepository, PagesService],
})
export class PagesModule {
  constructor(
    seed: DemoSeedService,
    shellHtml: ShellHtmlService,
    pages: PagesService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    seed.addStep(seedDemoPages);
    // An unknown page's address is a 404 for crawlers (the shell shows "Page not found").
    shellHtml.decorate(
      notFoundWhenMissing('/page', (slug) => pages.get(slug, undefined), config.siteName),
    );
  }
}
