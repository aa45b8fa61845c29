import { Column, CreateDateColumn, Entity, Index, UpdateDateColumn } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';

@Entity('team_logos')
export class TeamLogo {
  @UuidPrimaryKey()
  id: string;

  @Index('UQ_team_logos_teamName', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  teamName: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logoUrl: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  customLogoUrl: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  initials: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  level: string | null;

  /** The team's own website (JobPosting hiringOrganization.sameAs); null when unknown. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  website: string | null;

  @Column({ type: 'boolean', default: false })
  isCustom: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
