/**
 * What the app runs with, read once at start from the environment (`loadConfig`) and provided to
 * every module under APP_CONFIG.
 */
export const APP_CONFIG = Symbol('APP_CONFIG');

export type DatabaseConfig =
  | { type: 'sqlite'; path: string }
  | {
      type: 'mysql';
      url: string;
      poolSize: number;
      connectTimeoutMs: number;
      /** A read's limit (a database that hangs costs a page this long, then a 503). */
      readTimeoutMs: number;
      /** Every other statement's limit but the CSV import's, at least the read limit. */
      writeTimeoutMs: number;
    };

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
  /** Origins whose pages may read the API without credentials (`*`: any). */
  corsOrigins: string[];
  /** Origins whose images custom pages may show; other external images are dropped at save. */
  pageImageOrigins: string[];
  /** undefined: decide at start (seed an empty embedded database). */
  seedDemo?: boolean;
  migrationsRun: boolean;
  /**
   * Whether this process runs the background work (the sweeps, the deliveries, scheduled
   * ingestion): on by default; off in web replicas when worker processes run it.
   */
  backgroundWork: boolean;
  admin?: { email: string; password: string };
  logLevel: string;
  adminRemoteUrl: string;
  shellDistDir: string;
  adminDistDir: string;
  /** Serve the frontends' `.map` files (they show the original source); off by default. */
  serveSourceMaps: boolean;
  bodyLimit: string;
  shutdown: { delayMs: number; timeoutMs: number };
  keepAliveTimeoutMs: number;
  rateLimitAuthPerMinute: number;
  /** argon2id's parameters: `standard` everywhere but in test runs (docs/product.md#accounts). */
  passwordHashing: 'standard' | 'test';
  /** Days a job without its own closing date stays open after it arrived; 0: no default expiry. */
  jobLifetimeDays: number;
  alerts: AlertsConfig;
  ingestion: IngestionConfig;
  mail: MailConfig;
  indexing: IndexingConfig;
  /** URLs per sitemap file, at most 50,000 (sitemaps.org). */
  sitemapUrlsPerFile: number;
  /** Bounds on the board's searches (see docs/decisions/0170-bounded-search-work.md). */
  search: SearchLimits;
}

export interface AlertsConfig {
  /** IANA time zone of the site's clock (daily and weekly digests). */
  timeZone: string;
  dailyHour: number;
  /** 1 Monday … 7 Sunday. */
  weeklyDay: number;
  sweepMs: number;
}

/** Pulling teams' openings from their job boards (docs/operations.md#job-sources). */
export interface IngestionConfig {
  greenhouseUrl: string;
  leverUrl: string;
  leverEuUrl: string;
  tickMs: number;
  userAgent: string;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxWaitMs: number;
  hostIntervalMs: number;
  /** Non-public networks sources may reach all the same (addresses or CIDRs, comma-separated). */
  allowedNetworks: string;
  maxBodyBytes: number;
}

export interface MailConfig {
  /** unset: every message is written as a .eml file under `outboxDir` (the embedded default). */
  smtpUrl?: string;
  /** Messages sent over SMTP at once, each on its own connection. */
  smtpConnections: number;
  from: string;
  outboxDir: string;
  retryBaseMs: number;
  maxAttempts: number;
  pollMs: number;
  /** Days a finished message is kept (its text holds personal links); then it is deleted. */
  retentionDays: number;
}

/** A Google service account's key, as its JSON file gives it. */
export interface GoogleServiceAccount {
  clientEmail: string;
  privateKey: string;
  privateKeyId?: string;
  tokenUri: string;
}

/** Telling search engines about job changes (docs/product.md#search-engines-hear-of-job-changes); each engine is off unless configured. */
export interface IndexingConfig {
  indexNow?: { key: string; endpoint: string };
  google?: { account: GoogleServiceAccount; endpoint: string };
  retryBaseMs: number;
  pollMs: number;
  batchDelayMs: number;
}

export interface SearchLimits {
  /** Longest a search statement runs before the server ends it (MySQL/MariaDB only). */
  statementTimeoutMs: number;
  /** Searches running at once; the rest of the pool stays free for everything else. */
  concurrency: number;
  /** Searches one member or address may have running at once (more: 429). */
  perClient: number;
  /** Longest a search waits for its turn before answering 503. */
  queueTimeoutMs: number;
}
