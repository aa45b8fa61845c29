import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ReadCache } from '../cache/read-cache.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { AdminJobDto, AdminJobListItemDto } from './dto/admin-job.dto';
import type { JobDetailDto } from './dto/job-detail.dto';
import type { JobDto } from './dto/job.dto';
import { DEFAULT_PAGE_SIZE, PageQueryDto } from './dto/page-query.dto';
import type { ListJobsQueryDto } from './dto/list-jobs-query.dto';
import { Job } from './job.entity';
import { toAdminJobDto, toJobDetailDto, toJobDto } from './board/job-view';
import { DAY_MS, ExpiryRule } from './expiry/job-expiry';
import { JobBoardRepository } from './board/job-board.repository';
import type { JobFilters } from './board/job-board.types';
import { JobFacetsService } from './board/job-facets.service';
import { JobWriter } from './writer/job-writer.service';
import { JobTrafficRepository, trafficFromDay } from './admin/job-traffic.repository';
import { JobTotal } from './total/job-total';
import type { SetJobPayDto } from './dto/set-job-pay.dto';
import { type JobPay, payProblem, remoteRegionsText, WHOLE_US } from './pay/job-pay';

/** The home page slider shows at most this many featured jobs. */
export const MAX_FEATURED_JOBS = 100;

export interface Page<T> {
  items: T[];
  total: number;
}

@Injectable()
export class JobsService {
  private readonly expiry: ExpiryRule;

  constructor(
    private readonly jobs: JobBoardRepository,
    private readonly writer: JobWriter,
    private readonly facets: JobFacetsService,
    private readonly cache: ReadCache,
    private readonly traffic: JobTrafficRepository,
    private readonly total: JobTotal,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.expiry = { lifetimeDays: config.jobLifetimeDays };
  }

  /** One job's public page, open or closed; unknown ids are a 404. */
  async getDetail(id: string, now = new Date()): Promise<JobDetailDto> {
    const job = await this.jobs.findByIdWithLogo(id);
    if (!job) throw new NotFoundException('Job not found');
    return toJobDetailDto(job, this.expiry, now);
  }

  /**
   * Sets or removes a job's own closing date. A bare date (YYYY-MM-DD) means the whole day, as
   * in the CSV import; a date in the past closes the job at once.
   */
  async setValidThrough(id: string, value: string | null): Promise<AdminJobDto> {
    const validThrough = value === null ? null : closingDate(value);
    const job = await this.jobs.findByIdWithLogo(id);
    if (!job) throw new NotFoundException('Job not found');
    // The dates decide from now on: the sweep's mark is cleared, and the next sweep marks the job
    // again if it is still expired.
    await this.writer.update(id, { validThrough, expiredAt: null }, { byAdmin: true });
    return toAdminJobDto({ ...job, validThrough, expiredAt: null }, this.expiry, new Date());
  }

  /**
   * The members' board: active jobs matching every given filter, newest (or closing) first. The
   * total comes first when the listing counts answer it (every search but a minimum pay): a
   * search that matches nothing, or a page past the last, answers without walking the board in
   * date order to find out. With a facet choice the total comes from the facet groups (cached per
   * text filters).
   */
  async listActive(query: ListJobsQueryDto): Promise<Page<JobDto>> {
    const { limit, offset } = paging(query);
    const filters = {
      position: query.position,
      teamName: query.teamName,
      location: query.location,
      department: query.department,
      employmentType: query.employmentType,
      level: query.level,
      workplaceType: query.workplaceType,
      payListed: query.payListed,
      minPay: query.minPay,
    };
    const facetChoice = [
      query.department,
      query.employmentType,
      query.level,
      query.workplaceType,
    ].some((v) => v?.length);
    const now = new Date();
    const page = (seek: JobFilters = filters) =>
      this.jobs.findActiveByFilters(seek, limit, offset, query.sort);
    if (facetChoice) {
      // A rare choice's page seeks the listings its counts name (see FacetPrefix).
      const { total, prefix } = await this.facets.choice(query, now);
      if (total <= offset) return { items: [], total };
      const seek = prefix ? { ...filters, facetPrefix: prefix } : filters;
      return { items: (await page(seek)).map(toJobDto), total };
    }
    const count = () =>
      this.cache.get(
        'jobs',
        `count:${JSON.stringify(filters)}`,
        () => this.jobs.countActiveByFilters(filters, now),
        { expiresAt: () => this.jobs.nextClosing(now) },
      );
    if (this.jobs.countsCover(filters)) {
      const total = await count();
      if (total <= offset) return { items: [], total };
      return { items: (await page()).map(toJobDto), total };
    }
    const rows = await page();
    return { items: rows.map(toJobDto), total: await totalOf(rows.length, limit, offset, count) };
  }

