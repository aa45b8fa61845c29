// The cost of analytics counting on a job page request (docs/product.md#analytics): the job's
// page (HTML) and the view it reports once loaded, as a browser sends them (counted) against the
// same two requests from a robot's user agent (not counted), alternating, one at a time.
import { percentile } from './stats.mjs';

export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const BOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

/** One job page request: the page, then its view report; ms. */
async function pageView(cluster, job, userAgent) {
  const start = process.hrtime.bigint();
  const page = await fetch(`${cluster.url}/jobs/${job.id}/job`, {
    headers: { 'user-agent': userAgent },
  });
  await page.arrayBuffer();
  const view = await fetch(`${cluster.url}/api/jobs/${job.id}/views`, {
    method: 'POST',
    headers: { 'user-agent': userAgent, 'content-type': 'application/json' },
    body: JSON.stringify({ referrer: `${cluster.url}/jobs` }),
  });
  await view.arrayBuffer();
  if (!page.ok || view.status !== 204) throw new Error(`job page: ${page.status}/${view.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * `requests` page views of each kind over a few listed jobs, one robot's and one browser's in
 * turn so drift on a shared machine hits both alike; the added cost is the counted median over
 * the robot's.
 */
export async function viewCountingStep(cluster, member, requests) {
  const res = await fetch(`${cluster.url}/api/jobs?limit=20`, { headers: { cookie: member } });
  const jobs = await res.json();
  const counted = [];
  const uncounted = [];
  for (let i = 0; i < 50; i++) await pageView(cluster, jobs[i % jobs.length], BROWSER); // warm-up
  for (let i = 0; i < requests; i++) {
    const job = jobs[i % jobs.length];
    uncounted.push(await pageView(cluster, job, BOT));
    counted.push(await pageView(cluster, job, BROWSER));
  }
  const on = { p50: percentile(counted, 50), p95: percentile(counted, 95) };
  const off = { p50: percentile(uncounted, 50), p95: percentile(uncounted, 95) };
  return { requests, on, off, added: on.p50 / off.p50 - 1 };
}
