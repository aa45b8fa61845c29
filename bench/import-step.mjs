// The bench's CSV import step, shared by run.mjs and profile-import.mjs: a realistic import
// file, the import through the API (peak server RSS sampled alongside), and the ceiling, MariaDB's
// own bulk loader reading the same file.
import { createReadStream, createWriteStream, openAsBlob, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';

// The columns a listing copies from its job (the built backend's).
const { LISTING_COLUMNS } = createRequire(import.meta.url)(
  '../backend/dist/jobs/board/job-listing.entity.js',
);

const TITLES = [
  'Assistant Defensive Line Coach',
  'Offensive Quality Control Coach',
  'Head Strength Coach',
  'Data Scientist, Football Analytics',
  'Pro Scout',
  'College Scout',
  'Video Coordinator',
  'Director of Ticket Sales',
  'Social Media Manager',
  'Equipment Assistant',
  'Team Nutritionist',
  'Assistant Athletic Trainer',
  'Partnership Marketing Manager',
  'Football Operations Coordinator',
  'Salary Cap Analyst',
  'Community Relations Intern',
  'Software Engineer, Scouting Platform',
  'Director of Player Personnel',
  'Linebackers Coach',
  'Special Teams Coordinator',
];
const TEAMS = [
  ['Austin Armadillos', 'Austin, TX'],
  ['Portland Lumberjacks', 'Portland, OR'],
  ['San Antonio Missions', 'San Antonio, TX'],
  ['Columbus Aviators', 'Columbus, OH'],
  ['Salt Lake Summit', 'Salt Lake City, UT'],
  ['Orlando Thunder', 'Orlando, FL'],
  ['St. Louis Riverhawks', 'St. Louis, MO'],
  ['Oklahoma City Outlaws', 'Oklahoma City, OK'],
  ['Sacramento Gold Rush', 'Sacramento, CA'],
  ['Birmingham Ironmen', 'Birmingham, AL'],
  ['Memphis Showboats', 'Memphis, TN'],
  ['Houston Gamblers', 'Houston, TX'],
];

/**
 * A realistic import file; the 7th job of every 1,000 carries the rare term "harbormaster".
 * Titles repeat every 20 rows and teams every 12; open jobs' posting days every 29, a number
 * prime to both, so every day carries every title and team in the same shares as the whole file
 * (the board's newest jobs are a fair sample of it, as the search set's descriptions assume).
 * `history`: jobs of past seasons, posted and closed in 2024 (kept for their pages, not listed).
 * `numbered`: each title ends with its own requisition number, as many teams write them, so no
 * two jobs share a text (the summary of distinct texts is as long as the board).
 */
export async function writeCsv(file, rows, tag, { history = false, numbered = false } = {}) {
  const out = createWriteStream(file);
  const closing = history ? ',valid_through' : '';
  out.write(`team_name,position_title,location,apply_url,date_posted,description${closing}\n`);
  for (let i = 0; i < rows; i++) {
    const [team, location] = TEAMS[i % TEAMS.length];
    const role =
      i % 1000 === 7 ? 'Harbormaster of Game Day Logistics' : TITLES[(i * 7) % TITLES.length];
    const title = numbered ? `${role} (Req ${tag}-${i})` : role;
    const day = String(1 + (i % 28)).padStart(2, '0');
    const openDay = String(1 + (i % 29)).padStart(2, '0');
    const posted = history ? `2024-0${1 + (i % 9)}-${day}` : `2026-10-${openDay}`;
    const closes = history ? `,2024-12-${day}` : '';
    const line = `"${team}",${title.includes(',') ? `"${title}"` : title},"${location}",https://careers.example.com/${tag}/${i},${posted},"Join the ${team} staff as ${title}."${closes}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Peak resident memory of a process while `work` runs, sampled every 50 ms from /proc. */
export async function peakRss(pid, work) {
  let peak = 0;
  const sample = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      peak = Math.max(peak, kb * 1024);
    } catch {
      // the process is gone
    }
  };
  const timer = setInterval(sample, 50);
  try {
    sample();
    const startBytes = peak;
    const result = await work();
    return { result, peakBytes: peak, startBytes };
  } finally {
    clearInterval(timer);
  }
}

/** The admin's API call; its answer's text, or an error naming the status. */
async function adminCall(cluster, admin, path, init) {
  const res = await fetch(`${cluster.url}${path}`, { ...init, headers: { cookie: admin } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/**
 * Empties the board for an import: clear-all, then the jobs table rebuilt (`ALTER TABLE … FORCE`,
 * instant on an empty table) so that the import, like LOAD DATA below, fills a new table:
 * refilling one whose 100,000 rows with the same keys were just deleted is two to four times
 * slower, for either loader, while InnoDB purges them.
 */
export async function emptyForImport(cluster, admin) {
  await adminCall(cluster, admin, '/api/admin/jobs/clear-all', { method: 'DELETE' });
  const conn = await cluster.sql();
  try {
    await conn.query('ALTER TABLE jobs FORCE');
  } finally {
    await conn.end();
  }
}

/**
 * Empties the board (emptyForImport, unless `keep`), then imports `file` through the API; the
 * milliseconds it took.
 */
export async function importThroughApi(cluster, admin, file, rows, { keep = false } = {}) {
  if (!keep) await emptyForImport(cluster, admin);
  const form = new FormData();
  form.append('csvFile', await openAsBlob(file, { type: 'text/csv' }), 'jobs.csv');
  const start = process.hrtime.bigint();
  const text = await adminCall(cluster, admin, '/api/admin/upload-csv', {
    method: 'POST',
    body: form,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const report = JSON.parse(text);
  if (report.inserted + report.updated !== rows) {
    throw new Error(`the import stored ${report.inserted + report.updated} of ${rows} rows`);
  }
  return ms;
}

/** The ceiling's bulk load of the import file (opened as 'jobs.csv') into `table`, a copy of `jobs`. */
export const loadDataStatement = (table) =>
  `LOAD DATA LOCAL INFILE 'jobs.csv' INTO TABLE ${table} CHARACTER SET utf8mb4
   FIELDS TERMINATED BY ',' OPTIONALLY ENCLOSED BY '"' LINES TERMINATED BY '\\n' IGNORE 1 LINES
   (teamName, positionTitle, location, applyUrl, @posted, description)
   SET id = UUID(), applyUrlHash = SHA2(applyUrl, 256), datePosted = @posted,
       isFeatured = 0, isActive = 1`;

/** The ceiling's copy of every row of `jobsTable` into `listingsTable`, a copy of `job_listings`. */
export function copyListingsStatement(jobsTable, listingsTable) {
  const columns = LISTING_COLUMNS.map((c) => `\`${c}\``).join(', ');
  return `INSERT INTO ${listingsTable} (${columns}) SELECT ${columns} FROM ${jobsTable}`;
}

/**
 * The ceiling: the server's own bulk loader reading the same file into a copy of `jobs`, then its
 * rows copied into a copy of `job_listings` by one statement: the two tables (and their indexes)
 * that hold what the import writes of each job; the word index and the counts, which the import
 * also keeps, have no bulk loader to compare with.
 */
export async function loadDataInfile(cluster, file) {
  const conn = await cluster.sql({ infileStreamFactory: () => createReadStream(file) });
  try {
    await conn.query('DROP TABLE IF EXISTS bench_jobs, bench_listings');
    await conn.query('CREATE TABLE bench_jobs LIKE jobs');
    await conn.query('CREATE TABLE bench_listings LIKE job_listings');
    const start = process.hrtime.bigint();
    await conn.query(loadDataStatement('bench_jobs'));
    await conn.query(copyListingsStatement('bench_jobs', 'bench_listings'));
    return Number(process.hrtime.bigint() - start) / 1e6;
  } finally {
    await conn.query('DROP TABLE IF EXISTS bench_jobs, bench_listings');
    await conn.end();
  }
}
