import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LEVER_REGIONS, PROVIDERS, type LeverRegion, type Provider } from '../job-source.entity';
import { SourceMappingDto } from './source-input.dto';

export const RUN_STATUSES = ['running', 'succeeded', 'guarded', 'failed'] as const;
export const SOURCE_HEALTH = ['new', 'healthy', 'warning', 'failing', 'paused'] as const;
export type SourceHealth = (typeof SOURCE_HEALTH)[number];

export class SourceRunDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['schedule', 'manual'] }) trigger: 'schedule' | 'manual';
  @ApiProperty({ enum: RUN_STATUSES, enumName: 'SourceRunStatus' })
  status: (typeof RUN_STATUSES)[number];
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty() durationMs: number;
  @ApiProperty() fetched: number;
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  @ApiProperty() unchanged: number;
  @ApiProperty() closed: number;
  @ApiProperty() failed: number;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
}

export class SourceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() teamName: string;
  @ApiProperty({ enum: PROVIDERS, enumName: 'SourceProvider' }) provider: Provider;
  @ApiProperty() token: string;
  @ApiProperty({ enum: LEVER_REGIONS, enumName: 'LeverRegion' }) region: LeverRegion;
  @ApiProperty() everyMinutes: number;
  @ApiProperty() paused: boolean;
  @ApiProperty({ type: SourceMappingDto }) mapping: SourceMappingDto;
  @ApiProperty({
    type: SourceMappingDto,
    description: 'Provider values the runs met that the mapping does not name (value: "")',
  })
  unmapped: SourceMappingDto;
  @ApiProperty({ format: 'date-time' }) nextRunAt: string;
  @ApiProperty() consecutiveFailures: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why the source waits for an admin: failing (3 failed runs in a row) or mass-close-guard; null: it does not',
  })
  flag: 'failing' | 'mass-close-guard' | null;
  @ApiProperty({ enum: SOURCE_HEALTH, enumName: 'SourceHealth' }) health: SourceHealth;
  @ApiProperty({ type: [SourceRunDto], description: 'The last runs, newest first' })
  lastRuns: SourceRunDto[];
}

export class PreviewPostingDto {
  @ApiProperty() externalId: string;
  @ApiProperty() positionTitle: string;
  @ApiProperty() location: string;
  @ApiProperty() applyUrl: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) datePosted: string | null;
  @ApiProperty() department: string;
  @ApiProperty({ type: String, nullable: true }) employmentType: string | null;
  @ApiProperty({ type: String, nullable: true }) level: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The start of the text' })
  description: string | null;
  @ApiProperty({ enum: ['create', 'update', 'unchanged'] })
  action: 'create' | 'update' | 'unchanged';
}

export class SourcePreviewDto {
  @ApiProperty({ type: [PreviewPostingDto] }) postings: PreviewPostingDto[];
  @ApiProperty({ type: [String], description: 'Postings that would not be imported, and why' })
  problems: string[];
  @ApiProperty({ type: SourceMappingDto }) unmapped: SourceMappingDto;
}
