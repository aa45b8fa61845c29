import { ApiProperty } from '@nestjs/swagger';

export class ClearJobsResultDto {
  @ApiProperty({ type: 'integer', description: 'How many jobs were deleted', example: 31 })
  deletedCount: number;
}
