import { Global, Module } from '@nestjs/common';
import { DemoSeedService } from './demo-seed.service';

@Global()
@Module({ providers: [DemoSeedService], exports: [DemoSeedService] })
export class SeedModule {}
