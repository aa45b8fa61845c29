import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../jobs/jobs.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AdminAlertsController } from './admin-alerts.controller';
import { AdminAlertsService } from './admin-alerts.service';
import { ALERT_CLOCK, systemClock } from './alert-clock';
import { AlertDigestSender } from './alert-digest.service';
import { AlertQueue } from './alert-queue.service';
import { AlertSweepRun } from './alert-sweep-run.entity';
import { AlertSweepRunsRepository } from './alert-sweep-runs.repository';
import { AlertSweep } from './alert-sweep.service';
import { JobAlert } from './job-alert.entity';
import { JobAlertsController } from './job-alerts.controller';
import { JobAlertsRepository } from './job-alerts.repository';
import { JobAlertsService } from './job-alerts.service';

/** Job alerts: members' saved searches, emailed instantly, daily or weekly. */
@Module({
  imports: [
    TypeOrmModule.forFeature([JobAlert, AlertSweepRun]),
    JobsModule,
    MailModule,
    UsersModule,
  ],
  controllers: [JobAlertsController, AdminAlertsController],
  providers: [
    { provide: ALERT_CLOCK, useFactory: systemClock },
    JobAlertsRepository,
    JobAlertsService,
    AlertDigestSender,
    AlertSweep,
    AlertSweepRunsRepository,
    AlertQueue,
    AdminAlertsService,
  ],
  exports: [AlertSweep, JobAlertsRepository],
})
export class AlertsModule {}
