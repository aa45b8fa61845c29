import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NullableEnumProperty } from '../../openapi/nullable-enum-property';
import { WORKPLACE_TYPES, type WorkplaceType } from '../pay/job-pay';
import { PayRangeDto } from './pay-range.dto';
import {
  DEPARTMENT_VALUES,
  EMPLOYMENT_TYPE_VALUES,
  LEVEL_VALUES,
  type Department,
  type EmploymentType,
  type Level,
} from '../taxonomy/job-taxonomy';

/** A job as the board shows it, with its team's display logo and initials. */
export class JobDto {
  @ApiProperty({ format: 'uuid', example: '5f0c9a3e-2d1b-4c7a-9e8f-1a2b3c4d5e6f' })
  id: string;

  @ApiProperty({ example: 'Austin Armadillos' })
  teamName: string;

  @ApiProperty({ example: 'Assistant Defensive Line Coach' })
  positionTitle: string;

  @ApiProperty({ example: 'Austin, TX' })
  location: string;

  @ApiProperty({ example: 'https://careers.example.com/aa/assistant-defensive-line-coach' })
  applyUrl: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Coach the defensive line through practice, film study and game days.',
  })
  description: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T00:00:00.000Z' })
  datePosted: Date;

  @ApiProperty({ example: false })
  isFeatured: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The team's display logo: the custom logo when set, else the automatic one",
    example: null,
  })
  teamLogoUrl: string | null;

  @ApiProperty({
    description: "The team's initials (shown when there is no logo)",
    example: 'AA',
  })
  teamInitials: string;

  @ApiProperty({ enum: DEPARTMENT_VALUES, enumName: 'Department', example: 'coaching' })
  department: Department;

  @NullableEnumProperty(EMPLOYMENT_TYPE_VALUES, 'Employment type slug; null when unknown')
  employmentType: EmploymentType | null;

  @NullableEnumProperty(LEVEL_VALUES, 'Level slug; null when unknown')
  level: Level | null;

  @ApiPropertyOptional({
    type: PayRangeDto,
    description: 'The pay range; absent when the job lists none',
  })
  pay?: PayRangeDto;

  @NullableEnumProperty(WORKPLACE_TYPES, 'Where the work happens; null when not stated')
  workplaceType: WorkplaceType | null;

  @ApiProperty({
    type: String,
    isArray: true,
    description:
      'Remote jobs: where applicants may live, `US` (the whole country) or US state codes; empty otherwise',
    example: ['US'],
  })
  remoteRegions: string[];
}
