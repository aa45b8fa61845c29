import { TEST_MODE } from './harness';
import { migrateToJustBefore, useMigrationDatabase } from './migration-database';

/** Jobs that existed before the taxonomy columns get their department from the keyword table. */
describe(`the JobTaxonomy migration (${TEST_MODE})`, () => {
  const database = useMigrationDatabase();

  it('infers the departments of existing jobs from their titles', async () => {
    // Undo JobTaxonomy and everything after it, insert jobs as they were, then migrate again.
    const ds = database();
    await migrateToJustBefore(ds, 'JobTaxonomy');

    const q = (name: string) => ds.driver.escape(name);
    const columns = ['id', 'teamName', 'positionTitle', 'location', 'applyUrl', 'applyUrlHash'];
    const titles = ['Linebackers Coach', 'Data Scientist', 'Chaplain', 'Team Nutritionist'];
    for (const [i, title] of titles.entries()) {
      await ds.query(
        `INSERT INTO ${q('jobs')} (${[...columns, 'datePosted'].map(q).join(', ')}) ` +
          `VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          `00000000-0000-4000-8000-00000000000${i}`,
          'Austin Armadillos',
          title,
          'Austin, TX',
          `https://jobs.example.com/${i}`,
          `hash-${i}`,
          '2026-11-01 00:00:00',
        ],
      );
    }

    await ds.runMigrations();
    const rows: Array<{ positionTitle: string; department: string; level: string | null }> =
      await ds.query(
        `SELECT ${q('positionTitle')}, ${q('department')}, ${q('level')} FROM ${q('jobs')} ` +
          `ORDER BY ${q('id')}`,
      );
    expect(rows).toEqual([
      { positionTitle: 'Linebackers Coach', department: 'coaching', level: null },
      { positionTitle: 'Data Scientist', department: 'analytics', level: null },
      { positionTitle: 'Chaplain', department: 'other', level: null },
      { positionTitle: 'Team Nutritionist', department: 'medical', level: null },
    ]);
  });
});
