import { Module } from '@nestjs/common';
import { ClusterLock } from '../common/cluster-lock';
import { IndexingModule } from '../indexing/indexing.module';
import { AdminJobClassificationController } from './admin/admin-job-classification.controller';
import { AdminJobsController } from './admin/admin-jobs.controller';
import { JobTrafficRepository } from './admin/job-traffic.repository';
import { BoardQueries } from './board/board-queries';
import { CandidatePages } from './board/candidate-pages';
import { CommonWordSearch } from './board/common-word-search';
import { LateOrderedPages } from './board/late-ordered-pages';
import { JobBoardRepository } from './board/job-board.repository';
import { JobFacetsController } from './board/job-facets.controller';
import { JobFacetsRepository } from './board/job-facets.repository';
import { JobListingCountsRepository } from './board/job-listing-counts.repository';
import { JobFacetsService } from './board/job-facets.service';
import { JobsController } from './board/jobs.controller';
import { JobExpirySweep } from './expiry/job-expiry-sweep.service';
import { JobsQueryService } from './jobs-query.service';
import { JobsService } from './jobs.service';
import { JobSearchFiling } from './search-index/job-search-filing';
import { JobSearchIndex } from './search-index/job-search-index';
import { JobTotal } from './total/job-total';
import { JobTotalRecount } from './total/job-total-recount.service';
import { JobUpsertRepository } from './writer/job-upsert.repository';
import { JobWriter } from './writer/job-writer.service';

/**
 * Jobs: the board (`board/`), admin routes (`admin/`), expiry (`expiry/`), the football taxonomy
 * (`taxonomy/`), the search word index (`search-index/`), the number of jobs (`total/`) and the
 * one job writer (`writer/`).
 * Other modules read through JobsQueryService and JobsService and write through JobWriter.
 */
@Module({
  imports: [IndexingModule],
  // JobFacetsController first: its fixed `jobs/facets` path must be matched before `jobs/:id`.
  controllers: [
    JobFacetsController,
    JobsController,
    AdminJobsController,
    AdminJobClassificationController,
  ],
  providers: [
    BoardQueries,
    CandidatePages,
    CommonWordSearch,
    LateOrderedPages,
    JobBoardRepository,
    JobsQueryService,
    JobsService,
    JobExpirySweep,
    JobFacetsRepository,
    JobListingCountsRepository,
    JobFacetsService,
    JobSearchIndex,
    JobSearchFiling,
    ClusterLock,
    JobTotal,
    JobTotalRecount,
    JobUpsertRepository,
    JobWriter,
    JobTrafficRepository,
  ],
  exports: [JobsQueryService, JobsService, JobExpirySweep, JobWriter],
})
export class JobsModule {}
