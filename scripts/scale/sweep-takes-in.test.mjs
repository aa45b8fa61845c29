// The suites that wait for a job alert sweep to take in their jobs (the scale test's digests,
// the bench's alert step) wait exactly as long as the app's sweep window needs: no less, or the
// sweep would find the window short of the newest jobs, and no more.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { sweepTakesIn } from './cluster.mjs';

const { sweepCutoff } = createRequire(import.meta.url)(
  '../../backend/dist/alerts/alert-schedule.js',
);

test('a sweep takes a job in from the first moment its window covers it, not later', () => {
  const start = Date.parse('2026-12-01T12:00:00Z');
  for (let s = 0; s < 180; s++) {
    const createdAt = new Date(start + s * 1000);
    const from = sweepTakesIn(createdAt);
    // The window is [watermark, cutoff): the job is inside it once the cutoff is past it.
    assert.ok(sweepCutoff(new Date(from)) > createdAt, `${createdAt.toISOString()}: in at ${from}`);
    assert.ok(
      sweepCutoff(new Date(from - 1000)) <= createdAt,
      `${createdAt.toISOString()}: already in a second before ${new Date(from).toISOString()}`,
    );
  }
});
