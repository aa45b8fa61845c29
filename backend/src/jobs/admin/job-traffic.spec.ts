import { JobsService } from '../jobs.service';
import type { Job } from '../job.entity';
import { JobTrafficRepository, trafficFromDay } from './job-traffic.repository';

describe('trafficFromDay', () => {
  it('starts the 30 days 29 UTC days before today, whatever the hour', () => {
    expect(trafficFromDay(new Date('2026-11-24T00:00:00Z'))).toBe('2026-10-26');
    expect(trafficFromDay(new Date('2026-11-24T23:59:59Z'))).toBe('2026-10-26');
    expect(trafficFromDay(new Date('2026-03-01T12:00:00Z'))).toBe('2026-01-31');
  });
});

describe('JobsService.listAll', () => {
  const job = (n: number) =>
    ({
      id: `job-${n}`,
      teamName: 'Austin Armadillos',
      positionTitle: `Position ${n}`,
      location: 'Austin, TX',
      applyUrl: `https://example.com/${n}`,
      datePosted: new Date('2026-11-01T00:00:00Z'),
      createdAt: new Date('2026-11-01T00:00:00Z'),
      isActive: true,
      isFeatured: false,
      validThrough: null,
    }) as unknown as Job;

  it("reads a page's traffic in one call for all its jobs, zero for jobs without any", async () => {
    const rows = [job(1), job(2), job(3)];
    const board = { findPage: jest.fn(async () => rows) };
    const traffic = {
      since: jest.fn(async () => new Map([['job-2', { views: 40, applyClicks: 3 }]])),
    };
    const service = new JobsService(
      board as never,
      {} as never,
      {} as never,
      {} as never,
      traffic as unknown as JobTrafficRepository,
      {} as never,
      { jobLifetimeDays: 60 } as never,
    );
    const page = await service.listAll({ limit: 20, offset: 0 }, new Date('2026-11-24T10:00:00Z'));
    expect(traffic.since).toHaveBeenCalledTimes(1);
    expect(traffic.since).toHaveBeenCalledWith(['job-1', 'job-2', 'job-3'], '2026-10-26');
    expect(page.items.map((item) => [item.id, item.views30d, item.applyClicks30d])).toEqual([
      ['job-1', 0, 0],
      ['job-2', 40, 3],
      ['job-3', 0, 0],
    ]);
  });
});
