import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed "stop this alert" tokens: `<alert id>.<HMAC-SHA256>` with a key derived from the
 * session secret, so the link in a digest works without signing in and cannot be forged for
 * another alert. Every configured secret is accepted (rotation).
 */
export class AlertStopTokens {
  constructor(private readonly secrets: string[]) {}

  sign(alertId: string): string {
    return `${alertId}.${this.mac(this.secrets[0], alertId)}`;
  }

  /** The alert of a valid token, or null. */
  verify(token: string): string | null {
    const [alertId, mac, ...rest] = token.split('.');
    if (rest.length || !alertId || !mac) return null;
    const given = Buffer.from(mac);
    const ok = this.secrets.some((secret) => {
      const expected = Buffer.from(this.mac(secret, alertId));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    return ok ? alertId : null;
  }

  private mac(secret: string, alertId: string): string {
    const key = createHmac('sha256', secret).update('alert-stop-token-key').digest();
    return createHmac('sha256', key).update(alertId).digest('base64url');
  }
}
