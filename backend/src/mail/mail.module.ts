import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { MailDelivery } from './mail-delivery.service';
import { MailMessage } from './mail-message.entity';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MAIL_TRANSPORT } from './mail-tokens';
import { mailTransport } from './mail-transport';
import { Mailer } from './mailer.service';

/** Outgoing mail: templates, the outbox and its delivery over SMTP or to .eml files. */
@Module({
  imports: [TypeOrmModule.forFeature([MailMessage]), UsersModule],
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => mailTransport(config.mail),
    },
    MailOutboxRepository,
    MailDelivery,
    Mailer,
  ],
  exports: [Mailer, MailOutboxRepository],
})
export class MailModule {}
