import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Mailer } from '../mail/mailer.service';
import { newsletterWelcomeMail } from '../mail/templates/newsletter-welcome.template';
import { UsersRepository } from '../users/users.repository';
import { receivesList } from './mail-choices';
import { UnsubscribeTokens } from './unsubscribe-token';

/**
 * The first non-essential mail: once the address is confirmed, a subscribed member is told so,
 * with the one-click unsubscribe headers (RFC 8058) and a visible unsubscribe link.
 */
@Injectable()
export class NewsletterWelcome {
  readonly unsubscribeTokens: UnsubscribeTokens;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
  ) {
    this.unsubscribeTokens = new UnsubscribeTokens(config.session.secrets);
  }

  async sendIfSubscribed(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || !receivesList(user, 'newsletter')) return;
    const token = this.unsubscribeTokens.sign(user.id, 'newsletter');
    const mail = await newsletterWelcomeMail(this.mailer.site, {
      firstName: user.firstName,
      preferencesUrl: this.mailer.link('/account/email'),
      unsubscribeUrl: this.mailer.link(`/unsubscribe?token=${token}`),
    });
    await this.mailer.send({
      key: `newsletter-welcome:${user.id}:${user.email}`,
      to: user.email,
      template: 'newsletter-welcome',
      mail,
      unsubscribeUrl: this.mailer.link(`/api/unsubscribe?token=${token}`),
    });
  }
}
