import { Module } from '@nestjs/common';
import { UserSessions } from './user-sessions.service';

/** Session housekeeping other features need (the session middleware itself is wired in create-app). */
@Module({
  providers: [UserSessions],
  exports: [UserSessions],
})
export class SessionsModule {}
