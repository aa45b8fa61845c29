import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { RegisterDto } from '../../auth/dto/register.dto';

export const EMAILED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const TOKEN_MESSAGE = 'token must be the code from the emailed link';

/** The new password follows the same rule as at sign-up. */
export class ResetPasswordDto extends PickType(RegisterDto, ['password'] as const) {
  @ApiProperty({
    example: 'q3J9x0oWm1q6h2Jb5c8Zr7yT4uVn0aLk2sDf6gHj9k0',
    description: 'From the link',
  })
  @IsString({ message: TOKEN_MESSAGE })
  @Matches(EMAILED_TOKEN, { message: TOKEN_MESSAGE })
  token: string;
}
