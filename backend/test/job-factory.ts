import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { applyUrlHash } from '../src/jobs/apply-url-hash';
import { Job } from '../src/jobs/job.entity';
import { JobSearchIndex } from '../src/jobs/search-index/job-search-index';

let counter = 0;

/**
 * Inserts jobs straight into the database (for tests of reading and switching), filed in the
 * search index as every write of a job's text is.
 */
export async function insertJobs(
  app: NestExpressApplication,
  jobs: Array<Partial<Job>>,
): Promise<Job[]> {
  const repo = app.get(DataSource).getRepository(Job);
  const rows = jobs.map((j) => {
    counter += 1;
    const applyUrl = j.applyUrl ?? `https://jobs.example.com/${Date.now()}-${counter}`;
    return repo.create({
      id: randomUUID(),
      teamName: 'Austin Armadillos',
      positionTitle: `Position ${counter}`,
      location: 'Austin, TX',
      description: null,
      datePosted: new Date(Date.UTC(2026, 0, 1) + counter * 60_000),
      isFeatured: false,
      isActive: true,
      ...j,
      applyUrl,
      applyUrlHash: applyUrlHash(applyUrl),
    });
  });
  // updateEntity(false): after a bulk insert on SQLite, TypeORM reloads the default columns and
  // writes them back by position, which can put one row's id on another object.
  await repo.createQueryBuilder().insert().values(rows).updateEntity(false).execute();
  await app.get(JobSearchIndex).indexJobs(repo.manager, rows);
  return rows;
}
