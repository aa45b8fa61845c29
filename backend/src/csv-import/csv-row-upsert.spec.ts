import type { ExistingJob } from '../jobs/writer/job-upsert.repository';
import type { JobImportRow } from './csv-job-row';
import { upsertOfRow } from './csv-row-upsert';

const NOW = new Date('2026-11-30T12:00:00Z');

/** A row with only the required cells, under its apply-URL key. */
function row(extra: Partial<JobImportRow> = {}): JobImportRow & { applyUrlHash: string } {
  return {
    teamName: 'Austin Armadillos',
    positionTitle: 'Linebackers Coach',
    location: 'Austin, TX',
    applyUrl: 'https://jobs.example.com/1',
    applyUrlHash: 'hash-1',
    ...extra,
  };
}

/** A job already on the board under the same apply URL, as an admin left it. */
const OLD: ExistingJob = {
  id: 'old-id',
  teamName: 'Austin Armadillos',
  positionTitle: 'Linebackers Coach',
  location: 'Austin, TX',
  applyUrlHash: 'hash-1',
  description: 'Coach the linebackers.',
  datePosted: new Date('2026-10-01T00:00:00Z'),
  isFeatured: true,
  isActive: false,
  validThrough: new Date('2026-12-31T00:00:00Z'),
  department: 'scouting',
  employmentType: 'full-time',
  level: 'senior',
  salaryMin: 60000,
  salaryMax: 75000,
  salaryCurrency: 'USD',
  salaryUnit: 'year',
  workplaceType: 'remote',
  remoteRegions: 'US',
};

describe('the job a CSV row writes', () => {
  it('gives a new job the defaults, its department from its title and no pay', () => {
    expect(upsertOfRow(row(), undefined, NOW)).toMatchObject({
      description: null,
      datePosted: NOW,
      isFeatured: false,
      isActive: true,
      validThrough: null,
      expiredAt: null,
      department: 'coaching',
      employmentType: null,
      level: null,
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryUnit: null,
      workplaceType: null,
      remoteRegions: null,
    });
  });

  it('keeps what an existing job has where the row is silent, and reopens it by its dates', () => {
    const written = upsertOfRow(row(), OLD, NOW);
    // Everything but the id (the texts are the row's, the same here); the expiry sweep marks
    // the job again if its dates still close it.
    const { id, ...kept } = OLD;
    expect(written).toMatchObject({ ...kept, expiredAt: null });
    // The upsert keeps the existing job's id; the one given is for a new job.
    expect(written.id).not.toBe(id);
  });

  it('lets what the row gives win, replaces pay whole and an empty description clears it', () => {
    const written = upsertOfRow(
      row({
        description: null,
        isActive: true,
        department: 'analytics',
        pay: { salaryMin: null, salaryMax: 30, salaryCurrency: 'USD', salaryUnit: 'hour' },
        workplaceType: 'on-site',
      }),
      OLD,
      NOW,
    );
    expect(written).toMatchObject({
      description: null,
      isActive: true,
      department: 'analytics',
      salaryMin: null,
      salaryMax: 30,
      salaryUnit: 'hour',
      workplaceType: 'on-site',
      // Regions belong to remote work: a row's own workplace brings its own (none here).
      remoteRegions: null,
    });
  });
});
