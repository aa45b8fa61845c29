import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, IsUrl, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { TEAM_INITIALS, displayInitials } from '../../teams/team-initials';
import type { TeamLogo } from '../team-logo.entity';
import { Omittable } from '../../common/omittable';

export class TeamLogoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Austin Armadillos' })
  teamName: string;

  @ApiProperty({ type: String, nullable: true, description: 'Automatic logo, if any' })
  logoUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Uploaded logo; displayed in preference to logoUrl',
    example: '/uploads/team-logo/0c9b7d1e-2f30-4c55-9a52-5b0f3c2e8f1a.png',
  })
  customLogoUrl: string | null;

  @ApiProperty({
    example: 'AA',
    description:
      "Stored initials, else the first letters of the name's first three words (a one-word name's first two letters; 'TM' without letters)",
  })
  initials: string;

  @ApiProperty({ type: String, nullable: true, example: 'Professional' })
  level: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The team's own website (job pages' structured data name it)",
    example: 'https://www.example.com/armadillos',
  })
  website: string | null;

  @ApiProperty({ example: false })
  isCustom: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  static from(row: TeamLogo): TeamLogoDto {
    return {
      id: row.id,
      teamName: row.teamName,
      logoUrl: row.logoUrl,
      customLogoUrl: row.customLogoUrl,
      initials: displayInitials(row.teamName, row.initials),
      level: row.level,
      website: row.website ?? null,
      isCustom: row.isCustom,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }
}

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class UpdateTeamLogoDto {
  @ApiPropertyOptional({ example: 'AA', description: '1-4 letters or digits; stored uppercase' })
  @Omittable()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(TEAM_INITIALS, { message: 'initials must be 1-4 letters or digits' })
  initials?: string;

  @ApiPropertyOptional({ example: 'Professional', maxLength: 100 })
  @Omittable()
  @Transform(trimmed)
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  level?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "The team's own website, an absolute http(s) URL; null or empty removes it",
    example: 'https://www.example.com/armadillos',
  })
  @Omittable()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((_o, value) => value !== null)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { message: 'website must be an absolute http:// or https:// URL' },
  )
  @MaxLength(2048)
  website?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'The imagePath from POST /api/admin/team-logos/upload-url after the file was PUT: sets the custom logo. null removes the custom logo.',
    example: 'team-logo/0c9b7d1e-2f30-4c55-9a52-5b0f3c2e8f1a',
  })
  @Omittable()
  @ValidateIf((_o, value) => value !== null)
  @IsString()
  @MaxLength(512)
  imagePath?: string | null;
}
