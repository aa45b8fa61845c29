import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetUserAdminDto {
  @ApiProperty({ example: true, description: 'true grants admin rights, false revokes them' })
  @IsBoolean({ message: 'isAdmin must be true or false' })
  isAdmin: boolean;
}
