import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/** The signed part of a local upload address. */
export class ReceiveUploadQueryDto {
  @ApiProperty({ description: 'Expiry, epoch milliseconds', example: '1795281000000' })
  @Matches(/^\d{1,15}$/, { message: 'expires must be a number of milliseconds' })
  expires: string;

  @ApiProperty({ example: 'q3L0x4…' })
  @IsString()
  @MaxLength(128)
  signature: string;
}
