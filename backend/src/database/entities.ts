import { AlertSweepRun } from '../alerts/alert-sweep-run.entity';
import { JobAlert } from '../alerts/job-alert.entity';
import { UserToken } from '../account-email/user-token.entity';
import { JobDayStat } from '../analytics/job-day-stat.entity';
import { CarouselImage } from '../carousel/carousel-image.entity';
import { SiteContent } from '../content/site-content.entity';
import { JobSourceRun } from '../ingestion/job-source-run.entity';
import { JobSource } from '../ingestion/job-source.entity';
import { JobListingCount } from '../jobs/board/job-listing-count.entity';
import { JobListingTextCount } from '../jobs/board/job-listing-text-count.entity';
import { JobListing } from '../jobs/board/job-listing.entity';
import { Job } from '../jobs/job.entity';
import { JobSearchPosting } from '../jobs/search-index/job-search-posting.entity';
import { JobSearchWord } from '../jobs/search-index/job-search-word.entity';
import { JobTotalDelta } from '../jobs/total/job-total-delta.entity';
import { SearchEngineNotice } from '../indexing/search-engine-notice.entity';
import { MailMessage } from '../mail/mail-message.entity';
import { MediaAsset } from '../media/media-asset.entity';
import { CustomPage } from '../pages/custom-page.entity';
import { SavedJob } from '../saved-jobs/saved-job.entity';
import { SessionRecord } from '../sessions/session.entity';
import { TeamLogo } from '../team-logos/team-logo.entity';
import { Team } from '../teams/team.entity';
import { User } from '../users/user.entity';

/** Every entity, in one list shared by the app, the migration commands and the schema test. */
export const ENTITIES = [
  User,
  Team,
  Job,
  JobListing,
  JobListingCount,
  JobListingTextCount,
  JobSearchWord,
  JobSearchPosting,
  JobTotalDelta,
  CarouselImage,
  SiteContent,
  MediaAsset,
  TeamLogo,
  CustomPage,
  SessionRecord,
  MailMessage,
  UserToken,
  SavedJob,
  JobDayStat,
  JobAlert,
  AlertSweepRun,
  JobSource,
  JobSourceRun,
  SearchEngineNotice,
];
