import { BadRequestException, Injectable } from '@nestjs/common';
import { Mailer } from '../mail/mailer.service';
import { passwordChangedMail } from '../mail/templates/password-changed.template';
import { passwordResetMail } from '../mail/templates/password-reset.template';
import { UserSessions } from '../sessions/user-sessions.service';
import { PasswordHasher } from '../users/password-hasher.service';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { EmailedLink, EmailedLinkSender } from './emailed-link.service';
import { UserTokensRepository } from './user-tokens.repository';

export const RESET_LINK_LIFETIME_MS = 60 * 60_000;
export const RESET_LINK_INVALID =
  'This reset link is invalid, already used or expired. Ask for a new one.';

/** "Forgot password?": a single-use emailed link, then a new password (decision 0142). */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: UserTokensRepository,
    private readonly mailer: Mailer,
    private readonly hasher: PasswordHasher,
    private readonly sessions: UserSessions,
    private readonly links: EmailedLinkSender,
  ) {}

  /**
   * Sends a reset link if the address has an account. The caller learns nothing either way: the
   * answer is the same, and the token and mail are made after it, so the time is the same too.
   */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    this.links.sendAfterAnswer(user, resetLink(user), 'Reset link');
  }

  /** Sets the new password, voids every other reset link and ends every session of the user. */
  async reset(secret: string, password: string): Promise<void> {
    const token = await this.tokens.redeem(secret, 'password-reset');
    const user = token && (await this.users.findById(token.userId));
    if (!token || !user || user.email !== token.email) {
      throw new BadRequestException(RESET_LINK_INVALID);
    }
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(password));
    await this.tokens.revokeAll(user.id, 'password-reset');
    await this.sessions.endAll(user.id);
    const mail = await passwordChangedMail(this.mailer.site, {
      firstName: user.firstName,
      forgotUrl: this.mailer.link('/forgot-password'),
    });
    await this.mailer.send({
      key: `password-changed:${token.id}`,
      to: user.email,
      template: 'password-changed',
      mail,
    });
  }
}

/** The reset link's token, page and mail. */
const resetLink = (user: User): EmailedLink => ({
  purpose: 'password-reset',
  lifetimeMs: RESET_LINK_LIFETIME_MS,
  path: '/reset-password',
  template: 'password-reset',
  render: (site, url) => passwordResetMail(site, { firstName: user.firstName, url }),
});
