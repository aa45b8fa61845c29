import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
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
  constructor(private readonly jobs: JobsRepository) {}

  /** The members' board: active jobs matching every given filter, newest (or closing) first. */
  async listActive(query: ListJobsQueryDto): Promise<Page<JobDto>> {
    const { limit, offset } = paging(query);
    const filters = {
      position: query.position,
      teamName: query.teamName,
      location: query.location,
      department: query.department,
      employmentType: query.employmentType,
      level: query.level,
    };
    const rows = await this.jobs.findActiveByFilters(filters, limit, offset, query.sort);
    const total = await totalOf(rows.length, limit, offset, () =>
      this.jobs.countActiveByFilters(filters),
    );
    return { items: rows.map(toJobDto), total };
  }

  async listFeatured(): Promise<JobDto[]> {
    return (await this.jobs.findFeaturedActive(MAX_FEATURED_JOBS)).map(toJobDto);
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

  /** An admin's correction of the department, employment type or level. */
  async setClassification(
    id: string,
    dto: Partial<Pick<Job, 'department' | 'employmentType' | 'level'>>,
  ): Promise<AdminJobDto> {
    const changes = Object.fromEntries(
      (['department', 'employmentType', 'level'] as const)
        .filter((key) => dto[key] !== undefined)
        .map((key) => [key, dto[key]]),
    );
    if (!Object.keys(changes).length) {
      throw new BadRequestException('Give at least one of department, employmentType, level');
    }
    const job = await this.jobs.findByIdWithLogo(id);
    if (!job) throw new NotFoundException('Job not found');
    await this.jobs.updateClassification(id, changes);
    return toAdminJobDto({ ...job, ...changes });
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
