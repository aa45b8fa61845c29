import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AccountEmailModule } from '../account-email/account-email.module';
import { APP_CONFIG } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { UsersModule } from '../users/users.module';
import { AuthThrottlerGuard } from './auth-throttler.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalAuthGuard } from './local-auth.guard';
import { passportProvider, PASSPORT } from './passport.provider';
import { authRateLimitOptions } from './rate-limit';
import { SessionCookie } from './session-cookie';

@Module({
  imports: [
    UsersModule,
    AccountEmailModule,
    ThrottlerModule.forRootAsync({ inject: [APP_CONFIG, REDIS], useFactory: authRateLimitOptions }),
  ],
  controllers: [AuthController],
  providers: [AuthService, SessionCookie, LocalAuthGuard, AuthThrottlerGuard, passportProvider],
  exports: [AuthService, SessionCookie, PASSPORT],
})
export class AuthModule {}
