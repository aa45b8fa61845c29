// How the width of the apply-URL key decides the cost of an import into a large board, with the
// unique index alone: 100 batches of 1,000 new rows (the import's locking lookup of 500 keys at a
// time, then the batch's insert, in one READ COMMITTED transaction) into an empty table and into
// one of 1,000,000 rows, for each way of storing the key. The table has the primary key of `jobs`
// (36 characters) and rows of about its size; nothing else competes for the buffer pool, so the
// product's import, which also writes the listings and the word index, would gain less.
// `node bench/hash-key-width.mjs [rows]` on a MariaDB with its stock buffer pool (the server of
// TEST_DATABASE_URL, as the scale runs use); its own throw-away database; nothing is written to docs/.
import { createHash } from 'node:crypto';
import { serverConnection } from '../scripts/scale/cluster.mjs';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const BATCHES = 100;
const BATCH = 1000;
const LOOKUP = 500;
const PAD = 'x'.repeat(300);
const digest = (text) => createHash('sha256').update(text).digest();
/** The SQL giving an existing row's key from `seq`, and the same key in Node for a new row. */
const KEYS = {
  'SHA-256 in hex, varchar(64), unique on the whole key': {
    type: 'varchar(64)',
    sql: "SHA2(CONCAT('old-', seq), 256)",
    node: (text) => digest(text).toString('hex'),
  },
  'the same, unique on its first 32 digits (as MySQL stores it)': {
    type: 'varchar(64)',
    index: '(applyUrlHash(32))',
    sql: "SHA2(CONCAT('old-', seq), 256)",
    node: (text) => digest(text).toString('hex'),
  },
  'first 128 bits in hex, varchar(32)': {
    type: 'varchar(32)',
    sql: "LEFT(SHA2(CONCAT('old-', seq), 256), 32)",
    node: (text) => digest(text).toString('hex').slice(0, 32),
  },
  'first 128 bits, binary(16)': {
    type: 'binary(16)',
    sql: "LEFT(UNHEX(SHA2(CONCAT('old-', seq), 256)), 16)",
    node: (text) => digest(text).subarray(0, 16),
  },
};

async function importInto(sql, key, existing) {
  await sql.query('DROP TABLE IF EXISTS t');
  await sql.query(
    `CREATE TABLE t (id varchar(36) NOT NULL PRIMARY KEY, applyUrlHash ${key.type} NOT NULL,
       pad varchar(400) NOT NULL, UNIQUE KEY uq_hash ${key.index ?? '(applyUrlHash)'}) DEFAULT CHARSET=utf8mb4`,
  );
  for (let from = 1; from <= existing; from += 100_000) {
    const to = Math.min(existing, from + 99_999);
    await sql.query(
      `INSERT INTO t SELECT CONCAT('a', LPAD(seq, 12, '0')), ${key.sql}, ? FROM seq_${from}_to_${to}`,
      [PAD],
    );
  }
  // Let InnoDB write out the fill before the timed part (as the scale run waits for it).
  await new Promise((r) => setTimeout(r, 20_000));
  await sql.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED');
  const start = Date.now();
  await sql.query('BEGIN');
  let n = 0;
  for (let b = 0; b < BATCHES; b++) {
    const rows = [];
    for (let i = 0; i < BATCH; i++, n++) {
      rows.push([`b${String(n).padStart(12, '0')}`, key.node(`new-${existing}-${n}`), PAD]);
    }
    for (let i = 0; i < BATCH; i += LOOKUP) {
      const keys = rows.slice(i, i + LOOKUP).map((r) => r[1]);
      await sql.query(
        'SELECT id FROM t FORCE INDEX (uq_hash) WHERE applyUrlHash IN (?) FOR UPDATE',
        [keys],
      );
    }
    await sql.query('INSERT INTO t (id, applyUrlHash, pad) VALUES ?', [rows]);
  }
  await sql.query('COMMIT');
  const ms = Date.now() - start;
  const [[size]] = await sql.query(
    "SELECT index_length AS bytes FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 't'",
  );
  return { ms, indexMb: Number(size.bytes) / 1048576 };
}

const database = `hash_key_width_${Date.now()}`;
const sql = await serverConnection();
try {
  await sql.query(`CREATE DATABASE \`${database}\``);
  await sql.query(`USE \`${database}\``);
  console.log(
    `| key | into the empty table | into ${ROWS.toLocaleString('en-US')} rows | ratio | unique index at ${(ROWS + BATCHES * BATCH).toLocaleString('en-US')} rows |`,
  );
  console.log('|---|---|---|---|---|');
  for (const [name, key] of Object.entries(KEYS)) {
    const empty = await importInto(sql, key, 0);
    const full = await importInto(sql, key, ROWS);
    console.log(
      `| ${name} | ${empty.ms} ms | ${full.ms} ms | ${(full.ms / empty.ms).toFixed(2)} | ${full.indexMb.toFixed(0)} MB |`,
    );
  }
} finally {
  await sql.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await sql.end();
}
