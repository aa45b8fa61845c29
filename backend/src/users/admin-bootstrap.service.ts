import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/query-errors';
import { normaliseEmail } from './email-identity';
import { PasswordHasher } from './password-hasher.service';
import { User } from './user.entity';

export type AdminBootstrapResult =
  | { kind: 'configured'; email: string }
  | { kind: 'created'; email: string; password: string }
  | { kind: 'exists' }
  | { kind: 'none' };

export const DEFAULT_EMBEDDED_ADMIN_EMAIL = 'admin@gridiron.local';

/**
 * docs/product.md#run-modes: ADMIN_EMAIL + ADMIN_PASSWORD make sure that account exists and is admin; in embedded
 * mode with no admin and no such variables an admin is created and its credentials printed once.
 */
@Injectable()
export class AdminBootstrapService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
  ) {}

  async ensureAdmin(): Promise<AdminBootstrapResult> {
    const wanted = this.config.admin;
    if (wanted) {
      const password = await this.hasher.hash(wanted.password);
      // Replicas start together and may all find the account missing: one insert wins, the
      // others fall back to the update.
      const existing = await this.users.findOneBy({ email: wanted.email });
      if (!existing) {
        try {
          await this.users.insert(this.newAdmin(wanted.email, password));
          return { kind: 'configured', email: wanted.email };
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
        }
      }
      await this.users.update({ email: wanted.email }, { isAdmin: true, password });
      return { kind: 'configured', email: wanted.email };
    }
    if (await this.users.existsBy({ isAdmin: true })) return { kind: 'exists' };
    if (!this.config.embedded) return { kind: 'none' };
    const password = randomBytes(9).toString('base64url');
    await this.users.insert(
      this.newAdmin(DEFAULT_EMBEDDED_ADMIN_EMAIL, await this.hasher.hash(password)),
    );
    return { kind: 'created', email: DEFAULT_EMBEDDED_ADMIN_EMAIL, password };
  }

  /** `npm run admin:grant -- email`: promotes an existing account. */
  async grant(email: string): Promise<boolean> {
    const result = await this.users.update({ email: normaliseEmail(email) }, { isAdmin: true });
    return (result.affected ?? 0) > 0;
  }

  private newAdmin(email: string, password: string): Partial<User> {
    return { email, password, firstName: 'Site', lastName: 'Admin', isAdmin: true };
  }
}
