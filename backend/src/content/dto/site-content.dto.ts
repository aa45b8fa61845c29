import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import type { SiteContent } from '../site-content.entity';

export class SiteContentDto {
  @ApiProperty({ example: 'homepage' })
  pageId: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { hero: { title: 'Your gateway to American football careers' } },
  })
  content: Record<string, unknown>;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  static from(row: SiteContent): SiteContentDto {
    return { pageId: row.pageId, content: row.content, updatedAt: row.updatedAt };
  }
}

export class UpdateSiteContentDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The whole content of the page (a JSON object, at most 64 KB)',
    example: { hero: { title: 'Your gateway to American football careers' } },
  })
  @IsObject({ message: 'content must be a JSON object' })
  content: Record<string, unknown>;
}
