import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';

@Entity('teams')
export class Team {
  @UuidPrimaryKey()
  id: string;

  @Index('UQ_teams_name', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 8 })
  initials: string;

  @Column({ type: 'varchar', length: 100 })
  level: string;

  @Column({ type: 'varchar', length: 200 })
  location: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logoUrl: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
