import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { validateEnvironment } from './environment';

export const APP_CONFIG = Symbol('APP_CONFIG');

export type DatabaseConfig =
  { type: 'sqlite'; path: string } | { type: 'mysql'; url: string; poolSize: number };

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
  forcePathStyle: boolean;
  /** The endpoint signed into upload URLs (browsers PUT there); default `endpoint`. */
  presignEndpoint?: string;
}

/** The typed, validated configuration every module reads (inject with `@Inject(APP_CONFIG)`). */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string;
  siteName: string;
  dataDir: string;
  database: DatabaseConfig;
  /** True when running on the embedded default (SQLite). */
  embedded: boolean;
  redisUrl?: string;
  storage: { driver: 'local'; uploadDir: string } | { driver: 's3'; s3: S3Config };
  session: { secrets: string[]; cookieSecure: boolean };
  trustProxy: boolean | number | string;
  allowedOrigins: string[];
  /** undefined: decide at start (seed an empty embedded database). */
  seedDemo?: boolean;
  migrationsRun: boolean;
  admin?: { email: string; password: string };
  logLevel: string;
  adminRemoteUrl: string;
  shellDistDir: string;
  adminDistDir: string;
  bodyLimit: string;
  shutdown: { delayMs: number; timeoutMs: number };
  keepAliveTimeoutMs: number;
  rateLimitAuthPerMinute: number;
  /** Days a job without its own closing date stays open after it arrived; 0: no default expiry. */
  jobLifetimeDays: number;
}

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

export function loadConfig(raw: Record<string, string | undefined> = process.env): AppConfig {
  const env = validateEnvironment(raw);
  const port = env.PORT ?? 3000;
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data'));
  const nodeEnv = env.NODE_ENV ?? 'development';

  const database: DatabaseConfig = env.DATABASE_URL?.startsWith('mysql://')
    ? { type: 'mysql', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE ?? 10 }
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
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    siteName: env.SITE_NAME ?? 'Gridiron Careers',
    dataDir,
    database,
    embedded: database.type === 'sqlite',
    redisUrl: env.REDIS_URL,
    storage,
    session: { secrets, cookieSecure: env.COOKIE_SECURE ?? nodeEnv === 'production' },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    seedDemo: env.SEED_DEMO,
    migrationsRun: env.MIGRATIONS_RUN ?? true,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    adminRemoteUrl: env.ADMIN_REMOTE_URL ?? '/remotes/admin/mf-manifest.json',
    shellDistDir: resolve(env.SHELL_DIST_DIR ?? join(REPO_ROOT, 'frontend-shell', 'dist')),
    adminDistDir: resolve(env.ADMIN_DIST_DIR ?? join(REPO_ROOT, 'frontend-admin', 'dist')),
    bodyLimit: env.BODY_LIMIT ?? '256kb',
    shutdown: { delayMs: env.SHUTDOWN_DELAY_MS ?? 0, timeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? 25000 },
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS ?? 65000,
    rateLimitAuthPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE ?? 10,
    jobLifetimeDays: env.JOB_LIFETIME_DAYS ?? 60,
  };
}
