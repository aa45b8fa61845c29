import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsString, MaxLength, MinLength } from 'class-validator';
import { IsAcceptablePassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-policy';
import { LoginDto } from './login.dto';
import { Omittable } from '../../common/omittable';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const TERMS_MESSAGE = 'You must agree to the terms of service to create an account';

export class RegisterDto extends LoginDto {
  @ApiProperty({
    example: 'correct horse battery',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'Not only spaces or control characters, and not a common breached password.',
  })
  @IsString()
  @IsAcceptablePassword()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'password must be at most 128 characters' })
  declare password: string;

  @ApiProperty({ example: 'Jordan', minLength: 1, maxLength: 100 })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'firstName is required' })
  @MaxLength(100)
  firstName: string;

  @ApiProperty({ example: 'Lee', minLength: 1, maxLength: 100 })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'lastName is required' })
  @MaxLength(100)
  lastName: string;

  /** Agreement to the terms, which include the complimentary newsletter subscription (docs/product.md#audience). */
  @ApiProperty({ example: true, description: 'Must be true.' })
  @Equals(true, { message: TERMS_MESSAGE })
  termsAccepted: boolean;

  @ApiPropertyOptional({
    example: false,
    description: 'Accepted for compatibility and ignored: nobody makes themselves an admin.',
  })
  @Omittable()
  @IsBoolean()
  isAdmin?: boolean;
}
