import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { applyUrlHash } from '../src/jobs/apply-url-hash';
import { Job } from '../src/jobs/job.entity';
import { JobWriter } from '../src/jobs/writer/job-writer.service';

let counter = 0;

/**
 * Inserts jobs straight into the database (for tests of reading and switching) through the job
 * writer, so they are filed in the search index as every written job is.
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
  await app.get(JobWriter).insert(rows);
  return rows;
}
