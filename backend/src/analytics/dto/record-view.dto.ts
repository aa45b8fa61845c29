import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Omittable } from '../../common/omittable';

/** What the job page knows about how the visitor arrived (nothing about who they are). */
export class RecordViewDto {
  @ApiPropertyOptional({
    description:
      "The page's referrer: the board's own address for a navigation inside the site, else `document.referrer` (empty or absent for a direct visit)",
    example: 'https://www.google.com/',
    maxLength: 2048,
  })
  @Omittable()
  @IsString()
  @MaxLength(2048)
  referrer?: string;

  @ApiPropertyOptional({
    description: "The page address's `utm_source` (`alert` for links in alert emails)",
    example: 'alert',
    maxLength: 100,
  })
  @Omittable()
  @IsString()
  @MaxLength(100)
  utmSource?: string;
}
