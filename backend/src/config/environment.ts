import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsTimeZone,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
  ValidateBy,
} from 'class-validator';
import { isNetworkList } from '../ingestion/providers/address-guard';

/** Turns "true"/"false"/"1"/"0"/"yes"/"no" into booleans; anything else is left for the validator to reject. */
const toBoolean = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  return value;
};
const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Every environment variable the backend reads, with its rule. `.env.example` documents each one;
 * a bad value stops the start with the variable's name in the message.
 */
export class Environment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: 'development' | 'production' | 'test';

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/[^/\s]+$/, {
    message:
      'PUBLIC_URL must be an origin such as https://jobs.example.com (no path, no trailing slash)',
  })
  PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  SITE_NAME?: string;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^(sqlite:.+|mysql:\/\/.+)$/, {
    message: 'DATABASE_URL must be mysql://user:pass@host:3306/db or sqlite:<path>',
  })
  DATABASE_URL?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(500)
  DATABASE_POOL_SIZE?: number;

  /** MySQL: how long opening a connection may take before the request fails (503). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60000)
  DATABASE_CONNECT_TIMEOUT_MS?: number;
  /** MySQL: how long one read (SELECT, SHOW) may take before the request fails (503). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(600000)
  DATABASE_READ_TIMEOUT_MS?: number;
  /** MySQL: how long any other statement may take (the CSV import's transaction has none). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(600000)
  DATABASE_WRITE_TIMEOUT_MS?: number;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^rediss?:\/\/.+$/, { message: 'REDIS_URL must be redis://host:6379 or rediss://…' })
  REDIS_URL?: string;

  @IsOptional()
  @IsIn(['local', 's3'])
  STORAGE?: 'local' | 's3';

  @IsOptional() @IsString() S3_ENDPOINT?: string;
  @IsOptional() @IsString() S3_REGION?: string;
  @IsOptional() @IsString() S3_BUCKET?: string;
  @IsOptional() @IsString() S3_ACCESS_KEY_ID?: string;
  @IsOptional() @IsString() S3_SECRET_ACCESS_KEY?: string;
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'S3_PUBLIC_URL must be an http(s) URL' })
  S3_PUBLIC_URL?: string;
  @IsOptional() @Transform(toBoolean) @IsBoolean() S3_FORCE_PATH_STYLE?: boolean;
  /** Where browsers PUT uploads, when the app reaches the store by another address (compose). */
  @IsOptional()
  @Matches(/^https?:\/\/[^/\s]+\/?$/, {
    message: 'S3_PRESIGN_ENDPOINT must be an origin such as http://localhost:9000',
  })
  S3_PRESIGN_ENDPOINT?: string;

  /** Comma-separated; the first signs new cookies, the others are still accepted (rotation). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  @IsOptional() @Transform(toBoolean) @IsBoolean() COOKIE_SECURE?: boolean;

  /** express "trust proxy": false, true, a hop count, or a comma list of addresses/subnets. */
  @IsOptional() @IsString() TRUST_PROXY?: string;

  @IsOptional() @IsString() ALLOWED_ORIGINS?: string;
  /** Comma list of origins whose images custom pages may show (CSP img-src; others are dropped). */
  @IsOptional()
  @Matches(/^\s*https?:\/\/[^\s,/]+\/?\s*(,\s*https?:\/\/[^\s,/]+\/?\s*)*$/, {
    message: 'PAGE_IMAGE_ORIGINS must be a comma list of origins such as https://cdn.example.com',
  })
  PAGE_IMAGE_ORIGINS?: string;

  /** Origins (comma list, or `*`) whose pages may read the API without credentials. */
  @IsOptional() @IsString() CORS_ORIGINS?: string;

  @IsOptional() @Transform(toBoolean) @IsBoolean() SEED_DEMO?: boolean;
  @IsOptional() @Transform(toBoolean) @IsBoolean() MIGRATIONS_RUN?: boolean;
  @IsOptional() @Transform(toBoolean) @IsBoolean() BACKGROUND_WORK?: boolean;

  @IsOptional() @Transform(emptyToUndefined) @IsEmail() ADMIN_EMAIL?: string;
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(6, { message: 'ADMIN_PASSWORD must be at least 6 characters' })
  @MaxLength(128)
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional() @IsString() ADMIN_REMOTE_URL?: string;
  @IsOptional() @IsString() SHELL_DIST_DIR?: string;
  @IsOptional() @IsString() ADMIN_DIST_DIR?: string;
  @IsOptional() @Transform(toBoolean) @IsBoolean() SERVE_SOURCE_MAPS?: boolean;

  @IsOptional()
  @Matches(/^\d+(b|kb|mb)$/i, { message: 'BODY_LIMIT must look like 256kb or 1mb' })
  BODY_LIMIT?: string;

  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(120000) SHUTDOWN_DELAY_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1000) @Max(600000) SHUTDOWN_TIMEOUT_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1000) @Max(600000) KEEP_ALIVE_TIMEOUT_MS?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(100000) RATE_LIMIT_AUTH_PER_MINUTE?: number;

  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; unset: mail is written to files. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^smtps?:\/\/[^\s/]+(:\d+)?\/?(\?\S*)?$/, {
    message: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465',
  })
  SMTP_URL?: string;

  /** Connections to the SMTP server a process sends over at once (the provider's limit). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(50) MAIL_SMTP_CONNECTIONS?: number;

  /** The sender of every message: an address, or `"Name" <address>`. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^([^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, {
    message: 'MAIL_FROM must be an address or "Name <address>"',
  })
  MAIL_FROM?: string;

  /** First retry delay after a temporary failure; each further retry waits twice as long. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(10) @Max(3600000) MAIL_RETRY_BASE_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(20) MAIL_MAX_ATTEMPTS?: number;
  /** How often the outbox looks for due messages (new ones are sent at once). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(10) @Max(600000) MAIL_POLL_MS?: number;
  /**
   * Days a finished message (sent, undeliverable, unconfirmed) stays in the outbox. Its key
   * blocks a repeat while it is kept, so at least two weeks (weekly digests, closing reminders).
   */
  @IsOptional() @Transform(toInt) @IsInt() @Min(14) @Max(3650) MAIL_RETENTION_DAYS?: number;

  /** The site's time zone (IANA name): daily and weekly job alerts go out by its clock. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsTimeZone({ message: 'SITE_TIME_ZONE must be an IANA time zone such as America/New_York' })
  SITE_TIME_ZONE?: string;
  /** The hour (0-23, site time) at which daily and weekly job alerts go out. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(23) ALERTS_DAILY_HOUR?: number;
  /** The day weekly job alerts go out: 1 Monday … 7 Sunday. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(7) ALERTS_WEEKLY_DAY?: number;
  /** How often the job alert sweep runs (instant alerts go out within a sweep and a minute). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(100) @Max(300000) ALERTS_SWEEP_MS?: number;

  /** Base URL of Greenhouse's job board API (tests and staging point it elsewhere). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, {
    message: 'INGESTION_GREENHOUSE_URL must be an http(s) URL',
  })
  INGESTION_GREENHOUSE_URL?: string;
  /** Base URL of Lever's postings API (tests and staging point it elsewhere). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, {
    message: 'INGESTION_LEVER_URL must be an http(s) URL',
  })
  INGESTION_LEVER_URL?: string;
  /** Base URL of Lever's postings API for EU accounts (tests and staging point it elsewhere). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, {
    message: 'INGESTION_LEVER_EU_URL must be an http(s) URL',
  })
  INGESTION_LEVER_EU_URL?: string;
  /** How often the schedule looks for sources due to run. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(100) @Max(3600000) INGESTION_TICK_MS?: number;
  /** Longest one request of an ingestion run may take. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(100) @Max(300000) INGESTION_TIMEOUT_MS?: number;
  /** Retries of a request answered 429 or 5xx, or that failed. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(10) INGESTION_RETRIES?: number;
  /** The first wait before a retry (doubled each time). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(600000) INGESTION_BACKOFF_MS?: number;
  /** Longest wait before a retry; a longer Retry-After fails the run. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(3600000) INGESTION_MAX_WAIT_MS?: number;
  /** Least time between two requests to one host. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(60000) INGESTION_HOST_INTERVAL_MS?: number;
  /**
   * IndexNow key (8-128 letters, digits, dashes): set, search engines hear of job changes through
   * IndexNow and the key file is served at /{key}.txt. Unset: off.
   */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[A-Za-z0-9-]{8,128}$/, {
    message: 'INDEXNOW_KEY must be 8 to 128 letters, digits or dashes',
  })
  INDEXNOW_KEY?: string;
  /** Where IndexNow notices are POSTed (any participating engine shares them with the others). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/\S+$/, { message: 'INDEXNOW_ENDPOINT must be an http(s) URL' })
  INDEXNOW_ENDPOINT?: string;
  /** Path of a Google service account's JSON key: set, Google's Indexing API hears of job changes. */
  @IsOptional() @Transform(emptyToUndefined) @IsString() GOOGLE_INDEXING_CREDENTIALS?: string;
  /** Google's Indexing API publish URL (tests point it at a local server). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/\S+$/, { message: 'GOOGLE_INDEXING_ENDPOINT must be an http(s) URL' })
  GOOGLE_INDEXING_ENDPOINT?: string;
  /** First retry delay after a failed notice to a search engine; each further retry waits twice as long. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(10) @Max(3600000) INDEXING_RETRY_BASE_MS?: number;
  /** How often each replica looks for due search-engine notices (new ones go out at once). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(10) @Max(600000) INDEXING_POLL_MS?: number;
  /** How long a write's notices wait for more changes to join their batch. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(600000) INDEXING_BATCH_DELAY_MS?: number;
  /**
   * Non-public networks job sources may reach all the same (comma-separated addresses or CIDRs,
   * e.g. a test server on 127.0.0.1); unset, only public addresses are fetched.
   */
  @IsOptional()
  @Transform(emptyToUndefined)
  @ValidateBy({
    name: 'isNetworkList',
    validator: {
      validate: (value) => typeof value === 'string' && isNetworkList(value),
      defaultMessage: () =>
        'INGESTION_ALLOWED_NETWORKS must be comma-separated addresses or CIDRs (10.0.0.0/8)',
    },
  })
  INGESTION_ALLOWED_NETWORKS?: string;
  /** The largest answer a job source's request reads (bytes); a larger one fails the run. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(1073741824)
  INGESTION_MAX_BODY_BYTES?: number;

  /** Days a job without a closing date stays on the board after it arrived; 0 keeps it open. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(3650) JOB_LIFETIME_DAYS?: number;

  /** Longest a board search's statement may run before the server ends it (MySQL/MariaDB). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(600000)
  SEARCH_STATEMENT_TIMEOUT_MS?: number;
  /** Board searches running at once in this process (their share of the connection pool). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(500) SEARCH_CONCURRENCY?: number;
  /** URLs per sitemap file (sitemaps.org allows 50,000; tests set a few). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(50000) SITEMAP_URLS_PER_FILE?: number;
  /** Board searches one member (or, signed out, one address) may have running at once. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(100) SEARCH_PER_CLIENT?: number;

  /** `test`: the cheapest argon2id parameters, for test runs only (refused in production). */
  @IsOptional()
  @IsIn(['standard', 'test'])
  PASSWORD_HASHING?: 'standard' | 'test';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the raw environment; throws ConfigError naming every bad variable. */
