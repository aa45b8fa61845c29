import { Injectable } from '@nestjs/common';
import { ReadCache } from '../cache/read-cache.service';
import type { StatsDto } from './dto/stats.dto';
import { StatsRepository } from './stats.repository';

@Injectable()
export class StatsService {
  constructor(
    private readonly stats: StatsRepository,
    private readonly cache: ReadCache,
  ) {}

  /** Cached until the next write or the next moment a listed job closes (it leaves the count). */
  getStats(): Promise<StatsDto> {
    const now = new Date();
    return this.cache.get('stats', 'all', () => this.countAll(now), {
      expiresAt: () => this.stats.nextJobClosing(now),
    });
  }

  private async countAll(now: Date): Promise<StatsDto> {
    const [activeJobs, partneredTeams, memberCount, homepage] = await Promise.all([
      this.stats.countActiveJobs(now),
      this.stats.countTeams(),
      this.stats.countUsers(),
      this.stats.findPageContent('homepage'),
    ]);
    return {
      activeJobs,
      partneredTeams,
      successfulPlacements: placementsFrom(homepage),
      memberCount,
    };
  }
}

/** `stats.successfulPlacements` of the homepage content: a whole number ≥ 0, else 0. */
export function placementsFrom(content: Record<string, unknown> | null): number {
  const stats = content?.stats;
  const value =
    stats && typeof stats === 'object'
      ? (stats as Record<string, unknown>).successfulPlacements
      : undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}
