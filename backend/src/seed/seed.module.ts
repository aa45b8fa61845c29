import { Global, Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { DemoSeedService } from './demo-seed.service';

@Global()
@Module({ imports: [JobsModule], providers: [DemoSeedService], exports: [DemoSeedService] })
export class SeedModule {}
