// When the slow answers of the history shapes come: 50,000 listed jobs alone, then beside
// `history` closed rows (default 950,000), each measured as the scale run does (rounds over every
// board request, 200 rounds), with the time of each answer kept. For a few requests it prints the
// median, the p95 and the twelve slowest answers with their round and time; and how many rounds
// had several requests at over three times their own median at once (a pause of the machine
// rather than of one request). `node bench/history-tails.mjs [history]`; nothing is written to docs/.
import { boardRequests, HISTORY_REPEATS, timed } from './scale-requests.mjs';
import {
  importRows,
  LIFETIME_DAYS,
  member,
  oneAppCluster,
  importClosedHistory,
  session,
  settleInnoDb,
} from './scale.mjs';
import { percentile } from './stats.mjs';

const HISTORY = Number(process.argv[2] ?? 950_000);
const SHOWN = ['"coach" in "tx"', '"coach"', 'facets "coach"', 'job page', 'list'];
const admin = { email: 'tails-admin@example.com', password: 'tails-admin-password-1' };
const cluster = oneAppCluster(admin, {
  JOB_LIFETIME_DAYS: String(LIFETIME_DAYS),
  SEARCH_PER_CLIENT: '100',
});

async function tails(label, cookies) {
  const conn = await cluster.sql();
  console.log(`${label}: InnoDB settled ${JSON.stringify(await settleInnoDb(conn))}`);
  const [[job]] = await conn.query(
    'SELECT id FROM jobs WHERE isActive = 1 AND expiredAt IS NULL ORDER BY datePosted DESC LIMIT 1',
  );
  await conn.end();
  const requests = boardRequests({
    jobId: job.id,
    teamSlug: 'austin-armadillos',
    lastSitemapFile: '/sitemaps/jobs-1.xml',
  }).filter(([, , who]) => who !== 'admin');
  const answers = requests.map(() => []);
  const start = Date.now();
  for (let round = 0; round < HISTORY_REPEATS; round++) {
    for (const [i, [, path, who]] of requests.entries()) {
      const at = Date.now() - start;
      const { ms } = await timed(cluster.url + path, who === 'visitor' ? undefined : cookies[who]);
      answers[i].push({ round, at, ms });
    }
  }
  for (const name of SHOWN) {
    const mine = answers[requests.findIndex(([n]) => n === name)];
    const times = mine.map((a) => a.ms);
    const slowest = [...mine].sort((a, b) => b.ms - a.ms).slice(0, 12);
    console.log(
      `${label} | ${name}: median ${percentile(times, 50).toFixed(1)}, p95 ${percentile(times, 95).toFixed(1)} ms; ` +
        `slowest ${slowest.map((a) => `${Math.round(a.ms)} (round ${a.round}, ${(a.at / 1000).toFixed(1)} s)`).join(', ')}`,
    );
  }
  const medians = answers.map((mine) =>
    percentile(
      mine.map((a) => a.ms),
      50,
    ),
  );
  const slowInRound = new Map();
  answers.forEach((mine, i) => {
    for (const a of mine)
      if (a.ms > 3 * medians[i]) slowInRound.set(a.round, (slowInRound.get(a.round) ?? 0) + 1);
  });
  const pauses = [...slowInRound].filter(([, n]) => n >= 3).map(([round, n]) => `${round} (${n})`);
  console.log(
    `${label}: rounds with three or more requests over three times their median: ${pauses.length ? pauses.join(', ') : 'none'}`,
  );
}

try {
  await cluster.start();
  const adminCookie = await session(cluster, '/api/login', admin, 200);
  const cookies = { member: await member(cluster, 1), admin: adminCookie };
  await importRows(cluster, adminCookie, cluster.dir, 50_000, 'live');
  await tails('50,000 listed alone', cookies);
  await importClosedHistory(cluster, adminCookie, HISTORY);
  await tails(`beside ${HISTORY.toLocaleString('en-US')} closed rows`, cookies);
} finally {
  await cluster.stopAll();
}
