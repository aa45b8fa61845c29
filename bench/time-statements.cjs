// Preloaded into the app by bench/profile-import-growth.mjs, bench/import-floor.mjs and
// bench/profile-alert-sweep.mjs (`node --require`): times every statement mysql2 sends (its
// `mysql2:query` tracing channel, from the call to the answer, after the values are escaped into
// it) and appends `{ sql, ms, at }` lines (`at`: when it was sent, ms on the app's monotonic
// clock) to the file named by
// BENCH_STATEMENT_TIMES (the first 1,000 characters of each: enough to reach the first table
// after a long select list).
const dc = require('node:diagnostics_channel');
const { appendFileSync } = require('node:fs');

const file = process.env.BENCH_STATEMENT_TIMES;
if (file) {
  const started = new WeakMap();
  const done = (context) => {
    const start = started.get(context);
    if (start === undefined) return;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const at = Number(start) / 1e6;
    appendFileSync(
      file,
      `${JSON.stringify({ sql: String(context.query).slice(0, 1000), ms, at })}\n`,
    );
  };
  dc.tracingChannel('mysql2:query').subscribe({
    start: (context) => started.set(context, process.hrtime.bigint()),
    end: () => undefined,
    asyncStart: done,
    asyncEnd: () => undefined,
    error: () => undefined,
  });
}
