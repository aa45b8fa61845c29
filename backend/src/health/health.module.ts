import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { LifecycleService } from './lifecycle.service';
import { RedisHealthIndicator } from './redis.health';

@Global()
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [LifecycleService, RedisHealthIndicator],
  exports: [LifecycleService],
})
export class HealthModule {}