export function validateEnvironment(raw: Record<string, string | undefined>): Environment {
  // An empty value means "unset" (Kubernetes ConfigMaps and .env files often carry KEY=).
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const env = plainToInstance(Environment, present);
  const errors = validateSync(env, { skipMissingProperties: false });
  const problems = errors.flatMap((e) =>
    Object.values(e.constraints ?? {}).map((message) =>
      message.startsWith(e.property) ? message : `${e.property}: ${message}`,
    ),
  );
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    problems.push('SESSION_SECRET is required when NODE_ENV=production');
  }
  // The app speaks plain HTTP: a Secure session cookie is only ever sent when a trusted proxy in
  // front says the browser's request came over HTTPS (X-Forwarded-Proto). Without that, sign-in
  // would answer 200 and set no cookie.
  const trustsProxy = env.TRUST_PROXY !== undefined && env.TRUST_PROXY.trim() !== 'false';
  if (env.NODE_ENV === 'production' && env.COOKIE_SECURE !== false && !trustsProxy) {
    problems.push(
      'TRUST_PROXY is required when NODE_ENV=production: the session cookie is Secure and this ' +
        'server speaks plain HTTP, so set TRUST_PROXY to the TLS proxy in front (e.g. 1), or ' +
        'COOKIE_SECURE=false for a plain-HTTP trial',
    );
  }
  if (env.STORAGE === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) problems.push(`${key} is required when STORAGE=s3`);
    }
  }
  // Another process must be able to do the work: on the embedded default there is only this one.
  if (env.BACKGROUND_WORK === false && !env.DATABASE_URL?.startsWith('mysql://')) {
    problems.push(
      'BACKGROUND_WORK=false needs a shared MySQL database (DATABASE_URL=mysql://…) and a worker ' +
        'process with BACKGROUND_WORK=true; on the embedded default this process does the work',
    );
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASHING === 'test') {
    problems.push(
      'PASSWORD_HASHING=test is for test runs only: its hashes take no effort to guess, so it is ' +
        'refused when NODE_ENV=production',
    );
  }
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (problems.length) throw new ConfigError(problems);
  return env;
}
