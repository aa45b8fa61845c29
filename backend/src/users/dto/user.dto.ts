import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../user.entity';

/** The public shape of a user: never a password or hash (docs/product.md#answers). */
export class UserDto {
  @ApiProperty({ format: 'uuid', example: '2b1f6c1e-4c1d-4f7e-9d8a-3f1e2a9b7c10' })
  id: string;

  @ApiProperty({ example: 'jordan.lee@example.com' })
  email: string;

  @ApiProperty({ example: 'Jordan' })
  firstName: string;

  @ApiProperty({ example: 'Lee' })
  lastName: string;

  @ApiProperty({ example: false })
  isAdmin: boolean;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-21T16:00:00.000Z' })
  createdAt: Date;

  static from(
    user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'isAdmin' | 'createdAt'>,
  ): UserDto {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      isAdmin: user.isAdmin,
      createdAt: user.createdAt,
    };
  }
}
