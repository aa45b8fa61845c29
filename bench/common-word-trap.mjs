// What a word costs the board when all its jobs are older than the board's newest listings: one
// app process on the board of bench/common-word-data.mjs (`words` old jobs of the word under
// `listed` newer listings); then each search's first request and five repeats, one at a time,
// and each once more 20 s later.
// At most MAX_CANDIDATES jobs, the page reads the word's candidates. Past that, newest first walks
// the listings from the word's newest posting date, which its word lists record; without that
// date, it walks the newest listings, finds too few, then reads the candidates up to
// MAX_OLD_WORD_CANDIDATES, or walks the board to the word's first match once per job write
// (docs/decisions/0267). The
// "closing soon" and "highest pay" orders walk their first 2,000 listings (those posted after
// the words' newest date from the order's index alone); past that, MySQL sorts
// the board index's range up to the words' newest date (at most 200,000 listings that old), else
// they read the candidates of words of up to 200,000 jobs, or every match from the board's index
// past that, and sort them.
// `node bench/common-word-trap.mjs [words] [listed]` (default 3,000 and 1,000,000).
import { setTimeout as sleep } from 'node:timers/promises';
import { fillTrap, SEARCHES } from './common-word-data.mjs';
import { timed } from './scale-requests.mjs';
import { LIFETIME_DAYS, member, oneAppCluster, session } from './scale.mjs';

const [words = '3000', listed = '1000000'] = process.argv.slice(2);
const REPEATS = 5;
/** Past the 15 s the board's cached answers live, within the 5 minutes a search's place does. */
const LATER_MS = 20_000;
const admin = { email: 'trap-admin@example.com', password: 'trap-admin-password-1' };
// One member's session stands in for many members (see SEARCH_PER_CLIENT in bench/run.mjs).
const cluster = oneAppCluster(admin, {
  SEARCH_PER_CLIENT: '100',
  JOB_LIFETIME_DAYS: String(LIFETIME_DAYS),
});

/**
 * A search's time in ms (one decimal), one request at a time; an answer other than 200 is shown
 * with its status (a search past the statement limit answers 503).
 */
async function searchMs(path, cookie) {
  const { ms, status } = await timed(`${cluster.url}${path}`, cookie);
  const rounded = Math.round(ms * 10) / 10;
  return status === 200 ? rounded : `${status} in ${rounded}`;
}

/** What a search answered: its rows and the total behind them (read after the timing). */
async function answerOf(path, cookie) {
  const res = await fetch(`${cluster.url}${path}`, { headers: { cookie } });
  if (!res.ok) return { rows: `no rows (${res.status})`, total: '?' };
  return { rows: (await res.json()).length, total: res.headers.get('x-total-count') };
}

try {
  await cluster.start();
  const adminCookie = await session(cluster, '/api/login', admin, 200);
  await fillTrap(cluster, adminCookie, Number(words), Number(listed));
  const cookie = await member(cluster, 1);
  // A board page and a search of another word first, so that the first requests timed are the
  // word's own, not the process's first (its first search compiles code the next ones reuse).
  for (const warmUp of ['/api/jobs?limit=50', '/api/jobs?position=Coach&limit=50']) {
    for (let i = 0; i < 3; i++) {
      const ms = await searchMs(warmUp, cookie);
      if (typeof ms !== 'number') throw new Error(`${warmUp}: ${ms} ms`);
    }
  }
  console.log(
    `${Number(words).toLocaleString('en-US')} jobs of the word, older than ` +
      `${Number(listed).toLocaleString('en-US')} newer listings; ms (first request, then repeats)`,
  );
  for (const search of SEARCHES) {
    const path = `/api/jobs?${search}&limit=50`;
    const first = await searchMs(path, cookie);
    const repeats = [];
    for (let i = 0; i < REPEATS; i++) repeats.push(await searchMs(path, cookie));
    const { rows, total } = await answerOf(path, cookie);
    console.log(
      `${search}: ${rows} rows of ${total}; first ${first}, repeats ${repeats.join(', ')}`,
    );
  }
  // With no job write since, each search once more after the board's cached answers expired.
  await sleep(LATER_MS);
  const later = [];
  for (const search of SEARCHES) {
    later.push(`${search} ${await searchMs(`/api/jobs?${search}&limit=50`, cookie)}`);
  }
  console.log(`${LATER_MS / 1000} s later, no write since: ${later.join('; ')}`);
} finally {
  await cluster.stopAll();
}
