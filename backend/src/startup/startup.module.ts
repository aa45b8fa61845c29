import { Module } from '@nestjs/common';
import { SeedModule } from '../seed/seed.module';
import { UsersModule } from '../users/users.module';
import { StartupService } from './startup.service';

@Module({
  imports: [SeedModule, UsersModule],
  providers: [StartupService],
  exports: [StartupService],
})
export class StartupModule {}
