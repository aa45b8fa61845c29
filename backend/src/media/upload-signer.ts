import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** Signs and checks the local driver's upload addresses: `/api/uploads/{id}?expires&signature`. */
@Injectable()
export class UploadSigner {
  private readonly keys: Buffer[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // A key of its own per session secret, so an upload signature is never a valid cookie signature.
    this.keys = config.session.secrets.map((secret) =>
      createHmac('sha256', secret).update('gridiron-careers upload url').digest(),
    );
  }

  url(id: string, expiresAt: Date): string {
    const expires = expiresAt.getTime();
    return `/api/uploads/${id}?expires=${expires}&signature=${this.signature(this.keys[0], id, expires)}`;
  }

  /** True when the signature was made by this server (any secret still in rotation). */
  verify(id: string, expires: number, signature: string): boolean {
    const given = Buffer.from(signature, 'utf8');
    return this.keys.some((key) => {
      const expected = Buffer.from(this.signature(key, id, expires), 'utf8');
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }

  private signature(key: Buffer, id: string, expires: number): string {
    return createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');
  }
}
