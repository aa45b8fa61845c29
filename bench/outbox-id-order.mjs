// What the kind of id costs the mail outbox when it holds weeks of digests: a copy of
// `mail_outbox` (the migration's columns and indexes) filled with `rows` finished messages, then
// `digests` new messages stored one statement each, as the alert sweep stores them (about 25 KB
// of message each), then the retention's deletion of the oldest day (a thirtieth of the fill,
// 1,000 at a time as the hourly deletion does), with random ids (UUIDv4) and with time-ordered
// ones (UUIDv7). `node bench/outbox-id-order.mjs [rows] [digests]` (default 1,000,000 and 5,000)
// on the MariaDB of TEST_DATABASE_URL with its stock buffer pool; its own throw-away database;
// nothing is written to docs/.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverConnection } from '../scripts/scale/cluster.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'backend', 'package.json'));
const { v7: uuidv7 } = require('uuid');

const ROWS = Number(process.argv[2] ?? 1_000_000);
const DIGESTS = Number(process.argv[3] ?? 5000);
const FILL_CHUNK = 100_000;
const MESSAGE = `Content-Type: text/html\r\n\r\n${'<p>A job for you</p>\n'.repeat(1200)}`;

/** SQL giving the id of the `seq`-th old message (oldest first) the way each kind would. */
const KINDS = {
  'random (UUIDv4)': {
    oldId:
      "CONCAT_WS('-', SUBSTR(MD5(seq), 1, 8), SUBSTR(MD5(seq), 9, 4), CONCAT('4', SUBSTR(MD5(seq), 14, 3)), SUBSTR(MD5(seq), 17, 4), SUBSTR(MD5(seq), 21, 12))",
    newId: () => randomUUID(),
  },
  'time-ordered (UUIDv7)': {
    // The first 48 bits are the time in milliseconds: the old messages two seconds apart, before now.
    oldId: `CONCAT_WS('-', SUBSTR(LPAD(HEX(@start + seq * 2000), 12, '0'), 1, 8), SUBSTR(LPAD(HEX(@start + seq * 2000), 12, '0'), 9, 4), CONCAT('7', SUBSTR(MD5(seq), 14, 3)), SUBSTR(MD5(seq), 17, 4), SUBSTR(MD5(seq), 21, 12))`,
    newId: () => uuidv7(),
  },
};

async function run(sql, kind) {
  await sql.query('DROP TABLE IF EXISTS mail_outbox');
  await sql.query(
    `CREATE TABLE mail_outbox (id varchar(36) NOT NULL, idempotencyKey varchar(191) NOT NULL,
       recipient varchar(254) NOT NULL, template varchar(40) NOT NULL, raw mediumtext NOT NULL,
       status varchar(16) NOT NULL DEFAULT 'pending', attempts int NOT NULL DEFAULT '0',
       nextAttemptAt datetime NOT NULL, claimedAt datetime NULL, lastError varchar(500) NULL,
       sentAt datetime NULL, createdAt datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
       UNIQUE INDEX UQ_mail_outbox_idempotencyKey (idempotencyKey),
       INDEX IDX_mail_outbox_status_next (status, nextAttemptAt),
       INDEX IDX_mail_outbox_created (createdAt, template, status),
       PRIMARY KEY (id)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4`,
  );
  // The old messages' text is short: the clustered index is what the id decides, and a digest's
  // 25 KB lives on pages of its own either way.
  await sql.query('SET @start = (UNIX_TIMESTAMP() - ? * 2) * 1000', [ROWS]);
  for (let from = 1; from <= ROWS; from += FILL_CHUNK) {
    const to = Math.min(ROWS, from + FILL_CHUNK - 1);
    await sql.query(
      `INSERT INTO mail_outbox (id, idempotencyKey, recipient, template, raw, status, attempts,
         nextAttemptAt, sentAt, createdAt)
       SELECT ${kind.oldId}, CONCAT('alert-digest:', MD5(seq)), CONCAT('member', seq, '@example.com'),
         'alert-digest', 'sent', 'sent', 1, FROM_UNIXTIME((@start + seq * 2000) / 1000),
         FROM_UNIXTIME((@start + seq * 2000) / 1000), FROM_UNIXTIME((@start + seq * 2000) / 1000)
       FROM seq_${from}_to_${to}`,
    );
  }
  // Let InnoDB write out the fill before the timed part (as the scale run waits for it).
  await new Promise((r) => setTimeout(r, 20_000));
  let start = Date.now();
  for (let i = 0; i < DIGESTS; i++) {
    await sql.query(
      `INSERT INTO mail_outbox (id, idempotencyKey, recipient, template, raw, status, attempts,
         nextAttemptAt) VALUES (?, ?, ?, 'alert-digest', ?, 'pending', 0, NOW())`,
      [kind.newId(), `alert-digest:${randomUUID()}`, `new${i}@example.com`, MESSAGE],
    );
  }
  const store = Date.now() - start;
  // As the hourly retention deletes: 1,000 ids at a time from the creation index, then those rows.
  start = Date.now();
  let removed = 0;
  for (;;) {
    const [ids] = await sql.query(
      `SELECT id FROM mail_outbox WHERE status IN ('sent', 'undeliverable', 'unconfirmed')
         AND createdAt < FROM_UNIXTIME((@start + ? * 2000) / 1000) LIMIT 1000`,
      [Math.round(ROWS / 30)],
    );
    if (!ids.length) break;
    await sql.query('DELETE FROM mail_outbox WHERE id IN (?)', [ids.map((row) => row.id)]);
    removed += ids.length;
  }
  const remove = Date.now() - start;
  return { store, remove, removed };
}

const database = `outbox_id_order_${Date.now()}`;
const sql = await serverConnection();
try {
  await sql.query(`CREATE DATABASE \`${database}\``);
  await sql.query(`USE \`${database}\``);
  const rows = ROWS.toLocaleString('en-US');
  console.log(
    `| ids | ${DIGESTS.toLocaleString('en-US')} digests stored into ${rows} messages | the oldest day deleted |`,
  );
  console.log('|---|---|---|');
  for (const [name, kind] of Object.entries(KINDS)) {
    const { store, remove, removed } = await run(sql, kind);
    console.log(
      `| ${name} | ${store} ms (${(store / DIGESTS).toFixed(2)} ms each) | ${remove} ms (${removed.toLocaleString('en-US')} messages) |`,
    );
  }
} finally {
  await sql.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await sql.end();
}
