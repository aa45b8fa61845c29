// The board of the common-word trap (bench/common-word-trap.mjs, bench/common-word-ab.mjs): `words`
// jobs titled "Harbor Pilot", posted on 2024-01-01, imported through the CSV import (so the word
// index files them), then `listed` newer listed jobs of other titles added by SQL, InnoDB settled.
import { once } from 'node:events';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importThroughApi } from './import-step.mjs';
import { insertListedJobs, settleInnoDb } from './scale.mjs';

/** The searches of the word, each in the board's three orders and past the first page. */
export const SEARCHES = [
  'position=Pilot',
  'position=Harbor%20Pilot',
  'position=Pilot&offset=50',
  'position=Pilot&sort=closing',
  'position=Pilot&sort=pay',
];

async function writePilots(file, rows) {
  const out = createWriteStream(file);
  out.write('team_name,position_title,location,apply_url,date_posted,description\n');
  for (let i = 0; i < rows; i++) {
    const line = `"Team 1",Harbor Pilot,"Austin, TX",https://pilots.example.com/${i},2024-01-01,"Pilot."\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Fills the cluster's board as above, signed in as the admin (`adminCookie`). */
export async function fillTrap(cluster, adminCookie, words, listed) {
  const file = join(mkdtempSync(join(tmpdir(), 'common-word-')), 'pilots.csv');
  await writePilots(file, words);
  await importThroughApi(cluster, adminCookie, file, words, { keep: true });
  const conn = await cluster.sql();
  try {
    // Titles repeat, as on a real board, so a search's count reads a few thousand text counts.
    await insertListedJobs(conn, listed, { titles: 500 });
    await settleInnoDb(conn);
  } finally {
    await conn.end();
  }
}
