import type { DataSource, EntityMetadata, SelectQueryBuilder } from 'typeorm';
import { type ColumnMetadata, hydratedValue } from '../../database/typeorm-internals';
import { TeamLogo } from '../../team-logos/team-logo.entity';
import { Job } from '../job.entity';
import type { JobWithLogo } from './job-board.types';

interface Field {
  property: string;
  alias: string;
  column: ColumnMetadata;
}

/**
 * Reads jobs with their logos as raw rows and builds the objects from the column metadata, with
 * the driver's own conversion of each value (dates, booleans, transformers): the same values as
 * TypeORM's entity hydration, without its generic join grouping, which cost a tenth of a board
 * request's CPU time (decision 0084).
 */
export class JobRows {
  private readonly job: Field[];
  private readonly logo: Field[];
  // Every property of a job (its logo last) and of a logo, each undefined. A job or logo starts
  // as a copy of its template, allocated at its full size with its final shape, and its values are
  // then set: built a property at a time, each object outgrew its storage again and again, a fifth
  // of what a board request allocated.
  private readonly jobTemplate: Record<string, unknown>;
  private readonly logoTemplate: Record<string, unknown>;

  constructor(private readonly dataSource: DataSource) {
    this.job = fields(dataSource.getMetadata(Job), 'j');
    this.logo = fields(dataSource.getMetadata(TeamLogo), 'l');
    this.jobTemplate = template([...this.job.map((f) => f.property), 'logo']);
    this.logoTemplate = template(this.logo.map((f) => f.property));
  }

  /** Selects every job column and every logo column (logo joined as `logo`) of a query. */
  select(qb: SelectQueryBuilder<Job>, jobAlias = 'job', logoAlias = 'logo'): void {
    qb.select([]);
    for (const f of this.job) qb.addSelect(`${jobAlias}.${f.property}`, f.alias);
    for (const f of this.logo) qb.addSelect(`${logoAlias}.${f.property}`, f.alias);
  }

  /** The jobs of rows read through `select`, in their order. */
  map(rows: Record<string, unknown>[]): JobWithLogo[] {
    const driver = this.dataSource.driver;
    const logoId = this.logo.find((f) => f.column.isPrimary)!.alias;
    return rows.map((row) => {
      const job = { ...this.jobTemplate };
      for (const f of this.job) job[f.property] = hydratedValue(driver, row[f.alias], f.column);
      let logo: Record<string, unknown> | null = null;
      if (row[logoId] != null) {
        logo = { ...this.logoTemplate };
        for (const f of this.logo) logo[f.property] = hydratedValue(driver, row[f.alias], f.column);
      }
      job.logo = logo;
      return job as unknown as JobWithLogo;
    });
  }
}

function template(properties: string[]): Record<string, unknown> {
  return Object.fromEntries(properties.map((property) => [property, undefined]));
}

function fields(metadata: EntityMetadata, prefix: string): Field[] {
  return metadata.columns.map((column, i) => ({
    property: column.propertyPath,
    alias: `${prefix}${i}`,
    column,
  }));
}
