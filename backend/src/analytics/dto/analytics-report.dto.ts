import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VIEW_SOURCES, type ViewSource } from '../view-source';

export class AnalyticsDayDto {
  @ApiProperty({ example: '2026-11-24' })
  day: string;
  @ApiProperty({ example: 120 })
  views: number;
  @ApiProperty({ example: 14 })
  applyClicks: number;
  @ApiProperty({ example: 3 })
  saves: number;
  @ApiProperty({ example: 2 })
  newMembers: number;
}

export class AnalyticsSourceDto {
  @ApiProperty({ enum: VIEW_SOURCES, enumName: 'ViewSource', example: 'search' })
  source: ViewSource;
  @ApiProperty({ example: 340 })
  views: number;
}

export class AnalyticsRankDto {
  @ApiPropertyOptional({
    description: 'Top jobs only',
    example: '5f0c9a3e-2d1b-4c7a-9e8f-1a2b3c4d5e6f',
  })
  jobId?: string;
  @ApiPropertyOptional({ description: 'Top jobs only', example: 'Assistant Line Coach' })
  positionTitle?: string;
  @ApiProperty({ example: 'Austin Armadillos' })
  teamName: string;
  @ApiProperty({ example: 210 })
  views: number;
  @ApiProperty({ example: 21 })
  applyClicks: number;
  @ApiProperty({
    description:
      'Apply clicks per page view (0 without views); above 1 when many clicks came straight from board cards',
    example: 0.1,
  })
  clickThroughRate: number;
}

/** The admin's analytics for one period (docs/product.md#analytics). */
export class AnalyticsReportDto {
  @ApiProperty({ example: '2026-10-26' })
  from: string;
  @ApiProperty({ example: '2026-11-24' })
  to: string;
  @ApiProperty({
    type: AnalyticsDayDto,
    isArray: true,
    description: 'Every day of the period, oldest first',
  })
  days: AnalyticsDayDto[];
  @ApiProperty({ type: AnalyticsSourceDto, isArray: true })
  sources: AnalyticsSourceDto[];
  @ApiProperty({ type: AnalyticsRankDto, isArray: true, description: 'At most 10' })
  topJobs: AnalyticsRankDto[];
  @ApiProperty({ type: AnalyticsRankDto, isArray: true, description: 'At most 10' })
  topTeams: AnalyticsRankDto[];
}
