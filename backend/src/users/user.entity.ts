import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';

@Entity('users')
export class User {
  @UuidPrimaryKey()
  id: string;

  /** Stored lower-cased; unique. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id hash (never the password itself, never serialised). */
  @Column({ type: 'varchar', length: 255 })
  password: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  /** When the terms of service were accepted at sign-up. */
  @Column({ type: 'datetime', nullable: true })
  termsAcceptedAt: Date | null;

  /** When the newsletter subscription (required by the sign-up agreement) was accepted. */
  @Column({ type: 'datetime', nullable: true })
  newsletterConsentAt: Date | null;

  @Index('IDX_users_createdAt')
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
