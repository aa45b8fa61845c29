// What a text search's counts cost against the length of the summary they read
// (job_listing_text_counts, decision 0172): a copy of the table is filled with N distinct
// combinations of team, title and location (titles from a football vocabulary, each numbered, so
// every row is its own combination), and the count the board sends for a title search is timed
// (first, then the median of three) at each N. The bench's own data has a few hundred
// combinations at any size; a board whose titles vary more sits further along this line.
import { median } from './stats.mjs';

const SIZES = [10_000, 100_000, 1_000_000];
const TERMS = ['coach', 'analytics'];

const pick = (n, words) =>
  `ELT(1 + (seq DIV ${n}) % ${words.length}, ${words.map((w) => `'${w}'`).join(', ')})`;

/** Row `seq` of the synthetic summary. */
const ROW = `
  LEFT(SHA2(seq, 256), 32),
  CONCAT('Team ', seq % 32),
  CONCAT_WS(' ',
    ${pick(1, ['Senior', 'Assistant', 'Head', 'Associate', 'Junior', 'Lead'])},
    ${pick(7, ['Offensive Line', 'Defensive Backs', 'Quarterbacks', 'Special Teams', 'Strength', 'Video', 'Ticketing', 'Football Analytics', 'Equipment', 'Player Personnel'])},
    ${pick(71, ['Coach', 'Scout', 'Analyst', 'Coordinator', 'Manager', 'Director', 'Trainer', 'Engineer'])},
    seq),
  CONCAT('City ', seq % 97, ', TX'),
  ${pick(3, ['coaching', 'scouting', 'analytics', 'medical', 'operations', 'marketing'])},
  'full-time', '', '', seq % 3 = 0, 1 + seq % 5`;

/** The board's count of a title search over the text counts (JobListingCountsRepository). */
const COUNT = `SELECT teamName, department, employmentType, level, workplaceType, SUM(listed) AS count
  FROM bench_text_counts WHERE positionTitle LIKE ? ESCAPE '!'
  GROUP BY teamName, department, employmentType, level, workplaceType`;

async function timed(conn, term) {
  const start = process.hrtime.bigint();
  await conn.query(COUNT, [`%${term}%`]);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function textCountCost(conn) {
  await conn.query('DROP TABLE IF EXISTS bench_text_counts');
  await conn.query('CREATE TABLE bench_text_counts LIKE job_listing_text_counts');
  const figures = { sizes: SIZES, terms: TERMS, ms: {} };
  try {
    let filled = 0;
    for (const size of SIZES) {
      await conn.query(
        `INSERT INTO bench_text_counts SELECT ${ROW} FROM seq_${filled + 1}_to_${size}`,
      );
      filled = size;
      figures.ms[size] = {};
      for (const term of TERMS) {
        const first = await timed(conn, term);
        const repeats = [];
        for (let i = 0; i < 3; i++) repeats.push(await timed(conn, term));
        figures.ms[size][term] = {
          firstMs: Math.round(first),
          medianMs: Math.round(median(repeats)),
        };
      }
      console.log(`  text counts of ${size} combinations: ${JSON.stringify(figures.ms[size])}`);
    }
  } finally {
    await conn.query('DROP TABLE IF EXISTS bench_text_counts');
  }
  return figures;
}
