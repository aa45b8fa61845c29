// The board page's same-work ceiling: a bare `node:http` server doing the work a signed-in
// `GET /api/jobs?limit=50` cannot avoid, and nothing else: the session read from Redis with one
// GET (the product's session key, refused without a signed-in user), the product's page query
// through mysql2 (the page's ids from `job_listings` by its board index, newest first, under the
// open-by-dates condition, joined to the full rows of `jobs` and their logos, as
// BoardQueries.pageOf writes it), and the JSON of the rows. No framework, middleware,
// validation or mapping. `node bench/same-work.mjs <port> <database url> <redis url>
// <lifetime days> <pool size>`; prints `ready` once it listens.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'backend', 'package.json'));
const mysql = require('mysql2/promise');
const Redis = require('ioredis');

const DAY_MS = 24 * 60 * 60 * 1000;
const [port, databaseUrl, redisUrl, lifetimeDays, poolSize] = process.argv.slice(2);
const lifetime = Number(lifetimeDays);
const pool = mysql.createPool({
  uri: databaseUrl,
  timezone: 'Z',
  connectionLimit: Number(poolSize),
  enableKeepAlive: true,
});
const redis = new Redis(redisUrl);

/** Every column of a table, as `alias`.`column` (the product reads whole rows of both). */
async function columnsOf(table, alias) {
  const [rows] = await pool.query(
    'SELECT COLUMN_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() ' +
      'AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
    [table],
  );
  return rows.map((r) => `${alias}.\`${r.c}\` AS \`${alias}_${r.c}\``);
}

const open =
  lifetime > 0
    ? '((l.validThrough IS NOT NULL AND l.validThrough > ?) OR (l.validThrough IS NULL AND l.createdAt > ?))'
    : '(l.validThrough IS NULL OR l.validThrough > ?)';
const columns = [...(await columnsOf('jobs', 'job')), ...(await columnsOf('team_logos', 'logo'))];
const PAGE_SQL =
  `SELECT ${columns.join(', ')} FROM jobs job ` +
  'LEFT JOIN team_logos logo ON logo.teamName = job.teamName ' +
  `INNER JOIN (SELECT l.id AS id, l.datePosted AS datePosted FROM job_listings l WHERE ${open} ` +
  'ORDER BY l.datePosted DESC, l.id DESC LIMIT ? OFFSET 0) page ON page.id = job.id ' +
  'ORDER BY page.datePosted DESC, page.id DESC';

/** The session id of an express-session cookie (`sid=s:<id>.<signature>`, URL-encoded). */
function sessionId(cookie) {
  const value = /(?:^|;\s*)sid=([^;]+)/.exec(cookie ?? '')?.[1];
  if (!value) return null;
  const signed = decodeURIComponent(value);
  return signed.startsWith('s:') ? signed.slice(2, signed.lastIndexOf('.')) : null;
}

const server = createServer(async (req, res) => {
  try {
    const sid = sessionId(req.headers.cookie);
    const session = sid ? await redis.get(`sess:${sid}`) : null;
    if (!session || !JSON.parse(session).passport?.user) {
      res.writeHead(401).end();
      return;
    }
    const now = new Date();
    const params = lifetime > 0 ? [now, new Date(now.getTime() - lifetime * DAY_MS)] : [now];
    const [rows] = await pool.query(PAGE_SQL, [...params, 50]);
    const body = JSON.stringify(rows);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
