import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export const normaliseEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class LoginDto {
  @ApiProperty({ example: 'jordan.lee@example.com' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'correct horse battery', minLength: 6, maxLength: 128 })
  @IsString()
  @MinLength(6, { message: 'password must be at least 6 characters' })
  @MaxLength(128, { message: 'password must be at most 128 characters' })
  password: string;
}
