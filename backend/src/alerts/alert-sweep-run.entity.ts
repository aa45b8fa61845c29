import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One alert sweep and what became of the alerts it looked at, whichever process ran it: the
 * admin's "last sweeps" are read from here, so a web replica that runs no sweep shows the
 * workers' ones. Only the newest few are kept.
 */
@Entity('alert_sweep_runs')
export class AlertSweepRun {
  /** In the order the sweeps were recorded, whatever moment each one looked at. */
  @PrimaryGeneratedColumn()
  id: number;

  /** The moment the sweep looked at (its clock's now). */
  @Column({ type: 'datetime' })
  at: Date;

  @Column({ type: 'int', default: 0 })
  sent: number;

  @Column({ type: 'int', default: 0 })
  empty: number;

  @Column({ type: 'int', default: 0 })
  notReceiving: number;

  @Column({ type: 'int', default: 0 })
  taken: number;

  @Column({ type: 'int', default: 0 })
  failed: number;
}
