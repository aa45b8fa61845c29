import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetJobActiveDto {
  @ApiProperty({ example: false })
  @IsBoolean()
  isActive: boolean;
}
