import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { UserSessions } from '../sessions/user-sessions.service';
import { AdminUserDto } from './dto/admin-user.dto';
import { UserDto } from './dto/user.dto';
import { PasswordHasher } from './password-hasher.service';
import { exportFileName, usersCsv } from './users-csv';
import { AdminChange, UsersRepository } from './users.repository';

/** The admin who makes a change, and the session they make it from. */
export interface Actor {
  id: string;
  sessionId?: string;
}

export const MESSAGES = {
  notFound: 'User not found',
  selfDemotion: 'You cannot remove your own admin rights',
  selfDeletion: 'You cannot delete your own account',
  lastAdminDemotion: 'The last administrator cannot be demoted; make another user an admin first',
  lastAdminDeletion: 'The last administrator cannot be deleted; make another user an admin first',
};

/** User management for administrators (docs/product.md#user-management): the rules that keep the site administrable. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: UserSessions,
  ) {}

  async list(): Promise<AdminUserDto[]> {
    return (await this.users.listNewestFirst()).map((user) => AdminUserDto.fromUser(user));
  }

  async setAdmin(actor: Actor, id: string, isAdmin: boolean): Promise<UserDto> {
    return this.users.changeAdmins(async (change) => {
      const user = await this.existing(change, id);
      if (!isAdmin && user.isAdmin) {
        if (id === actor.id) throw new ConflictException(MESSAGES.selfDemotion);
        if (isLastAdmin(change, id)) throw new ConflictException(MESSAGES.lastAdminDemotion);
      }
      if (user.isAdmin !== isAdmin) await change.setAdmin(id, isAdmin);
      return UserDto.from({ ...user, isAdmin });
    });
  }

  /** Sets a new password and signs the user out everywhere else. */
  async setPassword(actor: Actor, id: string, newPassword: string): Promise<void> {
    const hash = await this.hasher.hash(newPassword);
    if (!(await this.users.updatePasswordHash(id, hash))) {
      throw new NotFoundException(MESSAGES.notFound);
    }
    await this.sessions.endAll(id, id === actor.id ? actor.sessionId : undefined);
  }

  async delete(actor: Actor, id: string): Promise<void> {
    if (id === actor.id) throw new ConflictException(MESSAGES.selfDeletion);
    await this.users.changeAdmins(async (change) => {
      await this.existing(change, id);
      if (isLastAdmin(change, id)) throw new ConflictException(MESSAGES.lastAdminDeletion);
      await change.delete(id);
    });
    await this.sessions.endAll(id);
  }

  export(now = new Date()): { fileName: string; stream: Readable } {
    return { fileName: exportFileName(now), stream: usersCsv(this.users.iterateOldestFirst()) };
  }

  private async existing(change: AdminChange, id: string) {
    const user = await change.findById(id);
    if (!user) throw new NotFoundException(MESSAGES.notFound);
    return user;
  }
}

function isLastAdmin(change: AdminChange, id: string): boolean {
  return change.adminIds.has(id) && change.adminIds.size <= 1;
}
