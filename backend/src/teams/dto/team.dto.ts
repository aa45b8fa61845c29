import { ApiProperty } from '@nestjs/swagger';
import { JobDto } from '../../jobs/dto/job.dto';

/** A partner team as the public pages show it. */
export class TeamDto {
  @ApiProperty({ example: 'St. Louis Riverhawks' })
  name: string;

  @ApiProperty({ description: 'Its page is /teams/{slug}', example: 'st-louis-riverhawks' })
  slug: string;

  @ApiProperty({ example: 'Professional' })
  level: string;

  @ApiProperty({ example: 'St. Louis, MO' })
  location: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The display logo: the custom logo when set, else the automatic one',
    example: null,
  })
  logoUrl: string | null;

  @ApiProperty({ description: 'Shown when there is no logo', example: 'SR' })
  initials: string;

  @ApiProperty({
    type: 'integer',
    description: 'How many of its jobs are on the board',
    example: 4,
  })
  openJobs: number;
}

/** One team's page: the team, and its open jobs for signed-in callers. */
export class TeamDetailDto extends TeamDto {
  @ApiProperty({
    type: JobDto,
    isArray: true,
    nullable: true,
    description:
      'The open jobs, newest first (at most 100), for signed-in callers; null for visitors, ' +
      'who see only `openJobs` (the board is for members)',
  })
  jobs: JobDto[] | null;
}
