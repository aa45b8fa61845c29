import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** The body of the spec's older `PUT /api/jobs/{id}/featured` call. */
export class SetJobFeaturedLegacyDto {
  @ApiProperty({ example: true })
  @IsBoolean()
  featured: boolean;
}
