import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { MailModule } from '../mail/mail.module';
import { SavedJobClosingReminders } from './saved-job-closing-reminders.service';
import { SavedJobsController } from './saved-jobs.controller';
import { SavedJobsRepository } from './saved-jobs.repository';
import { SavedJobsService } from './saved-jobs.service';

/** Members' saved jobs (docs/product.md#saved-jobs). */
@Module({
  imports: [AnalyticsModule, MailModule],
  controllers: [SavedJobsController],
  providers: [SavedJobsRepository, SavedJobsService, SavedJobClosingReminders],
})
export class SavedJobsModule {}
