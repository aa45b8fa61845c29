import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The signed token from the unsubscribe link' })
  @IsString({ message: 'token is required' })
  @MaxLength(200, { message: 'token is too long' })
  token: string;
}
