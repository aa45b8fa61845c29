/**
 * Keys per locking read of the job writer, each read naming the index it seeks (`FORCE INDEX`,
 * MySQL only). A `FOR UPDATE` read keeps every row it read locked, even under READ COMMITTED, and
 * MariaDB reads a long IN list by scanning: from 1,000 values it joins a table of the values
 * (`in_predicate_conversion_threshold`), and a list covering much of a small table makes a scan
 * cheaper to the planner. Scanned, an import would hold every job or listing until it commits
 * (docs/decisions/0254-import-reads-current-jobs.md).
 */
export const LOCKING_READ_KEYS = 500;