  /** Cached until the next write or the next moment a listed job closes, whichever comes first. */
  async listFeatured(): Promise<JobDto[]> {
    const now = new Date();
    return this.cache.get(
      'jobs',
      'featured',
      async () => (await this.jobs.findFeaturedActive(MAX_FEATURED_JOBS, now)).map(toJobDto),
      { expiresAt: () => this.jobs.nextClosing(now) },
    );
  }

  /** One page of every job, with each one's views and apply clicks of the last 30 days. */
  async listAll(query: PageQueryDto, now = new Date()): Promise<Page<AdminJobListItemDto>> {
    const { limit, offset } = paging(query);
    const rows = await this.jobs.findPage(limit, offset);
    // The kept number of jobs (decision 0265), not a COUNT of them (a whole index, hundreds of
    // milliseconds at 1,000,000 jobs); cached until the next job write, as the board's counts are.
    const total = await totalOf(rows.length, limit, offset, () =>
      this.cache.get('jobs', 'count:every job', () => this.total.read()),
    );
    const traffic = await this.traffic.since(
      rows.map((job) => job.id),
      trafficFromDay(now),
    );
    const items = rows.map((job) => {
      const counts = traffic.get(job.id);
      return {
        ...toAdminJobDto(job, this.expiry, now),
        views30d: counts?.views ?? 0,
        applyClicks30d: counts?.applyClicks ?? 0,
      };
    });
    return { items, total };
  }

  async setFlags(
    id: string,
    flags: Partial<Pick<Job, 'isFeatured' | 'isActive'>>,
  ): Promise<AdminJobDto> {
    const job = await this.jobs.findByIdWithLogo(id);
    if (!job) throw new NotFoundException('Job not found');
    await this.writer.update(id, flags);
    return toAdminJobDto({ ...job, ...flags }, this.expiry, new Date());
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
    await this.writer.update(id, changes, { byAdmin: true });
    return toAdminJobDto({ ...job, ...changes }, this.expiry, new Date());
  }

  /** Unlocks every field an admin locked on a sourced job: its source's runs write them again. */
  async unlockFields(id: string): Promise<AdminJobDto> {
    const job = await this.jobs.findByIdWithLogo(id);
    if (!job) throw new NotFoundException('Job not found');
    await this.writer.update(id, { lockedFields: null, contentHash: null });
    return toAdminJobDto({ ...job, lockedFields: null }, this.expiry, new Date());
  }

  /**
   * An admin's edit of the pay range and workplace (docs/product.md#pay-and-workplace): the pay is
   * replaced whole (null removes it); remote regions belong to remote jobs only (the whole US
   * when none are named).
   */
  async setPayAndWorkplace(id: string, dto: SetJobPayDto): Promise<AdminJobDto> {
    const pay: JobPay = dto.pay
      ? {
          salaryMin: dto.pay.min,
          salaryMax: dto.pay.max,
          salaryCurrency: dto.pay.currency ?? 'USD',
          salaryUnit: dto.pay.unit,
        }
      : { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryUnit: null };
    if (dto.pay && pay.salaryMin == null && pay.salaryMax == null) {
      throw new BadRequestException('pay needs min, max or both (or pay: null to remove it)');
    }
    const problem = payProblem(pay);
    if (problem) throw new BadRequestException(problem.replace(/salary_(\w+)/g, 'pay.$1'));
    const regions = dto.remoteRegions ?? [];
    if (regions.length && dto.workplaceType !== 'remote') {
      throw new BadRequestException('remoteRegions is only for remote jobs (workplaceType remote)');
    }
    const remoteRegions =
      dto.workplaceType === 'remote'
        ? remoteRegionsText(regions.length ? regions : [WHOLE_US])
        : null;
    const job = await this.jobs.findByIdWithLogo(id);
    if (!job) throw new NotFoundException('Job not found');
    const changes = { workplaceType: dto.workplaceType, remoteRegions };
    await this.writer.update(id, { ...changes, pay }, { byAdmin: true });
    return toAdminJobDto({ ...job, ...changes, ...pay }, this.expiry, new Date());
  }

  async clearAll(): Promise<{ deletedCount: number }> {
    return { deletedCount: await this.writer.deleteAll() };
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO 8601 date or date-time (already checked by the DTO) as a storable closing moment. */
function closingDate(value: string): Date {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1900 || year > 9999) {
    throw new BadRequestException(
      'validThrough must be a real date between the years 1900 and 9999',
    );
  }
  // Whole seconds: MySQL would round milliseconds, possibly into the next day.
  const end = DATE_ONLY.test(value) ? date.getTime() + DAY_MS - 1000 : date.getTime();
  return new Date(Math.floor(end / 1000) * 1000);
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
