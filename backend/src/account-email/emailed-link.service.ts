import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Mailer } from '../mail/mailer.service';
import type { MailSite, RenderedMail } from '../mail/templates/mail-layout';
import type { User } from '../users/user.entity';
import type { UserTokenPurpose } from './user-token.entity';
import { UserTokensRepository } from './user-tokens.repository';

export interface EmailedLink {
  purpose: UserTokenPurpose;
  lifetimeMs: number;
  /** The shell page the link opens (`/reset-password`); the token goes into its query. */
  path: string;
  template: string;
  render: (site: MailSite, url: string) => Promise<RenderedMail>;
}

/**
 * Issues a single-use token and mails its link (one message per token: its key). Links made
 * after the answer are waited for at shutdown, before the database closes: a member who signs
 * up while a replica stops still gets their mail.
 */
@Injectable()
export class EmailedLinkSender implements BeforeApplicationShutdown {
  private readonly logger = new Logger('EmailedLinks');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly tokens: UserTokensRepository,
    private readonly mailer: Mailer,
  ) {}

  /** Sends the link after the request has its answer; a failure is logged as `what`. */
  sendAfterAnswer(user: User, link: EmailedLink, what: string): void {
    const work = this.send(user, link)
      .catch((err: unknown) =>
        this.logger.error(`${what} for ${user.email} not sent: ${(err as Error).message}`),
      )
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.pending);
  }

  async send(user: User, link: EmailedLink): Promise<void> {
    const { id, secret } = await this.tokens.issue(
      user.id,
      link.purpose,
      user.email,
      link.lifetimeMs,
    );
    const url = this.mailer.link(`${link.path}?token=${secret}`);
    await this.mailer.send({
      key: `${link.purpose}:${id}`,
      to: user.email,
      template: link.template,
      mail: await link.render(this.mailer.site, url),
    });
  }
}
