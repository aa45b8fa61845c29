import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeedService } from '../seed/demo-seed.service';
import { CustomPage } from './custom-page.entity';
import { seedDemoPages } from './demo-pages.seed';
import { PagesController } from './pages.controller';
import { PagesRepository } from './pages.repository';
import { PagesService } from './pages.service';

@Module({
  imports: [TypeOrmModule.forFeature([CustomPage])],
  controllers: [PagesController],
  providers: [PagesRepository, PagesService],
})
export class PagesModule {
  constructor(seed: DemoSeedService) {
    seed.addStep(seedDemoPages);
  }
}
