import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../auth/access.decorators';
import { LifecycleService } from './lifecycle.service';
import { RedisHealthIndicator } from './redis.health';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly lifecycle: LifecycleService,
  ) {}

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process is up and its event loop answers' })
  @ApiOkResponse({ description: 'Alive' })
  liveness() {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the database (and Redis when configured) answer' })
  @ApiServiceUnavailableResponse({ description: 'Not ready, or shutting down' })
  readiness() {
    if (this.lifecycle.isDraining) {
      throw new ServiceUnavailableException('Shutting down');
    }
    return this.health.check([
      () => this.db.pingCheck('database', { timeout: 1500 }),
      () => this.redis.pingCheck('redis', 1000),
    ]);
  }
}
