import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, MoreThanOrEqual, Repository } from 'typeorm';
import { UserToken, UserTokenPurpose } from './user-token.entity';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Issues and redeems the single-use secrets of emailed links (decision 0142). */
@Injectable()
export class UserTokensRepository {
  constructor(@InjectRepository(UserToken) private readonly repo: Repository<UserToken>) {}

  /** A new token; the secret goes into the link and is never stored. */
  async issue(
    userId: string,
    purpose: UserTokenPurpose,
    email: string,
    lifetimeMs: number,
  ): Promise<{ id: string; secret: string }> {
    const secret = randomBytes(32).toString('base64url');
    const token = this.repo.create({
      userId,
      purpose,
      email,
      tokenHash: hashOf(secret),
      expiresAt: new Date(Date.now() + lifetimeMs),
      usedAt: null,
    });
    await this.repo.insert(token);
    return { id: token.id, secret };
  }

  /**
   * Marks the token used and returns it, or null when it is unknown, expired, already used or
   * for another purpose. The conditional update lets only one of two parallel redemptions win.
   */
  async redeem(
    secret: string,
    purpose: UserTokenPurpose,
    now = new Date(),
  ): Promise<UserToken | null> {
    const tokenHash = hashOf(secret);
    const result = await this.repo.update(
      { tokenHash, purpose, usedAt: IsNull(), expiresAt: MoreThan(now) },
      { usedAt: now },
    );
    if (!result.affected) return null;
    return this.repo.findOneBy({ tokenHash });
  }

  /** How many tokens of this purpose the user was sent since `since` (the resend limit). */
  countSince(userId: string, purpose: UserTokenPurpose, since: Date): Promise<number> {
    return this.repo.countBy({ userId, purpose, createdAt: MoreThanOrEqual(since) });
  }

  /** Makes the user's unused tokens of this purpose void (after a reset, the others die). */
  async revokeAll(userId: string, purpose: UserTokenPurpose, now = new Date()): Promise<void> {
    await this.repo.update({ userId, purpose, usedAt: IsNull() }, { usedAt: now });
  }
}
