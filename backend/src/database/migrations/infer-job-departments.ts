import type { QueryRunner } from 'typeorm';
import { inferDepartment } from '../../jobs/taxonomy/department-inference';
import { pagesByKey } from '../pages-by-key';

/**
 * Data step of the JobTaxonomy migrations (both drivers): jobs that existed before the department
 * column get the department their title suggests instead of the column default `other`. Titles
 * are read in pages by id and written back one UPDATE per department and page.
 */
export async function inferJobDepartments(queryRunner: QueryRunner): Promise<void> {
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  for await (const rows of pagesByKey<{ id: string; positionTitle: string }>(
    queryRunner,
    'jobs',
    1000,
    ['positionTitle'],
  )) {
    const byDepartment = new Map<string, string[]>();
    for (const row of rows) {
      const department = inferDepartment(row.positionTitle);
      if (department === 'other') continue;
      byDepartment.set(department, [...(byDepartment.get(department) ?? []), row.id]);
    }
    for (const [department, ids] of byDepartment) {
      await queryRunner.query(
        `UPDATE ${q('jobs')} SET ${q('department')} = ? WHERE ${q('id')} IN (${ids.map(() => '?').join(', ')})`,
        [department, ...ids],
      );
    }
  }
}
