import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  DEPARTMENT_VALUES,
  EMPLOYMENT_TYPE_VALUES,
  LEVEL_VALUES,
} from '../jobs/taxonomy/job-taxonomy';
import type { SourcePreviewDto, SourceDto, SourceHealth, SourceRunDto } from './dto/source.dto';
import type { CreateSourceDto, SourceTargetDto, UpdateSourceDto } from './dto/source-input.dto';
import { IngestionRun, type RunPlan } from './ingestion-run.service';
import type { JobSourceRun } from './job-source-run.entity';
import { EMPTY_MAPPING, type JobSource, type SourceMapping } from './job-source.entity';
import { JobSourcesRepository, wholeSeconds } from './job-sources.repository';
import { RefusedAddressError } from './providers/address-guard';
import { SourceFetchError } from './providers/polite-http';
import { SourceFetcher } from './source-fetcher.service';

/** Runs shown per source. */
const LAST_RUNS = 10;
const BOARD_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

export const toRunDto = (run: JobSourceRun): SourceRunDto => ({
  id: run.id,
  trigger: run.trigger,
  status: run.status,
  startedAt: run.startedAt.toISOString(),
  durationMs: run.durationMs,
  fetched: run.fetched,
  created: run.created,
  updated: run.updated,
  unchanged: run.unchanged,
  closed: run.closed,
  failed: run.failed,
  error: run.error,
});

/** paused; failing (flagged); warning (last run failed or guarded, or a posting failed); new. */
function healthOf(source: JobSource, runs: JobSourceRun[]): SourceHealth {
  if (source.paused) return 'paused';
  if (source.flag) return 'failing';
  const last = runs[0];
  if (!last) return 'new';
  if (last.status === 'failed' || last.status === 'guarded' || last.failed > 0) return 'warning';
  return 'healthy';
}

/**
 * A target's token checked for its provider (400 naming the problem); a feed's URL must be
 * http(s) and its host public (docs/product.md#job-sources).
 */
async function checkTarget(
  target: Pick<SourceTargetDto, 'provider' | 'token'>,
  fetcher: SourceFetcher,
): Promise<void> {
  if (target.provider === 'feed') {
    let url: URL | undefined;
    try {
      url = new URL(target.token);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol)) {
      throw new BadRequestException('token of a feed must be an http(s) URL');
    }
    try {
      await fetcher.checkUrl(url);
    } catch (err) {
      if (err instanceof RefusedAddressError) {
        throw new BadRequestException(`token of a feed: ${err.message}`);
      }
      throw err;
    }
  } else if (!BOARD_NAME.test(target.token)) {
    throw new BadRequestException(
      `token of a ${target.provider} source must be its board name (letters, digits, - _ .)`,
    );
  }
}

/** Every mapped value must be a slug of its field (400 naming the first that is not). */
function checkMapping(mapping: SourceMapping): SourceMapping {
  const allowed = {
    department: DEPARTMENT_VALUES as string[],
    employmentType: EMPLOYMENT_TYPE_VALUES as string[],
    level: LEVEL_VALUES as string[],
  };
  for (const key of ['department', 'employmentType', 'level'] as const) {
    for (const [value, slug] of Object.entries(mapping[key])) {
      if (typeof slug !== 'string' || !allowed[key].includes(slug)) {
        throw new BadRequestException(
          `mapping.${key}['${value.slice(0, 60)}'] must be one of: ${allowed[key].join(', ')}`,
        );
      }
    }
  }
  return {
    department: mapping.department,
    employmentType: mapping.employmentType,
    level: mapping.level,
  };
}

const previewOf = (plan: RunPlan): SourcePreviewDto => ({
  postings: plan.planned.map(({ posting, fields, action }) => ({
    externalId: posting.externalId,
    positionTitle: fields.positionTitle,
    location: fields.location,
    applyUrl: fields.applyUrl,
    datePosted: fields.datePosted?.toISOString() ?? null,
    department: fields.department,
    employmentType: fields.employmentType,
    level: fields.level,
    description: fields.description?.slice(0, 300) ?? null,
    action,
  })),
  problems: plan.problems,
  unmapped: Object.fromEntries(
    Object.entries(plan.unmapped).map(([key, values]) => [
      key,
      Object.fromEntries([...(values as Set<string>)].map((v) => [v, ''])),
    ]),
  ) as unknown as SourceMapping,
});

/** The admin's job sources (docs/product.md#job-sources). */
@Injectable()
export class JobSourcesService {
  constructor(
    private readonly sources: JobSourcesRepository,
    private readonly runner: IngestionRun,
    private readonly fetcher: SourceFetcher,
  ) {}

