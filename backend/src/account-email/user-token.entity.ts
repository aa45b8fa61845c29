import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';

export type UserTokenPurpose = 'password-reset' | 'email-verification';

/**
 * A single-use secret sent by email (decision 0142). Only its SHA-256 is stored, so a database
 * leak reveals no working link; `usedAt` makes it single-use.
 */
@Entity('user_tokens')
@Index('IDX_user_tokens_user_purpose', ['userId', 'purpose', 'createdAt'])
export class UserToken {
  @UuidPrimaryKey()
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 24 })
  purpose: UserTokenPurpose;

  /** Hex SHA-256 of the secret in the link. */
  @Index('UQ_user_tokens_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** The address the link was sent to: a verification confirms this address only. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
