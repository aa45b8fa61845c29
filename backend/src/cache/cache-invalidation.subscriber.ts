import type {
  EntityMetadata,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { CarouselImage } from '../carousel/carousel-image.entity';
import { SiteContent } from '../content/site-content.entity';
import { Job } from '../jobs/job.entity';
import { JobTotalDelta } from '../jobs/total/job-total-delta.entity';
import { CustomPage } from '../pages/custom-page.entity';
import { TeamLogo } from '../team-logos/team-logo.entity';
import { Team } from '../teams/team.entity';
import { User } from '../users/user.entity';
import type { CacheScope, ReadCache } from './read-cache.service';

/**
 * Which cached reads each entity feeds (a job carries its team's logo; stats count teams; the
 * admin's total of jobs is the sum of JobTotalDelta's rows).
 */
const SCOPES = new Map<unknown, CacheScope[]>([
  [Job, ['jobs', 'stats']],
  [JobTotalDelta, ['jobs']],
  [Team, ['jobs', 'stats']],
  [TeamLogo, ['jobs']],
  [User, ['users', 'stats']],
  [SiteContent, ['content', 'stats']],
  [CarouselImage, ['carousel']],
  [CustomPage, ['pages']],
]);

/**
 * Invalidates the read cache after every write through TypeORM (repositories, query builders,
 * bulk inserts and deletes alike), so no feature has to remember to. A write inside a
 * transaction invalidates when the outermost transaction commits (earlier, a reader could cache
 * the old rows again under the new version); a rolled-back write invalidates nothing.
 */
export class CacheInvalidationSubscriber implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, Set<CacheScope>>();

  constructor(private readonly cache: ReadCache) {}

  afterInsert(event: InsertEvent<unknown>) {
    return this.changed(event.metadata, event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<unknown>) {
    return this.changed(event.metadata, event.queryRunner);
  }

  afterRemove(event: RemoveEvent<unknown>) {
    return this.changed(event.metadata, event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent) {
    if (event.queryRunner.isTransactionActive) return; // a savepoint: the outer one decides
    const scopes = this.pending.get(event.queryRunner);
    if (!scopes) return;
    this.pending.delete(event.queryRunner);
    return this.cache.invalidate(scopes);
  }

  afterTransactionRollback(event: TransactionRollbackEvent) {
    if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
  }

  private changed(metadata: EntityMetadata, queryRunner: QueryRunner) {
    const scopes = SCOPES.get(metadata.target);
    if (!scopes) return;
    if (!queryRunner.isTransactionActive) return this.cache.invalidate(scopes);
    let pending = this.pending.get(queryRunner);
    if (!pending) this.pending.set(queryRunner, (pending = new Set()));
    for (const scope of scopes) pending.add(scope);
  }
}
