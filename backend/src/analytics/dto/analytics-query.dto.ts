import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn } from 'class-validator';
import { Omittable } from '../../common/omittable';

export const ANALYTICS_PERIODS = [7, 30, 90] as const;

export class AnalyticsQueryDto {
  @ApiPropertyOptional({
    enum: ANALYTICS_PERIODS,
    default: 30,
    description: 'How many days back, today (UTC) included',
  })
  @Omittable()
  @Type(() => Number)
  @IsIn(ANALYTICS_PERIODS, { message: 'days must be one of 7, 30 or 90' })
  days?: (typeof ANALYTICS_PERIODS)[number];
}
