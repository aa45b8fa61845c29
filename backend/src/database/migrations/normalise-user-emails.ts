import type { QueryRunner } from 'typeorm';
import { emailLookalikeKey, normaliseEmail } from '../../users/email-identity';

/**
 * Data step of the EmailIdentity migrations (both drivers): stores each user's email in its
 * normalised form and fills its look-alike key (decision 0140). Stops with the colliding
 * addresses named when two existing accounts would end up with one address or one key, so an
 * operator can merge or rename them before migrating again.
 */
export async function normaliseUserEmails(queryRunner: QueryRunner): Promise<void> {
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  const rows: Array<{ id: string; email: string }> = await queryRunner.query(
    `SELECT ${q('id')}, ${q('email')} FROM ${q('users')} ORDER BY ${q('id')}`,
  );
  const byKey = new Map<string, string[]>();
  for (const row of rows) {
    const key = emailLookalikeKey(row.email);
    byKey.set(key, [...(byKey.get(key) ?? []), row.email]);
  }
  const collisions = [...byKey.values()].filter((emails) => emails.length > 1);
  if (collisions.length) {
    throw new Error(
      'Cannot give every account its own email: these accounts differ only by case, accents or ' +
        'Unicode form, so they would be one address. Merge or change them, then migrate again: ' +
        collisions.map((emails) => emails.join(' / ')).join('; '),
    );
  }
  for (const row of rows) {
    await queryRunner.query(
      `UPDATE ${q('users')} SET ${q('email')} = ?, ${q('emailKey')} = ? WHERE ${q('id')} = ?`,
      [normaliseEmail(row.email), emailLookalikeKey(row.email), row.id],
    );
  }
}
