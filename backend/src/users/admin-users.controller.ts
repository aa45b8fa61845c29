import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Req,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly } from '../auth/access.decorators';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { csvDownload } from '../common/csv-download';
import { AdminUsersService } from './admin-users.service';
import { SetUserAdminDto } from './dto/set-user-admin.dto';
import { SetUserPasswordDto } from './dto/set-user-password.dto';
import { AdminUserDto } from './dto/admin-user.dto';
import { UserDto } from './dto/user.dto';

const userId = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException('id must be a UUID'),
});

@ApiTags('admin: users')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({ summary: 'Every registered user, newest first (never a password hash)' })
  @ApiOkResponse({ type: AdminUserDto, isArray: true })
  listUsers(): Promise<AdminUserDto[]> {
    return this.users.list();
  }

  @Get('export')
  @ApiOperation({
    summary: 'Download every user as CSV',
    description:
      'Attachment users-export-YYYY-MM-DD.csv with columns id,email,firstName,lastName,isAdmin,' +
      'newsletterConsent,emailConfirmed,createdAt. Cells starting with = + - @ (or tab, carriage return) are ' +
      "prefixed with ' so spreadsheets do not run them as formulas.",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } })
  exportUsers(): StreamableFile {
    const { fileName, stream } = this.users.export();
    return csvDownload(stream, fileName);
  }

  @Patch(':id/admin')
  @ApiOperation({ summary: "Grant or revoke a user's admin rights" })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'isAdmin is not a boolean, or the id is not a UUID' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'Own admin rights, or the last administrator' })
  setUserAdmin(
    @Param('id', userId) id: string,
    @Body() dto: SetUserAdminDto,
    @CurrentUser() actor: SessionUser,
  ): Promise<UserDto> {
    return this.users.setAdmin({ id: actor.id }, id, dto.isAdmin);
  }

  @Patch(':id/password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Set a user's password; their other sessions end" })
  @ApiNoContentResponse({ description: 'Password changed' })
  @ApiBadRequestResponse({
    description:
      'Password shorter than 8 characters, blank or a common breached password, or the id is not a uuid',
  })
  @ApiNotFoundResponse({ description: 'User not found' })
  setUserPassword(
    @Param('id', userId) id: string,
    @Body() dto: SetUserPasswordDto,
    @CurrentUser() actor: SessionUser,
    @Req() req: Request,
  ): Promise<void> {
    return this.users.setPassword({ id: actor.id, sessionId: req.sessionID }, id, dto.newPassword);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a user and end their sessions' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'The id is not a uuid' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'Own account, or the last administrator' })
  deleteUser(@Param('id', userId) id: string, @CurrentUser() actor: SessionUser): Promise<void> {
    return this.users.delete({ id: actor.id }, id);
  }
}
