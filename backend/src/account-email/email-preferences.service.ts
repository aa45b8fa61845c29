import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { UsersRepository } from '../users/users.repository';
import type { EmailPreferencesDto } from './dto/email-preferences.dto';
import type { UpdateEmailPreferencesDto } from './dto/update-email-preferences.dto';
import { listChange, wantsList } from './mail-choices';
import { NewsletterWelcome } from './newsletter-welcome.service';
import type { MailingList } from './unsubscribe-token';

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';

/** What a member receives: shown and changed when signed in, or one list off by a signed link. */
@Injectable()
export class EmailPreferencesService {
  constructor(
    private readonly users: UsersRepository,
    private readonly welcome: NewsletterWelcome,
  ) {}

  async get(userId: string): Promise<EmailPreferencesDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    const subscribed = wantsList(user, 'newsletter');
    return {
      email: user.email,
      emailConfirmed: user.emailVerifiedAt !== null,
      emailUndeliverable: user.emailUndeliverableAt !== null,
      newsletter: subscribed,
      newsletterConsentAt: subscribed ? user.newsletterConsentAt : null,
      jobAlerts: user.jobAlertEmails,
    };
  }

  async update(userId: string, dto: UpdateEmailPreferencesDto): Promise<EmailPreferencesDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    const now = new Date();
    await this.users.updateMailChoices(userId, {
      ...(dto.newsletter === undefined ? {} : listChange(user, 'newsletter', dto.newsletter, now)),
      ...(dto.jobAlerts === undefined ? {} : listChange(user, 'alerts', dto.jobAlerts, now)),
    });
    return this.get(userId);
  }

  /** One-click unsubscribe (no sign-in): the list named in the signed token is turned off. */
  async unsubscribe(token: string): Promise<{ list: MailingList }> {
    const claim = this.welcome.unsubscribeTokens.verify(token);
    const user = claim && (await this.users.findById(claim.userId));
    if (!claim || !user) throw new BadRequestException(UNSUBSCRIBE_LINK_INVALID);
    await this.users.updateMailChoices(user.id, listChange(user, claim.list, false, new Date()));
    return { list: claim.list };
  }
}
