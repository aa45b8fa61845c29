import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { verifyEmailMail } from '../mail/templates/verify-email.template';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { EmailedLink, EmailedLinkSender } from './emailed-link.service';
import { NewsletterWelcome } from './newsletter-welcome.service';
import { UserTokensRepository } from './user-tokens.repository';

export const VERIFY_LINK_LIFETIME_MS = 7 * 24 * 3600_000;
/** Confirmation mails a member may ask for per hour (the one sent at sign-up counts). */
export const VERIFY_RESEND_PER_HOUR = 3;
export const VERIFY_LINK_INVALID =
  'This confirmation link is invalid, already used or expired. Sign in and ask for a new one.';

/**
 * Address confirmation (double opt-in): the account works at once, but newsletter and alert mail
 * go only to a confirmed address.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: UserTokensRepository,
    private readonly welcome: NewsletterWelcome,
    private readonly links: EmailedLinkSender,
  ) {}

  /** After sign-up: the confirmation mail, made after the answer so sign-up stays fast. */
  sendAfterSignUp(user: User): void {
    this.links.sendAfterAnswer(user, confirmationLink(user), 'Confirmation');
  }

  /** "Send the link again", limited per member and hour. */
  async resend(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    if (user.emailVerifiedAt) throw new ConflictException('Your address is already confirmed');
    const since = new Date(Date.now() - 3600_000);
    if (
      (await this.tokens.countSince(user.id, 'email-verification', since)) >= VERIFY_RESEND_PER_HOUR
    ) {
      throw new HttpException(
        `At most ${VERIFY_RESEND_PER_HOUR} confirmation emails per hour. Please try again later.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    await this.links.send(user, confirmationLink(user));
  }

  /** Confirms the address the link was sent to; the newsletter welcome follows if subscribed. */
  async confirm(secret: string): Promise<{ email: string }> {
    const token = await this.tokens.redeem(secret, 'email-verification');
    const user = token && (await this.users.findById(token.userId));
    if (
      !token ||
      !user ||
      !(await this.users.markEmailVerified(user.id, token.email, new Date()))
    ) {
      throw new BadRequestException(VERIFY_LINK_INVALID);
    }
    if (!user.emailVerifiedAt) await this.welcome.sendIfSubscribed(user.id);
    return { email: user.email };
  }
}

/** The confirmation link's token, page and mail. */
const confirmationLink = (user: User): EmailedLink => ({
  purpose: 'email-verification',
  lifetimeMs: VERIFY_LINK_LIFETIME_MS,
  path: '/verify-email',
  template: 'verify-email',
  render: (site, url) => verifyEmailMail(site, { firstName: user.firstName, url }),
});
