// Preloaded into the app by bench/profile-import-growth.mjs, bench/import-floor.mjs and
// bench/profile-alert-sweep.mjs (`node --require`): times every statement mysql2 sends (its
// `mysql2:query` tracing channel, from the call to the answer, after the values are escaped into
// it) and appends `{ sql, ms, at }` lines (`at`: when it was sent, ms on the app's monotonic
// clock) to the file named by
// BENCH_STATEMENT_TIMES (of a long statement, its first 1,000 characters, enough to reach the
// first table after a long select list, and its last 100, which tell a locking read).
const dc = require('node:diagnostics_channel');
const { appendFileSync } = require('node:fs');

const file = process.env.BENCH_STATEMENT_TIMES;
const shortened = (sql) => (sql.length > 1100 ? `${sql.slice(0, 1000)} … ${sql.slice(-100)}` : sql);
if (file) {
  const started = new WeakMap();
  const done = (context) => {
    const start = started.get(context);
    if (start === undefined) return;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const at = Number(start) / 1e6;
    appendFileSync(file, `${JSON.stringify({ sql: shortened(String(context.query)), ms, at })}\n`);
  };
  dc.tracingChannel('mysql2:query').subscribe({
    start: (context) => started.set(context, process.hrtime.bigint()),
    end: () => undefined,
    asyncStart: done,
    asyncEnd: () => undefined,
    error: () => undefined,
  });
}
