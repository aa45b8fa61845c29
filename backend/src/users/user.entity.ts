import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { BINARY_COLLATION } from '../database/column-types';
import { UuidPrimaryKey } from '../database/uuid-primary-key';

@Entity('users')
export class User {
  @UuidPrimaryKey()
  id: string;

  /** Stored normalised (see email-identity.ts), compared byte for byte; unique. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254, collation: BINARY_COLLATION })
  email: string;

  /** The email's look-alike key (accents dropped): unique, so look-alikes cannot both sign up. */
  @Index('UQ_users_emailKey', { unique: true })
  @Column({ type: 'varchar', length: 254, collation: BINARY_COLLATION })
  emailKey: string;

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

  /** When the member withdrew the newsletter consent (null: still subscribed, if consented). */
  @Column({ type: 'datetime', nullable: true })
  newsletterWithdrawnAt: Date | null;

  /** Whether the member wants job alert emails. */
  @Column({ type: 'boolean', default: true })
  jobAlertEmails: boolean;

  /** When the member confirmed the address through the emailed link (null: not yet). */
  @Column({ type: 'datetime', nullable: true })
  emailVerifiedAt: Date | null;

  /** When a mail server refused the address for good; no mail goes to it until it changes. */
  @Column({ type: 'datetime', nullable: true })
  emailUndeliverableAt: Date | null;

  @Index('IDX_users_createdAt')
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
