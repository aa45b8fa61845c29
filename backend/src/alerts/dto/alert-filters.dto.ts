import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { ListJobsQueryDto } from '../../jobs/dto/list-jobs-query.dto';
import { Omittable } from '../../common/omittable';

/** An alert's search: the board's own search fields, plus one exact team (Follow team). */
export class AlertFiltersDto extends PickType(ListJobsQueryDto, [
  'position',
  'teamName',
  'location',
  'department',
  'employmentType',
  'level',
  'workplaceType',
  'payListed',
  'minPay',
] as const) {
  @ApiPropertyOptional({ description: "One team's exact name (a followed team)" })
  @Omittable()
  @IsString()
  @MaxLength(200)
  exactTeamName?: string;
}
