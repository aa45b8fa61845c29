import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { normaliseEmail } from '../../users/email-identity';

/** Emails are compared in their normalised form (see email-identity.ts). */
export const toNormalisedEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normaliseEmail(value) : value;

export class LoginDto {
  @ApiProperty({ example: 'jordan.lee@example.com' })
  @Transform(toNormalisedEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  /** Sign-in checks no password rule beyond presence, so accounts made under older rules work. */
  @ApiProperty({ example: 'correct horse battery', minLength: 1, maxLength: 128 })
  @IsString()
  @MinLength(1, { message: 'password is required' })
  @MaxLength(128, { message: 'password must be at most 128 characters' })
  password: string;
}
