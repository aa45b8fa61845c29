import { Global, Module } from '@nestjs/common';
import { JobSearchIndex } from '../jobs/search-index/job-search-index';
import { DemoSeedService } from './demo-seed.service';

@Global()
@Module({ providers: [DemoSeedService, JobSearchIndex], exports: [DemoSeedService] })
export class SeedModule {}
