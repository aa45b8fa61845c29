import { createSign } from 'node:crypto';
import type { GoogleServiceAccount } from '../config/app-config';
import { ENGINE_TIMEOUT_MS, EngineAnswer, failedAnswer, unreachable } from './engine-answer';

const SCOPE = 'https://www.googleapis.com/auth/indexing';
/** A token is renewed this long before it runs out. */
const RENEW_BEFORE_MS = 60_000;

export type GoogleNotificationType = 'URL_UPDATED' | 'URL_DELETED';

/**
 * Google's Indexing API for a service account: an RS256-signed JWT assertion is exchanged at the
 * account's token URI for an access token (OAuth 2.0 for service accounts), which authorises one
 * `urlNotifications:publish` of `{url, type}` per URL.
 */
export class GoogleIndexingClient {
  private token?: { value: string; expiresAt: number };

  constructor(
    private readonly account: GoogleServiceAccount,
    private readonly endpoint: string,
  ) {}

  async publish(url: string, type: GoogleNotificationType): Promise<EngineAnswer> {
    try {
      const token = await this.accessToken();
      if (typeof token !== 'string') return token;
      const res = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ url, type }),
        signal: AbortSignal.timeout(ENGINE_TIMEOUT_MS),
      });
      if (res.ok) {
        await res.body?.cancel();
        return { ok: true };
      }
      // A revoked or expired token: the next attempt asks for a new one.
      if (res.status === 401) this.token = undefined;
      return failedAnswer('Google Indexing API', res);
    } catch (err) {
      return unreachable('Google Indexing API', err);
    }
  }

  /** A valid access token (cached until shortly before it expires), or why there is none. */
  private async accessToken(): Promise<string | EngineAnswer> {
    if (this.token && this.token.expiresAt - RENEW_BEFORE_MS > Date.now()) return this.token.value;
    const res = await fetch(this.account.tokenUri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: this.assertion(),
      }),
      signal: AbortSignal.timeout(ENGINE_TIMEOUT_MS),
    });
    if (!res.ok) return failedAnswer('Google token endpoint', res);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) {
      return { ok: false, message: 'Google token endpoint answered without an access_token' };
    }
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
    };
    return body.access_token;
  }

  /** The signed JWT the token endpoint exchanges (valid for an hour, the most it allows). */
  private assertion(): string {
    const now = Math.floor(Date.now() / 1000);
    const header = {
      alg: 'RS256',
      typ: 'JWT',
      ...(this.account.privateKeyId && { kid: this.account.privateKeyId }),
    };
    const claims = {
      iss: this.account.clientEmail,
      scope: SCOPE,
      aud: this.account.tokenUri,
      iat: now,
      exp: now + 3600,
    };
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode(header)}.${encode(claims)}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(this.account.privateKey);
    return `${unsigned}.${signature.toString('base64url')}`;
  }
}
