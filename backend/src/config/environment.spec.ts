import { loadConfig } from './load-config';
import { ConfigError, validateEnvironment } from './environment';

const problemsOf = (env: Record<string, string>) => {
  try {
    validateEnvironment(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
};

describe('environment validation', () => {
  it('accepts an empty environment (the embedded default)', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('refuses the test hash parameters in production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), TRUST_PROXY: '1' };
    expect(problemsOf(production)).toEqual([]);
    expect(problemsOf({ ...production, PASSWORD_HASHING: 'test' }).join()).toContain(
      'PASSWORD_HASHING=test is for test runs only',
    );
    expect(problemsOf({ NODE_ENV: 'test', PASSWORD_HASHING: 'test' })).toEqual([]);
  });

  it.each([
    ['PORT', 'not-a-port'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'postgres://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['STORAGE', 'ftp'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['NODE_ENV', 'staging'],
    ['SEED_DEMO', 'maybe'],
    ['SESSION_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_POOL_SIZE', '0'],
    ['SMTP_URL', 'mail.example.com:587'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['MAIL_FROM', 'not an address'],
    ['MAIL_RETRY_BASE_MS', '5'],
    ['JOB_LIFETIME_DAYS', '-1'],
    ['JOB_LIFETIME_DAYS', 'sixty'],
    ['PASSWORD_HASHING', 'fast'],
  ])('names %s when it is %p', (key, value) => {
    const problems = problemsOf({ [key]: value });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(key);
  });

  it('reads JOB_LIFETIME_DAYS (default 60, 0 turns the default expiry off)', () => {
    const base = { DATA_DIR: '/tmp/gc-env-test', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).jobLifetimeDays).toBe(60);
    expect(loadConfig({ ...base, JOB_LIFETIME_DAYS: '0' }).jobLifetimeDays).toBe(0);
    expect(loadConfig({ ...base, JOB_LIFETIME_DAYS: '30' }).jobLifetimeDays).toBe(30);
  });

  it('reads the mail settings, with a sender derived from the site name and PUBLIC_URL', () => {
    const embedded = loadConfig({ DATA_DIR: '/tmp/gc-mail', SESSION_SECRET: 'x'.repeat(32) });
    expect(embedded.mail).toMatchObject({
      smtpUrl: undefined,
      from: '"Gridiron Careers" <no-reply@localhost.local>',
      outboxDir: '/tmp/gc-mail/mail',
    });
    const relay = loadConfig({
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://jobs.example.com',
      SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465',
    });
    expect(relay.mail.from).toBe('"Gridiron Careers" <no-reply@jobs.example.com>');
    expect(relay.mail.smtpUrl).toBe('smtps://user:p%40ss@smtp.example.com:465');
    expect(relay.mail.smtpConnections).toBe(3);
    const wider = loadConfig({ SESSION_SECRET: 'x'.repeat(32), MAIL_SMTP_CONNECTIONS: '12' });
    expect(wider.mail.smtpConnections).toBe(12);
    for (const connections of ['0', '51', 'many']) {
      expect(problemsOf({ MAIL_SMTP_CONNECTIONS: connections }).join()).toContain(
        'MAIL_SMTP_CONNECTIONS',
      );
    }
    expect(problemsOf({ MAIL_FROM: '"Jobs" <jobs@example.com>' })).toEqual([]);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).join()).toContain('SESSION_SECRET');
  });

  it('requires the bucket and keys for s3 storage', () => {
    const text = problemsOf({ STORAGE: 's3' }).join('\n');
    expect(text).toContain('S3_BUCKET');
    expect(text).toContain('S3_ACCESS_KEY_ID');
    expect(text).toContain('S3_SECRET_ACCESS_KEY');
  });

  it('turns background work off only where another process can do it', () => {
    expect(problemsOf({ BACKGROUND_WORK: 'false' }).join()).toContain('BACKGROUND_WORK=false');
    expect(problemsOf({ BACKGROUND_WORK: 'false', DATABASE_URL: 'sqlite:x.db' }).join()).toContain(
      'BACKGROUND_WORK=false',
    );
    const mysql = 'mysql://app@db:3306/jobs';
    expect(problemsOf({ BACKGROUND_WORK: 'false', DATABASE_URL: mysql })).toEqual([]);
    expect(problemsOf({ BACKGROUND_WORK: 'maybe' }).join()).toContain('BACKGROUND_WORK');
    const base = { DATA_DIR: '/tmp/gc-env-test', SESSION_SECRET: 'x'.repeat(32) };
    const web = { ...base, DATABASE_URL: mysql, BACKGROUND_WORK: 'false' };
    expect(loadConfig(web).backgroundWork).toBe(false);
    expect(loadConfig(base).backgroundWork).toBe(true);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@example.com' }).join()).toContain('ADMIN_PASSWORD');
  });

  it('reports every bad variable at once', () => {
    const text = problemsOf({ PORT: 'x', STORAGE: 'y' }).join('\n');
    expect(text).toContain('PORT');
    expect(text).toContain('STORAGE');
  });
});

describe('loadConfig', () => {
  it('treats empty values as unset', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/gc-config-spec',
      SESSION_SECRET: 'x'.repeat(32),
      SHELL_DIST_DIR: '',
      PORT: ' ',
      S3_ENDPOINT: '',
      ADMIN_EMAIL: '',
    });
    expect(config.port).toBe(3000);
    expect(config.shellDistDir).toMatch(/frontend-shell[/\\]dist$/);
    expect(config.admin).toBeUndefined();
  });

  it('derives the embedded defaults', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/gc-config-spec', SESSION_SECRET: 'x'.repeat(32) });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.siteName).toBe('Gridiron Careers');
    expect(config.database).toEqual({
      type: 'sqlite',
      path: '/tmp/gc-config-spec/jobboard.sqlite',
    });
    expect(config.embedded).toBe(true);
    expect(config.storage).toEqual({ driver: 'local', uploadDir: '/tmp/gc-config-spec/uploads' });
    expect(config.session.cookieSecure).toBe(false);
  });

  it('refuses production with Secure cookies but no trusted TLS proxy (no cookie would be set)', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    expect(problemsOf(production).join()).toContain(
      'TRUST_PROXY is required when NODE_ENV=production',
    );
    expect(problemsOf({ ...production, TRUST_PROXY: 'false' }).join()).toContain('TRUST_PROXY');
    expect(problemsOf({ ...production, TRUST_PROXY: '1' })).toEqual([]);
    expect(problemsOf({ ...production, COOKIE_SECURE: 'false' })).toEqual([]);
  });

  it('refuses a PAGE_IMAGE_ORIGINS entry that is not an origin', () => {
    expect(problemsOf({ PAGE_IMAGE_ORIGINS: 'https://a.example.com, not a url' }).join()).toContain(
      'PAGE_IMAGE_ORIGINS must be a comma list of origins',
    );
    expect(
      problemsOf({ PAGE_IMAGE_ORIGINS: 'https://a.example.com,http://b.example:8080' }),
    ).toEqual([]);
  });

  it("reads the job sources' allowed networks and body cap (none and 20 MB by default)", () => {
    const base = { DATA_DIR: '/tmp/gc-env-test', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).ingestion).toMatchObject({
      allowedNetworks: '',
      maxBodyBytes: 20 * 1024 * 1024,
    });
    expect(
      loadConfig({ ...base, INGESTION_ALLOWED_NETWORKS: '127.0.0.1, 10.0.0.0/8' }).ingestion
        .allowedNetworks,
    ).toBe('127.0.0.1, 10.0.0.0/8');
    expect(problemsOf({ INGESTION_ALLOWED_NETWORKS: '127.0.0.1,localhost' }).join()).toContain(
      'INGESTION_ALLOWED_NETWORKS must be comma-separated addresses or CIDRs',
    );
    expect(problemsOf({ INGESTION_MAX_BODY_BYTES: '10' }).join()).toContain(
      'INGESTION_MAX_BODY_BYTES',
    );
  });

  it('reads production settings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'mysql://u:p@db:3306/jobs',
      REDIS_URL: 'redis://cache:6379',
      SESSION_SECRET: `${'n'.repeat(32)},${'o'.repeat(32)}`,
      TRUST_PROXY: '1',
      ALLOWED_ORIGINS: 'https://a.example.com, https://b.example.com/',
    });
    expect(config.database).toMatchObject({ type: 'mysql', poolSize: 10 });
    expect(config.embedded).toBe(false);
    expect(config.session.secrets).toEqual(['n'.repeat(32), 'o'.repeat(32)]);
    expect(config.session.cookieSecure).toBe(true);
    expect(config.trustProxy).toBe(1);
    expect(config.allowedOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
  });
});
