import { ApiProperty } from '@nestjs/swagger';
import { MaxLength } from 'class-validator';
import {
  IsAcceptablePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../auth/password-policy';

export class SetUserPasswordDto {
  @ApiProperty({
    example: 'new-secret-password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'Not only spaces or control characters, and not a common breached password.',
  })
  @IsAcceptablePassword('Password')
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Password must be at most 128 characters long' })
  newPassword: string;
}
