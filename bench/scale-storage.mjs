// Bytes per job: each table's rows and each of its indexes (jobs, the board's listings and their
// counts, the search tables), read from InnoDB's own statistics after ANALYZE (pages × page size).
export async function storagePerJob(conn, jobs) {
  const tables = [
    'jobs',
    'job_listings',
    'job_listing_counts',
    'job_listing_text_counts',
    'job_search_words',
    'job_search_postings',
  ];
  const [present] = await conn.query('SHOW TABLES');
  const names = new Set(present.map((row) => Object.values(row)[0]));
  for (const table of tables.filter((t) => names.has(t))) {
    await conn.query(`ANALYZE TABLE \`${table}\``);
  }
  const [[{ page }]] = await conn.query('SELECT @@innodb_page_size AS page');
  const [rows] = await conn.query(
    `SELECT table_name AS tbl, index_name AS idx, stat_value AS pages
       FROM mysql.innodb_index_stats
      WHERE database_name = DATABASE() AND stat_name = 'size' AND table_name IN (?)`,
    [tables],
  );
  return rows.map((r) => {
    const bytes = Number(r.pages) * Number(page);
    const what = r.idx === 'PRIMARY' ? `${r.tbl} rows` : `${r.tbl} ${r.idx}`;
    return {
      what,
      bytes,
      perJob: Math.round(bytes / jobs),
    };
  });
}
