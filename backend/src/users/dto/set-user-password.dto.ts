import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';

export class SetUserPasswordDto {
  @ApiProperty({ example: 'new-secret-password', minLength: 6, maxLength: 128 })
  @IsString({ message: 'newPassword must be a string' })
  @MinLength(6, { message: PASSWORD_TOO_SHORT })
  @MaxLength(128, { message: 'Password must be at most 128 characters long' })
  newPassword: string;
}
