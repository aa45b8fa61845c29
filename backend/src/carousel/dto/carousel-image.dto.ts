import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { CarouselImage } from '../carousel-image.entity';
import { Omittable } from '../../common/omittable';

export class CarouselImageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/carousel/5b0f3c2e-8f1a-4c55-9a52-0c9b7d1e2f30.webp',
  })
  imageUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'carousel/5b0f3c2e-8f1a-4c55-9a52-0c9b7d1e2f30',
  })
  imagePath: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'stadium-night.jpg' })
  originalFileName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'A stadium under floodlights' })
  altText: string | null;

  @ApiProperty({
    description: 'A number kept as text; lists sort it numerically',
    example: '1',
  })
  sortOrder: string;

  @ApiProperty({ example: true })
  isActive: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  static from(row: CarouselImage): CarouselImageDto {
    return {
      id: row.id,
      imageUrl: row.imageUrl,
      imagePath: row.imagePath,
      originalFileName: row.originalFileName,
      altText: row.altText,
      sortOrder: row.sortOrder,
      isActive: row.isActive,
      createdAt: row.createdAt,
    };
  }
}

/** Numbers (the admin form sends one) become text; anything else is left for the validator. */
const numberToText = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

export class CreateCarouselImageDto {
  @ApiProperty({
    description: 'The imagePath answered by the upload-url call, after the file was PUT',
    example: 'carousel/5b0f3c2e-8f1a-4c55-9a52-0c9b7d1e2f30',
  })
  @IsString()
  @MaxLength(512)
  imagePath: string;

  @ApiPropertyOptional({ example: 'stadium-night.jpg', maxLength: 255 })
  @Omittable()
  @IsString()
  @MaxLength(255)
  originalFileName?: string;

  @ApiPropertyOptional({
    description: 'Defaults to the original file name when empty',
    example: 'A stadium under floodlights',
    maxLength: 500,
  })
  @Omittable()
  @IsString()
  @MaxLength(500)
  altText?: string;

  @ApiPropertyOptional({
    description: 'Display order, a whole number (sent as a number or a numeric string); default 0',
    example: '1',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @Omittable()
  @Transform(numberToText)
  @Matches(/^-?\d{1,9}$/, { message: 'sortOrder must be a whole number' })
  sortOrder?: string;
}
