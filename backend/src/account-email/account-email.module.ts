import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { EmailedLinkSender } from './emailed-link.service';
import { EmailPreferencesController } from './email-preferences.controller';
import { EmailPreferencesService } from './email-preferences.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { NewsletterWelcome } from './newsletter-welcome.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { UserToken } from './user-token.entity';
import { UserTokensRepository } from './user-tokens.repository';

/** The account's mail: password reset, address confirmation, preferences and unsubscribe. */
@Module({
  imports: [TypeOrmModule.forFeature([UserToken]), UsersModule, MailModule, SessionsModule],
  controllers: [PasswordResetController, EmailVerificationController, EmailPreferencesController],
  providers: [
    UserTokensRepository,
    EmailedLinkSender,
    PasswordResetService,
    EmailVerificationService,
    EmailPreferencesService,
    NewsletterWelcome,
  ],
  exports: [EmailVerificationService],
})
export class AccountEmailModule {}