  async list(): Promise<SourceDto[]> {
    const sources = await this.sources.findAll();
    const runs = await this.sources.lastRunsOf(
      sources.map((s) => s.id),
      LAST_RUNS,
    );
    return sources.map((source) => this.toDto(source, runs.get(source.id) ?? []));
  }

  async create(dto: CreateSourceDto): Promise<SourceDto> {
    await checkTarget(dto, this.fetcher);
    const source = await this.sources.insert({
      teamName: dto.teamName,
      provider: dto.provider,
      token: dto.token,
      region: dto.provider === 'lever' ? (dto.region ?? 'global') : 'global',
      everyMinutes: dto.everyMinutes ?? 60,
      paused: dto.paused ?? false,
      mapping: dto.mapping ? checkMapping(dto.mapping) : EMPTY_MAPPING,
      unmapped: EMPTY_MAPPING,
      // The first run is due at once (the schedule picks it up at its next look).
      nextRunAt: wholeSeconds(Date.now()),
      consecutiveFailures: 0,
      lastFetched: null,
      flag: null,
    });
    return this.toDto(source, []);
  }

  async update(id: string, dto: UpdateSourceDto): Promise<SourceDto> {
    const source = await this.get(id);
    const target = { provider: dto.provider ?? source.provider, token: dto.token ?? source.token };
    if (dto.provider !== undefined || dto.token !== undefined) {
      await checkTarget(target, this.fetcher);
    }
    const changes: Partial<JobSource> = {
      ...target,
      ...(dto.teamName !== undefined && { teamName: dto.teamName }),
      ...(dto.region !== undefined && { region: dto.region }),
      ...(dto.paused !== undefined && { paused: dto.paused }),
      ...(dto.mapping !== undefined && { mapping: checkMapping(dto.mapping) }),
      ...(dto.clearFlag && { flag: null, consecutiveFailures: 0 }),
    };
    if (dto.everyMinutes !== undefined) {
      changes.everyMinutes = dto.everyMinutes;
      changes.nextRunAt = wholeSeconds(Date.now() + dto.everyMinutes * 60_000);
    }
    if (dto.mapping !== undefined) {
      const unmapped = { ...source.unmapped };
      for (const key of ['department', 'employmentType', 'level'] as const) {
        unmapped[key] = Object.fromEntries(
          Object.entries(source.unmapped[key]).filter(([value]) => !(value in dto.mapping![key])),
        );
      }
      changes.unmapped = unmapped;
    }
    await this.sources.change(id, changes);
    return this.toDto({ ...source, ...changes }, await this.sources.lastRuns(id, LAST_RUNS));
  }

  async remove(id: string): Promise<void> {
    await this.get(id);
    await this.sources.remove(id);
  }

  /** Fetches once and says what would be imported, writing nothing. */
  async test(dto: SourceTargetDto): Promise<SourcePreviewDto> {
    await checkTarget(dto, this.fetcher);
    return this.preview(
      { ...dto, region: dto.region ?? 'global', mapping: EMPTY_MAPPING } as JobSource,
      null,
    );
  }

  async testSaved(id: string): Promise<SourcePreviewDto> {
    const source = await this.get(id);
    return this.preview(source, source.id);
  }

  async runNow(id: string): Promise<SourceRunDto> {
    const source = await this.get(id);
    const run = await this.runner.run(source, 'manual');
    if (!run) throw new ConflictException('A run of this source is in progress; try again later');
    return toRunDto(run);
  }

  async runs(id: string): Promise<SourceRunDto[]> {
    await this.get(id);
    return (await this.sources.lastRuns(id, 50)).map(toRunDto);
  }

  private async preview(source: JobSource, sourceId: string | null): Promise<SourcePreviewDto> {
    try {
      return previewOf(await this.runner.plan(source, sourceId));
    } catch (err) {
      if (err instanceof SourceFetchError) throw new BadRequestException(err.message);
      throw err;
    }
  }

  private async get(id: string): Promise<JobSource> {
    const source = await this.sources.findById(id);
    if (!source) throw new NotFoundException('Job source not found');
    return source;
  }

  private toDto(source: JobSource, runs: JobSourceRun[]): SourceDto {
    return {
      id: source.id,
      teamName: source.teamName,
      provider: source.provider,
      token: source.token,
      region: source.region,
      everyMinutes: source.everyMinutes,
      paused: source.paused,
      mapping: source.mapping,
      unmapped: source.unmapped,
      nextRunAt: source.nextRunAt.toISOString(),
      consecutiveFailures: source.consecutiveFailures,
      flag: source.flag,
      health: healthOf(source, runs),
      lastRuns: runs.map(toRunDto),
    };
  }
}
