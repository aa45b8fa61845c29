import type { QueryRunner } from 'typeorm';
import { inferDepartment } from '../../jobs/taxonomy/job-taxonomy';

/**
 * Data step of the JobTaxonomy migrations (both drivers): jobs that existed before the department
 * column get the department their title suggests instead of the column default `other`. Titles
 * are read in pages by id and written back one UPDATE per department and page.
 */
export async function inferJobDepartments(queryRunner: QueryRunner): Promise<void> {
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  const page = 1000;
  let after = '';
  for (;;) {
    const rows: Array<{ id: string; positionTitle: string }> = await queryRunner.query(
      `SELECT ${q('id')}, ${q('positionTitle')} FROM ${q('jobs')} WHERE ${q('id')} > ? ORDER BY ${q('id')} LIMIT ${page}`,
      [after],
    );
    if (!rows.length) return;
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
    after = rows[rows.length - 1].id;
  }
}
