import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { LONG_TEXT } from '../database/column-types';

/** express-session records when sessions live in SQL (no REDIS_URL). */
@Entity('sessions')
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  sid: string;

  @Column({ type: LONG_TEXT })
  data: string;

  @Index('IDX_sessions_expiresAt')
  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** Owner, so an admin action (password change, deletion) can end that user's sessions. */
  @Index('IDX_sessions_userId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;
}
