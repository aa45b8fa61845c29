import { ApiProperty } from '@nestjs/swagger';

export class UnsubscribeResultDto {
  @ApiProperty({ enum: ['newsletter', 'alerts'], example: 'newsletter' })
  list: 'newsletter' | 'alerts';
}
