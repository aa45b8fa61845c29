// The board's requests the scale step measures, and how it measures them: first requests
// (nothing cached) and the p95 of repeats, as one member or visitor sends them.
import { cpus } from 'node:os';
import { percentile } from './stats.mjs';

/**
 * Every request of the live board (list, filters, sorts, facets, counts and crawler documents),
 * and the admin's job list, which reads every job.
 */
export function boardRequests({ jobId, teamSlug, lastSitemapFile }) {
  return [
    ['list', '/api/jobs?limit=20', 'member'],
    ['list, page 50', '/api/jobs?limit=20&offset=1000', 'member'],
    ['sort closing soon', '/api/jobs?limit=20&sort=closing', 'member'],
    ['sort highest pay', '/api/jobs?limit=20&sort=pay', 'member'],
    ['"coach"', '/api/jobs?limit=20&position=coach', 'member'],
    ['"coach" in "tx"', '/api/jobs?limit=20&position=coach&location=tx', 'member'],
    ['"analytics"', '/api/jobs?limit=20&position=analytics', 'member'],
    ['"harbormaster" (rare)', '/api/jobs?limit=20&position=harbormaster', 'member'],
    ['team "austin"', '/api/jobs?limit=20&teamName=austin', 'member'],
    ['department=coaching', '/api/jobs?limit=20&department=coaching', 'member'],
    ['level=senior', '/api/jobs?limit=20&level=senior', 'member'],
    ['coaching + senior', '/api/jobs?limit=20&department=coaching&level=senior', 'member'],
    ['internship in "ca"', '/api/jobs?limit=20&employmentType=internship&location=ca', 'member'],
    ['facets', '/api/jobs/facets', 'member'],
    ['facets "coach"', '/api/jobs/facets?position=coach', 'member'],
    ['stats', '/api/stats', 'visitor'],
    ['teams', '/api/teams', 'visitor'],
    ['featured', '/api/jobs/featured', 'visitor'],
    ['team page', `/api/teams/${teamSlug}`, 'member'],
    ['job page', `/api/jobs/${jobId}`, 'visitor'],
    ['sitemap index', '/sitemap.xml', 'visitor'],
    ['sitemap, last jobs file', lastSitemapFile, 'visitor'],
    ['feed', '/jobs/feed.xml', 'visitor'],
    ['admin job list', '/api/admin/jobs?limit=50', 'admin'],
  ];
}

/** One request, one at a time: its time in ms and its status, the body read whole. */
export async function timed(url, cookie) {
  const start = process.hrtime.bigint();
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  await res.arrayBuffer();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.status };
}

/**
 * Repeats of each request: a p95 of 40 is the third-slowest, so one stray pause (a collection, a
 * sweep's statement) does not stand for the request as a p95 of 10, the slowest but one, did.
 */
export const SHAPE_REPEATS = 40;

/**
 * Repeats of each request in the two shapes the history goal compares (50,000 listed alone, and
 * beside closed rows): a p95 of 200 is the eleventh-slowest, so a cell over the goal is the
 * request's tail rather than a pause of the machine that fell on three of its forty repeats. The
 * shape of 1,000,000 listed keeps SHAPE_REPEATS: its last sitemap file takes about 2 s a request.
 */
export const HISTORY_REPEATS = 200;

/** First requests of each request measured, each after the read cache was made stale. */
export const FIRSTS = 3;

/** The figures of a scale run of the shapes, before any is measured. */
export function shapeFigures(jobs, listed) {
  const machine = `${cpus().length} × ${cpus()[0].model}`;
  const date = new Date().toISOString();
  return { jobs, listed, date, machine, repeats: SHAPE_REPEATS, shapes: {} };
}

/**
 * First request, then `repeats` more (p95), one at a time. A request slower than `slowMs` is not
 * repeated: its first figure says enough, and repeating it would take minutes.
 */
export async function measure(
  baseUrl,
  path,
  cookie,
  { repeats = SHAPE_REPEATS, slowMs = 1000 } = {},
) {
  const first = await timed(baseUrl + path, cookie);
  const figure = { first: Math.round(first.ms), status: first.status, p95: null };
  if (first.ms > slowMs || first.status >= 400) return figure;
  const times = [];
  for (let i = 0; i < repeats; i++) times.push((await timed(baseUrl + path, cookie)).ms);
  figure.p95 = Math.round(percentile(times, 95) * 10) / 10;
  return figure;
}

/**
 * Every request of `requests` ([name, path, who]) measured together, one request at a time:
 * `firsts` rounds in which the read cache is made stale (`cache.bump()`) before each request, its
 * first figure the median of those (the first of them also reads pages the buffer pool may not
 * hold yet; one sample would tell a pause of the process as the request's cost), then `repeats`
 * rounds of every request in turn for the p95, so a pause of the machine (a collection, InnoDB
 * writing out pages) falls on several requests' repeats instead of on one request's p95. A request
 * whose first answer is slower than `slowMs` or an error is not asked again.
 */
export async function measureTogether(
  baseUrl,
  requests,
  cookieOf,
  cache,
  { repeats = SHAPE_REPEATS, firsts = FIRSTS, slowMs = 1000 } = {},
) {
  const state = requests.map(([name, path, who]) => ({
    name,
    url: baseUrl + path,
    cookie: cookieOf(who),
    firsts: [],
    times: [],
    status: 200,
  }));
  for (let round = 0; round < firsts; round++) {
    for (const request of state) {
      if (request.status >= 400 || request.firsts.some((ms) => ms > slowMs)) continue;
      await cache.bump();
      const { ms, status } = await timed(request.url, request.cookie);
      request.firsts.push(ms);
      request.status = status;
    }
  }
  const repeated = state.filter((r) => r.status < 400 && r.firsts.every((ms) => ms <= slowMs));
  for (let round = 0; round < repeats; round++) {
    for (const request of repeated)
      request.times.push((await timed(request.url, request.cookie)).ms);
  }
  return Object.fromEntries(
    state.map((r) => [
      r.name,
      {
        first: Math.round(percentile(r.firsts, 50)),
        firsts: r.firsts.map(Math.round),
        status: r.status,
        p95: r.times.length ? Math.round(percentile(r.times, 95) * 10) / 10 : null,
        median: r.times.length ? Math.round(percentile(r.times, 50) * 10) / 10 : null,
      },
    ]),
  );
}
