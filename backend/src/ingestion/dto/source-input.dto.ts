import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Length,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { LEVER_REGIONS, PROVIDERS, type LeverRegion, type Provider } from '../job-source.entity';
import { Omittable } from '../../common/omittable';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** Provider values mapped to taxonomy slugs, per field (checked against the taxonomy). */
export class SourceMappingDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { 'Football Ops': 'football-operations' },
  })
  @IsObject({ message: 'mapping.department must be an object of value: slug' })
  department: Record<string, string>;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { Regular: 'full-time' },
  })
  @IsObject({ message: 'mapping.employmentType must be an object of value: slug' })
  employmentType: Record<string, string>;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { IC3: 'mid' },
  })
  @IsObject({ message: 'mapping.level must be an object of value: slug' })
  level: Record<string, string>;
}

/** Where a source reads from (also what "Test" fetches). */
export class SourceTargetDto {
  @ApiProperty({ enum: PROVIDERS, enumName: 'SourceProvider' })
  @IsIn(PROVIDERS, { message: `provider must be one of: ${PROVIDERS.join(', ')}` })
  provider: Provider;

  @ApiProperty({
    description: 'Greenhouse board token, Lever site name, or the feed URL',
    example: 'dallascowboys',
    maxLength: 2048,
  })
  @Transform(trimmed)
  @IsString({ message: 'token is required' })
  @Length(1, 2048, { message: 'token must be 1 to 2048 characters' })
  token: string;

  @ApiPropertyOptional({ enum: LEVER_REGIONS, enumName: 'LeverRegion', default: 'global' })
  @Omittable()
  @IsIn(LEVER_REGIONS, { message: `region must be one of: ${LEVER_REGIONS.join(', ')}` })
  region?: LeverRegion;

  @ApiProperty({ example: 'Dallas Cowboys', maxLength: 200 })
  @Transform(trimmed)
  @IsString({ message: 'teamName is required' })
  @Length(1, 200, { message: 'teamName must be 1 to 200 characters' })
  teamName: string;
}

export class CreateSourceDto extends SourceTargetDto {
  @ApiPropertyOptional({ minimum: 5, maximum: 10080, default: 60 })
  @Omittable()
  @IsInt({ message: 'everyMinutes must be a whole number' })
  @Min(5, { message: 'everyMinutes must be at least 5' })
  @Max(10080, { message: 'everyMinutes must be at most 10080 (a week)' })
  everyMinutes?: number;

  @ApiPropertyOptional({ default: false })
  @Omittable()
  @IsBoolean({ message: 'paused must be true or false' })
  paused?: boolean;

  @ApiPropertyOptional({ type: SourceMappingDto })
  @Omittable()
  @IsObject({ message: 'mapping must be an object' })
  @ValidateNested()
  @Type(() => SourceMappingDto)
  mapping?: SourceMappingDto;
}

export class UpdateSourceDto extends PartialType(CreateSourceDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({ description: 'true: the admin has looked; the flag goes' })
  @Omittable()
  @IsBoolean({ message: 'clearFlag must be true or false' })
  clearFlag?: boolean;
}
