import { ApiProperty } from '@nestjs/swagger';

export class ConfirmEmailResultDto {
  @ApiProperty({ example: 'jordan.lee@example.com' })
  email: string;
}
