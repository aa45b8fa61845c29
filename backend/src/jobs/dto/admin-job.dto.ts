import { ApiProperty } from '@nestjs/swagger';
import { JobDto } from './job.dto';

/** A job in the admin list: the board's fields plus the active switch. */
export class AdminJobDto extends JobDto {
  @ApiProperty({ example: true })
  isActive: boolean;
}
