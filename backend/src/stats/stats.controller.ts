import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
import { StatsDto } from './dto/stats.dto';
import { StatsService } from './stats.service';

@ApiTags('stats')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Active jobs, partner teams, placements and members' })
  @ApiOkResponse({ type: StatsDto })
  getStats(): Promise<StatsDto> {
    return this.stats.getStats();
  }
}
