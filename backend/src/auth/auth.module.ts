import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalAuthGuard } from './local-auth.guard';
import { passportProvider, PASSPORT } from './passport.provider';
import { SessionCookie } from './session-cookie';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [AuthService, SessionCookie, LocalAuthGuard, passportProvider],
  exports: [AuthService, SessionCookie, PASSPORT],
})
export class AuthModule {}
