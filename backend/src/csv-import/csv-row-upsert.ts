import { newId } from '../database/uuid-primary-key';
import { Job } from '../jobs/job.entity';
import type { JobPay } from '../jobs/pay/job-pay';
import { inferDepartment } from '../jobs/taxonomy/department-inference';
import type { ExistingJob, JobUpsert } from '../jobs/writer/job-upsert.repository';
import type { JobImportRow } from './csv-job-row';

/**
 * The job a CSV row writes: what the row gives; else, for a row whose apply URL is already on the
 * board (`old`), what that job has; else what a new job starts with.
 */
export function upsertOfRow(
  row: JobImportRow & { applyUrlHash: string },
  old: ExistingJob | undefined,
  now: Date,
): JobUpsert {
  return {
    id: newId(Job),
    teamName: row.teamName,
    positionTitle: row.positionTitle,
    location: row.location,
    applyUrl: row.applyUrl,
    applyUrlHash: row.applyUrlHash,
    description: row.description !== undefined ? row.description : (old?.description ?? null),
    datePosted: row.datePosted ?? old?.datePosted ?? now,
    isFeatured: row.isFeatured ?? old?.isFeatured ?? false,
    isActive: row.isActive ?? old?.isActive ?? true,
    validThrough: row.validThrough ?? old?.validThrough ?? null,
    // The dates decide; the expiry sweep marks the job again if it is still expired.
    expiredAt: null,
    // Decision 0070: a given value wins; otherwise an existing job keeps its own (perhaps an
    // admin's correction) and a new one gets the department its title suggests.
    department: row.department ?? old?.department ?? inferDepartment(row.positionTitle),
    employmentType: row.employmentType ?? old?.employmentType ?? null,
    level: row.level ?? old?.level ?? null,
    // Pay is replaced whole when the row gives any of it, else kept (docs/product.md#csv-import).
    ...(row.pay ??
      (old
        ? {
            salaryMin: old.salaryMin,
            salaryMax: old.salaryMax,
            salaryCurrency: old.salaryCurrency,
            salaryUnit: old.salaryUnit,
          }
        : NO_PAY)),
    payAnnualUsd: null,
    workplaceType: row.workplaceType ?? old?.workplaceType ?? null,
    remoteRegions: workplaceRegions(row, old),
  };
}

const NO_PAY: JobPay = { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryUnit: null };

/** Remote regions belong to remote jobs: a row's workplace brings its own, else the job keeps its. */
function workplaceRegions(row: JobImportRow, old: ExistingJob | undefined): string | null {
  if (row.workplaceType) return row.remoteRegions ?? null;
  return old?.remoteRegions ?? null;
}
