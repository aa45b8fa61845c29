import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { normaliseEmail } from '../users/email-identity';
import type { AppConfig, DatabaseConfig, GoogleServiceAccount, SearchLimits } from './app-config';
import { ConfigError, validateEnvironment } from './environment';

const BACKEND_ROOT = resolve(__dirname, '..', '..');
const REPO_ROOT = resolve(BACKEND_ROOT, '..');

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * A secret for signing session cookies in development when SESSION_SECRET is unset: made once and
 * kept in the data directory so that sessions survive restarts. Production requires the variable.
 */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `"Site name" <no-reply@host>`, the host taken from PUBLIC_URL (`localhost.local` for a bare host or IP). */
function defaultSender(siteName: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const named = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host) && !/^[\d.]+$/.test(host);
  const domain = named ? host : 'localhost.local';
  return `"${siteName.replace(/["\\]/g, '')}" <no-reply@${domain}>`;
}

function originOf(value: string): string | null {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

/**
 * A search may hold at most half the pool (at least one connection), so sign-in, admin, page
 * reads and the health checks always find one; it waits for a slot as long as a statement may run.
 */
function searchLimits(
  timeoutMs: number | undefined,
  concurrency: number | undefined,
  database: DatabaseConfig,
  perClient?: number,
): SearchLimits {
  // Below the client-side query timeout, so the server ends a slow search before the client
  // drops its connection (which would leave the statement running).
  const clientLimit = database.type === 'mysql' ? database.readTimeoutMs - 250 : 5000;
  const statementTimeoutMs = timeoutMs ?? Math.max(250, Math.min(5000, clientLimit));
  const pool = database.type === 'mysql' ? database.poolSize : 2;
  return {
    statementTimeoutMs,
    concurrency: concurrency ?? Math.max(1, Math.floor(pool / 2)),
    perClient: perClient ?? 3,
    queueTimeoutMs: statementTimeoutMs,
  };
}

/**
 * The app's configuration from the environment (`raw`), checked by `validateEnvironment` (a wrong
 * or missing value stops the start with every problem named, ConfigError), with the defaults of
 * the embedded mode filled in (docs/operations.md, "Configuration", lists every variable).
 */
export function loadConfig(raw: Record<string, string | undefined> = process.env): AppConfig {
  const env = validateEnvironment(raw);
  const port = env.PORT ?? 3000;
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data'));
  const nodeEnv = env.NODE_ENV ?? 'development';
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const siteName = env.SITE_NAME ?? 'Gridiron Careers';

  const database: DatabaseConfig = env.DATABASE_URL?.startsWith('mysql://')
    ? {
        type: 'mysql',
        url: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE ?? 10,
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS ?? 2000,
        readTimeoutMs: env.DATABASE_READ_TIMEOUT_MS ?? 2000,
        writeTimeoutMs: Math.max(
          env.DATABASE_WRITE_TIMEOUT_MS ?? 5000,
          env.DATABASE_READ_TIMEOUT_MS ?? 2000,
        ),
      }
    : {
        type: 'sqlite',
        path: env.DATABASE_URL
          ? resolve(env.DATABASE_URL.slice('sqlite:'.length))
          : join(dataDir, 'jobboard.sqlite'),
      };

  const storage: AppConfig['storage'] =
    env.STORAGE === 's3'
      ? {
          driver: 's3',
          s3: {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION ?? 'us-east-1',
            bucket: env.S3_BUCKET!,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
            presignEndpoint: env.S3_PRESIGN_ENDPOINT?.replace(/\/$/, ''),
          },
        }
      : { driver: 'local', uploadDir: join(dataDir, 'uploads') };

  const secrets = env.SESSION_SECRET
    ? env.SESSION_SECRET.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [developmentSecret(dataDir)];

  return {
    env: nodeEnv,
    port,
    publicUrl,
    siteName,
    dataDir,
    database,
    embedded: database.type === 'sqlite',
    redisUrl: env.REDIS_URL,
    storage,
    session: { secrets, cookieSecure: env.COOKIE_SECURE ?? nodeEnv === 'production' },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: originList(env.ALLOWED_ORIGINS),
    corsOrigins: originList(env.CORS_ORIGINS),
    pageImageOrigins: (env.PAGE_IMAGE_ORIGINS ?? '')
      .split(',')
      .map((o) => originOf(o.trim()))
      .filter((o): o is string => o !== null),
    seedDemo: env.SEED_DEMO,
    migrationsRun: env.MIGRATIONS_RUN ?? true,
    backgroundWork: env.BACKGROUND_WORK ?? true,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: normaliseEmail(env.ADMIN_EMAIL), password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    adminRemoteUrl: env.ADMIN_REMOTE_URL ?? '/remotes/admin/mf-manifest.json',
    shellDistDir: resolve(env.SHELL_DIST_DIR ?? join(REPO_ROOT, 'frontend-shell', 'dist')),
    adminDistDir: resolve(env.ADMIN_DIST_DIR ?? join(REPO_ROOT, 'frontend-admin', 'dist')),
    serveSourceMaps: env.SERVE_SOURCE_MAPS ?? false,
    bodyLimit: env.BODY_LIMIT ?? '256kb',
    shutdown: { delayMs: env.SHUTDOWN_DELAY_MS ?? 0, timeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? 25000 },
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS ?? 65000,
    rateLimitAuthPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE ?? 10,
    passwordHashing: env.PASSWORD_HASHING ?? 'standard',
    jobLifetimeDays: env.JOB_LIFETIME_DAYS ?? 60,
    alerts: {
      timeZone: env.SITE_TIME_ZONE ?? 'UTC',
      dailyHour: env.ALERTS_DAILY_HOUR ?? 8,
      weeklyDay: env.ALERTS_WEEKLY_DAY ?? 1,
      sweepMs: env.ALERTS_SWEEP_MS ?? 60_000,
    },
    ingestion: {
      greenhouseUrl: (env.INGESTION_GREENHOUSE_URL ?? 'https://boards-api.greenhouse.io').replace(
        /\/$/,
        '',
      ),
      leverUrl: (env.INGESTION_LEVER_URL ?? 'https://api.lever.co').replace(/\/$/, ''),
      leverEuUrl: (env.INGESTION_LEVER_EU_URL ?? 'https://api.eu.lever.co').replace(/\/$/, ''),
      tickMs: env.INGESTION_TICK_MS ?? 60_000,
      userAgent: `GridironCareersBot/1.0 (+${publicUrl})`,
      timeoutMs: env.INGESTION_TIMEOUT_MS ?? 15_000,
      retries: env.INGESTION_RETRIES ?? 3,
      backoffMs: env.INGESTION_BACKOFF_MS ?? 2_000,
      maxWaitMs: env.INGESTION_MAX_WAIT_MS ?? 60_000,
      hostIntervalMs: env.INGESTION_HOST_INTERVAL_MS ?? 1_000,
      allowedNetworks: env.INGESTION_ALLOWED_NETWORKS ?? '',
      maxBodyBytes: env.INGESTION_MAX_BODY_BYTES ?? 20 * 1024 * 1024,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      smtpConnections: env.MAIL_SMTP_CONNECTIONS ?? 3,
      from: env.MAIL_FROM ?? defaultSender(siteName, publicUrl),
      outboxDir: join(dataDir, 'mail'),
      retryBaseMs: env.MAIL_RETRY_BASE_MS ?? 30_000,
      maxAttempts: env.MAIL_MAX_ATTEMPTS ?? 8,
      pollMs: env.MAIL_POLL_MS ?? 5_000,
      retentionDays: env.MAIL_RETENTION_DAYS ?? 30,
    },
    indexing: {
      indexNow: env.INDEXNOW_KEY
        ? {
            key: env.INDEXNOW_KEY,
            endpoint: env.INDEXNOW_ENDPOINT ?? 'https://api.indexnow.org/indexnow',
          }
        : undefined,
      google: env.GOOGLE_INDEXING_CREDENTIALS
        ? {
            account: readServiceAccount(env.GOOGLE_INDEXING_CREDENTIALS),
            endpoint:
              env.GOOGLE_INDEXING_ENDPOINT ??
              'https://indexing.googleapis.com/v3/urlNotifications:publish',
          }
        : undefined,
      retryBaseMs: env.INDEXING_RETRY_BASE_MS ?? 60_000,
      pollMs: env.INDEXING_POLL_MS ?? 30_000,
      batchDelayMs: env.INDEXING_BATCH_DELAY_MS ?? 1_000,
    },
    sitemapUrlsPerFile: env.SITEMAP_URLS_PER_FILE ?? 50_000,
    search: searchLimits(
      env.SEARCH_STATEMENT_TIMEOUT_MS,
      env.SEARCH_CONCURRENCY,
      database,
      env.SEARCH_PER_CLIENT,
    ),
  };
}

/** The service account key file GOOGLE_INDEXING_CREDENTIALS names; a missing or wrong file stops the start. */
function readServiceAccount(path: string): GoogleServiceAccount {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (err) {
    throw new ConfigError([
      `GOOGLE_INDEXING_CREDENTIALS must name a readable service account JSON file: ${(err as Error).message}`,
    ]);
  }
  const text = (key: string) => (typeof json[key] === 'string' ? (json[key] as string) : '');
  const missing = ['client_email', 'private_key', 'token_uri'].filter((key) => !text(key));
  if (missing.length) {
    throw new ConfigError([
      `GOOGLE_INDEXING_CREDENTIALS: the service account file lacks ${missing.join(', ')}`,
    ]);
  }
  return {
    clientEmail: text('client_email'),
    privateKey: text('private_key'),
    privateKeyId: text('private_key_id') || undefined,
    tokenUri: text('token_uri'),
  };
}

/** A comma-separated list of origins, without trailing slashes. */
function originList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
}
