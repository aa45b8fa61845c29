// What the admin's alert summary costs on a board that sends many digests: `messages` job alert
// digests in the outbox over the last 30 days (MAIL_RETENTION_DAYS' default; 1,500,000 by default,
// 50,000 a day) and `alerts` job alerts, inserted by SQL; the summary (`GET
// /api/admin/alerts/summary`) timed with the outbox's index by creation and the alerts' index by
// last digest, then with MariaDB told to ignore both (`ALTER INDEX … IGNORED`), and the hourly
// deletion's search for old finished messages beside it. The messages' bodies are short here (a
// real digest's 25 KB lives outside the row's page anyway). Then the 14 days' counts by SQL, as one
// statement and as one statement a day. `node bench/admin-alert-summary.mjs
// [messages] [alerts]`; nothing is written to docs/.
import { Cluster } from '../scripts/scale/cluster.mjs';
import { measure } from './scale-requests.mjs';
import { session } from './scale.mjs';

const MESSAGES = Number(process.argv[2] ?? 1_500_000);
const ALERTS = Number(process.argv[3] ?? 100_000);
const DAYS = 30;
const CHUNK = 100_000;
const ADMIN = { email: 'summary-admin@example.com', password: 'summary-admin-password-1' };
const INDEXES = [
  ['mail_outbox', 'IDX_mail_outbox_created'],
  ['job_alerts', 'IDX_job_alerts_last_sent'],
];
/** The deletion's search (MailOutboxRepository.deleteFinishedBefore), past the retention. */
const OLD_FINISHED = `SELECT id FROM mail_outbox WHERE status IN ('sent', 'undeliverable', 'unconfirmed')
  AND createdAt < NOW() - INTERVAL ${DAYS} DAY LIMIT 1000`;

const cluster = new Cluster({
  replicas: 1,
  balancer: false,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  // No sweep or delivery may touch the seeded rows while they are measured.
  env: { BACKGROUND_WORK: 'false' },
});

try {
  await cluster.start();
  const admin = await session(cluster, '/api/login', ADMIN, 200);
  const conn = await cluster.sql();
  for (let from = 1; from <= MESSAGES; from += CHUNK) {
    const to = Math.min(MESSAGES, from + CHUNK - 1);
    await conn.query(
      `INSERT INTO mail_outbox (id, idempotencyKey, recipient, template, raw, status, attempts,
         nextAttemptAt, sentAt, createdAt)
       SELECT UUID(), CONCAT('job-alert:bench:', seq), 'member@example.com', 'job-alert',
         REPEAT('x', 200), IF(seq % 100 = 0, 'undeliverable', 'sent'), 1, NOW(), NOW(),
         NOW() - INTERVAL (seq % ${DAYS * 86_400}) SECOND
       FROM seq_${from}_to_${to}`,
    );
    console.log(`  ${to.toLocaleString('en-US')} messages`);
  }
  await conn.query(
    `INSERT INTO job_alerts (id, userId, name, filters, frequency, paused, listedAfter, lastSentAt)
     SELECT UUID(), UUID(), CONCAT('Alert ', seq), '{}', IF(seq % 3 = 0, 'weekly', 'daily'),
       seq % 10 = 0, NOW(), NOW() - INTERVAL (seq % 1440) MINUTE
     FROM seq_1_to_${ALERTS}`,
  );
  await conn.query('ANALYZE TABLE mail_outbox, job_alerts');

  const rows = [];
  for (const ignored of [false, true]) {
    for (const [table, index] of INDEXES) {
      await conn.query(
        `ALTER TABLE ${table} ALTER INDEX ${index} ${ignored ? 'IGNORED' : 'NOT IGNORED'}`,
      );
    }
    const summary = await measure(cluster.url, '/api/admin/alerts/summary', admin, {
      repeats: 10,
      slowMs: 5000,
    });
    const start = process.hrtime.bigint();
    await conn.query(OLD_FINISHED);
    const deletionMs = Number(process.hrtime.bigint() - start) / 1e6;
    rows.push({ ignored, summary, deletionMs });
    console.log(
      `${ignored ? 'indexes ignored' : 'indexes in use'}: summary first ${summary.first} ms ` +
        `(${summary.status}), p95 ${summary.p95 ?? '—'} ms; old finished messages ${deletionMs.toFixed(0)} ms`,
    );
  }
  for (const [table, index] of INDEXES) {
    await conn.query(`ALTER TABLE ${table} ALTER INDEX ${index} NOT IGNORED`);
  }
  // The digests per day as one statement over the 14 days, against one statement a day (as
  // AdminAlertsService.summary reads them): what each statement costs against the limit.
  const timed = async (sql, params) => {
    const start = process.hrtime.bigint();
    await conn.query(sql, params);
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  const since = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 13 * 86_400_000);
  const oneStatementMs = await timed(
    `SELECT DATE(createdAt), status, COUNT(*) FROM mail_outbox
     WHERE template = 'job-alert' AND createdAt >= ? GROUP BY DATE(createdAt), status`,
    [since],
  );
  const perDayMs = [];
  for (let day = 0; day < 14; day++) {
    const from = new Date(since.getTime() + day * 86_400_000);
    perDayMs.push(
      await timed(
        `SELECT status, COUNT(*) FROM mail_outbox WHERE createdAt >= ? AND createdAt < ?
         AND template = 'job-alert' GROUP BY status`,
        [from, new Date(from.getTime() + 86_400_000)],
      ),
    );
  }
  await conn.end();

  console.log(
    `\n${MESSAGES.toLocaleString('en-US')} digests over ${DAYS} days, ${ALERTS.toLocaleString('en-US')} alerts; ms`,
  );
  console.log('| | summary, first / p95 of 10 | search for old finished messages |\n|---|---|---|');
  const cell = (f) => (f.status >= 400 ? `${f.status} after ${f.first}` : `${f.first} / ${f.p95}`);
  for (const r of rows) {
    console.log(
      `| ${r.ignored ? 'indexes ignored' : 'with the indexes'} | ${cell(r.summary)} | ${r.deletionMs.toFixed(0)} |`,
    );
  }
  console.log(
    `\nThe 14 days' counts as one statement ${oneStatementMs.toFixed(0)} ms; a statement a day: ` +
      `${perDayMs.reduce((a, b) => a + b, 0).toFixed(0)} ms in all, the slowest ${Math.max(...perDayMs).toFixed(0)} ms.`,
  );
} finally {
  await cluster.stopAll();
}
