import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { NullableEnumProperty } from '../../openapi/nullable-enum-property';
import { CustomPage, FOOTER_SECTIONS, FooterSection } from '../custom-page.entity';
import { Omittable } from '../../common/omittable';

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export class CustomPageSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'terms-of-service' })
  slug: string;

  @ApiProperty({ example: 'Terms of Service' })
  title: string;

  @ApiProperty({ example: true })
  isActive: boolean;

  @NullableEnumProperty(FOOTER_SECTIONS, 'Footer column; null: shown under company')
  footerSection: FooterSection | null;

  @ApiProperty({ example: '1', description: 'A number kept as text; footers sort it numerically' })
  footerOrder: string;

  static from(page: CustomPage): CustomPageSummaryDto {
    return {
      id: page.id,
      slug: page.slug,
      title: page.title,
      isActive: page.isActive,
      footerSection: page.footerSection,
      footerOrder: page.footerOrder,
    };
  }
}

/** A page; an inactive page read by a non-admin carries only id, slug, title and isActive. */
export class CustomPageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'terms-of-service' })
  slug: string;

  @ApiProperty({ example: 'Terms of Service' })
  title: string;

  @ApiProperty({ example: true })
  isActive: boolean;

  @ApiPropertyOptional({
    description: 'Sanitised HTML; absent when the page is inactive and the caller is not an admin',
    example: '<h2>1. Who we are</h2><p>Gridiron Careers is a job board…</p>',
  })
  content?: string;

  @NullableEnumProperty(FOOTER_SECTIONS, 'Footer column; null: shown under company', false)
  footerSection?: FooterSection | null;

  @ApiPropertyOptional({ example: '1' })
  footerOrder?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time' })
  createdAt?: Date;

  @ApiPropertyOptional({ type: String, format: 'date-time' })
  updatedAt?: Date;

  static from(page: CustomPage): CustomPageDto {
    return {
      id: page.id,
      slug: page.slug,
      title: page.title,
      isActive: page.isActive,
      content: page.content,
      footerSection: page.footerSection,
      footerOrder: page.footerOrder,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
    };
  }

  static unavailable(page: CustomPage): CustomPageDto {
    return { id: page.id, slug: page.slug, title: page.title, isActive: false };
  }
}

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;
const numberToText = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

export class CreateCustomPageDto {
  @ApiProperty({ example: 'Terms of Service', maxLength: 200 })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(200)
  title: string;

  @ApiProperty({ example: 'terms-of-service', maxLength: 100, pattern: SLUG.source })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'slug is required' })
  @MaxLength(100)
  @Matches(SLUG, {
    message:
      'slug must be lowercase letters and digits in words joined by single hyphens (e.g. terms-of-service)',
  })
  slug: string;

  @ApiProperty({
    description: 'HTML or plain text (line breaks kept); sanitised with an allowlist when saved',
    example: '<p>Welcome.</p>',
    maxLength: 200000,
  })
  @IsString()
  @IsNotEmpty({ message: 'content is required' })
  @MaxLength(200000)
  content: string;

  @NullableEnumProperty(FOOTER_SECTIONS, 'Footer column; null: shown under company', false)
  @Omittable()
  @ValidateIf((_o, value) => value !== null)
  @IsIn(FOOTER_SECTIONS, {
    message: `footerSection must be one of ${FOOTER_SECTIONS.join(', ')}`,
  })
  footerSection?: FooterSection | null;

  @ApiPropertyOptional({
    description: 'Display order in its footer column: a whole number, as text or number; default 0',
    example: '1',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @Omittable()
  @Transform(numberToText)
  @Matches(/^-?\d{1,9}$/, { message: 'footerOrder must be a whole number' })
  footerOrder?: string;

  @ApiPropertyOptional({ example: true, default: true })
  @Omittable()
  @IsBoolean()
  isActive?: boolean;
}

export class UpdateCustomPageDto extends PartialType(CreateCustomPageDto, {
  skipNullProperties: false,
}) {}
