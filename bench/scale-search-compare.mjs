// The board's text match against MariaDB's FULLTEXT, side by side on the listings of the scale
// run: for each term, how many listings each finds and how long counting them takes (first, then
// the median of three), the board's way (`LIKE '%term%'` on the title, which reads every
// listing's title from IDX_job_listings_board) and through a FULLTEXT index on the title built
// for the comparison (its build time and size reported), then dropped. FULLTEXT matches whole
// words or word prefixes (`+term*`), not any part of a word: the counts say where the two differ.
import { median } from './stats.mjs';

const TERMS = ['coach', 'analytics', 'harbormaster', 'scout'];

async function timedCount(conn, sql, params) {
  const start = process.hrtime.bigint();
  const [[row]] = await conn.query(sql, params);
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, count: Number(row.n) };
}

async function countFigures(conn, sql, params) {
  const first = await timedCount(conn, sql, params);
  const repeats = [];
  for (let i = 0; i < 3; i++) repeats.push((await timedCount(conn, sql, params)).ms);
  return {
    count: first.count,
    firstMs: Math.round(first.ms),
    medianMs: Math.round(median(repeats)),
  };
}

/** FULLTEXT's auxiliary tables (one tablespace each), in bytes. */
async function fulltextBytes(conn) {
  const [[row]] = await conn.query(
    `SELECT COALESCE(SUM(ALLOCATED_SIZE), 0) AS bytes FROM information_schema.INNODB_SYS_TABLESPACES
      WHERE NAME LIKE CONCAT(DATABASE(), '/FTS\\_%')`,
  );
  return Number(row.bytes);
}

export async function compareFulltext(conn) {
  const like = {};
  for (const term of TERMS) {
    like[term] = await countFigures(
      conn,
      'SELECT COUNT(*) AS n FROM job_listings WHERE positionTitle LIKE ?',
      [`%${term}%`],
    );
  }
  const before = await fulltextBytes(conn);
  const start = process.hrtime.bigint();
  await conn.query('ALTER TABLE job_listings ADD FULLTEXT INDEX FT_bench_title (positionTitle)');
  const buildMs = Math.round(Number(process.hrtime.bigint() - start) / 1e6);
  const bytes = (await fulltextBytes(conn)) - before;
  const fulltext = {};
  try {
    for (const term of TERMS) {
      fulltext[term] = await countFigures(
        conn,
        'SELECT COUNT(*) AS n FROM job_listings WHERE MATCH(positionTitle) AGAINST (? IN BOOLEAN MODE)',
        [`+${term}*`],
      );
    }
  } finally {
    await conn.query('ALTER TABLE job_listings DROP INDEX FT_bench_title');
  }
  return { terms: TERMS, like, fulltext, buildMs, bytes };
}
