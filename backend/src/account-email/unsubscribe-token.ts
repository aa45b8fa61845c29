import { createHmac, timingSafeEqual } from 'node:crypto';

export type MailingList = 'newsletter' | 'alerts';
export const MAILING_LISTS: readonly MailingList[] = ['newsletter', 'alerts'];

/**
 * Signed unsubscribe tokens (decision 0142): `<user id>.<list>.<HMAC-SHA256>` with a key derived
 * from the session secret, so a link works without signing in, never expires, and cannot be
 * forged for another member or list. Every configured secret is accepted (rotation).
 */
export class UnsubscribeTokens {
  constructor(private readonly secrets: string[]) {}

  sign(userId: string, list: MailingList): string {
    return `${userId}.${list}.${this.mac(this.secrets[0], userId, list)}`;
  }

  /** The member and list of a valid token, or null. */
  verify(token: string): { userId: string; list: MailingList } | null {
    const [userId, list, mac, ...rest] = token.split('.');
    if (rest.length || !userId || !mac || !MAILING_LISTS.includes(list as MailingList)) return null;
    const given = Buffer.from(mac);
    const ok = this.secrets.some((secret) => {
      const expected = Buffer.from(this.mac(secret, userId, list));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    return ok ? { userId, list: list as MailingList } : null;
  }

  private mac(secret: string, userId: string, list: string): string {
    const key = createHmac('sha256', secret).update('unsubscribe-token-key').digest();
    return createHmac('sha256', key).update(`${userId}:${list}`).digest('base64url');
  }
}
