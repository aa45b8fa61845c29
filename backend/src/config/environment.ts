import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

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

  @IsOptional() @Transform(toBoolean) @IsBoolean() SEED_DEMO?: boolean;
  @IsOptional() @Transform(toBoolean) @IsBoolean() MIGRATIONS_RUN?: boolean;

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

  @IsOptional()
  @Matches(/^\d+(b|kb|mb)$/i, { message: 'BODY_LIMIT must look like 256kb or 1mb' })
  BODY_LIMIT?: string;

  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(120000) SHUTDOWN_DELAY_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1000) @Max(600000) SHUTDOWN_TIMEOUT_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1000) @Max(600000) KEEP_ALIVE_TIMEOUT_MS?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(100000) RATE_LIMIT_AUTH_PER_MINUTE?: number;

  /** Days a job without a closing date stays on the board after it arrived; 0 keeps it open. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(3650) JOB_LIFETIME_DAYS?: number;
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
  if (env.STORAGE === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) problems.push(`${key} is required when STORAGE=s3`);
    }
  }
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (problems.length) throw new ConfigError(problems);
  return env;
}
