import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../user.entity';
import { UserDto } from './user.dto';

/** A user as the admin list shows it: the public shape plus the state of the address. */
export class AdminUserDto extends UserDto {
  @ApiProperty({ example: true, description: 'The address was confirmed through its link' })
  emailConfirmed: boolean;

  @ApiProperty({ example: false, description: 'A mail server refused the address for good' })
  emailUndeliverable: boolean;

  static fromUser(user: User): AdminUserDto {
    return {
      ...UserDto.from(user),
      emailConfirmed: user.emailVerifiedAt !== null,
      emailUndeliverable: user.emailUndeliverableAt !== null,
    };
  }
}
