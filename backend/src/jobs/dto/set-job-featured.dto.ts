import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetJobFeaturedDto {
  @ApiProperty({ example: true })
  @IsBoolean()
  isFeatured: boolean;
}
