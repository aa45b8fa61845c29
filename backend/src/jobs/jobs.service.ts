import { Injectable, NotFoundException } from '@nestjs/common';
import { ReadCache } from '../cache/read-cache.service';
import type { AdminJobDto } from './dto/admin-job.dto';
import type { JobDto } from './dto/job.dto';
import { DEFAULT_PAGE_SIZE, PageQueryDto } from './dto/page-query.dto';
import type { ListJobsQueryDto } from './dto/list-jobs-query.dto';
import { Job } from './job.entity';
import { toAdminJobDto, toJobDto } from './job-view';
import { JobsRepository } from './jobs.repository';

/** The home page slider shows at most this many featured jobs. */
export const MAX_FEATURED_JOBS = 100;

export interface Page<T> {
  items: T[];
  total: number;
}

@Injectable()
export class JobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly cache: ReadCache,
  ) {}

  /** The members' board: active jobs matching every given filter, newest first. */
  async listActive(query: ListJobsQueryDto): Promise<Page<JobDto>> {
    const { limit, offset } = paging(query);
    const filters = {
      position: query.position,
      teamName: query.teamName,
      location: query.location,
    };
    const rows = await this.jobs.findActiveByFilters(filters, limit, offset);
    const total = await totalOf(rows.length, limit, offset, () =>
      this.cache.get('jobs', `count:${JSON.stringify(filters)}`, () =>
        this.jobs.countActiveByFilters(filters),
      ),
    );
    return { items: rows.map(toJobDto), total };
  }

  async listFeatured(): Promise<JobDto[]> {
    return this.cache.get('jobs', 'featured', async () =>
      (await this.jobs.findFeaturedActive(MAX_FEATURED_JOBS)).map(toJobDto),
    );
  }

  /** The admin list: every job, active or not, newest first. */
  async listAll(query: PageQueryDto): Promise<Page<AdminJobDto>> {
    const { limit, offset } = paging(query);
    const rows = await this.jobs.findPage(limit, offset);
    const total = await totalOf(rows.length, limit, offset, () => this.jobs.countAll());
    return { items: rows.map(toAdminJobDto), total };
  }

  async setFlags(
    id: string,
    flags: Partial<Pick<Job, 'isFeatured' | 'isActive'>>,
  ): Promise<AdminJobDto> {
    const job = await this.jobs.findByIdWithLogo(id);
    if (!job) throw new NotFoundException('Job not found');
    await this.jobs.updateFlags(id, flags);
    return toAdminJobDto({ ...job, ...flags });
  }

  async clearAll(): Promise<{ deletedCount: number }> {
    return { deletedCount: await this.jobs.deleteAll() };
  }
}

function paging(query: PageQueryDto): { limit: number; offset: number } {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, offset: query.offset ?? 0 };
}

/**
 * The total behind a page. A short, non-empty page (or a short first page) ends the list, so the
 * total is known without counting; only a full page, or an empty page past the start, needs a
 * COUNT.
 */
async function totalOf(
  rows: number,
  limit: number,
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows < limit && (rows > 0 || offset === 0)) return offset + rows;
  return count();
}
