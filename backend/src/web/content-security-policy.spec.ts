import { loadConfig } from '../config/load-config';
import { contentSecurityPolicy } from './content-security-policy';

const base = {
  NODE_ENV: 'test',
  SESSION_SECRET: 'x'.repeat(32),
  DATA_DIR: '/tmp/gc-csp-test',
};
const s3 = { STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

describe('contentSecurityPolicy: the upload origin', () => {
  it('allows only the site itself for local storage', () => {
    const csp = contentSecurityPolicy(loadConfig(base));
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.connectSrc).toEqual(["'self'"]);
  });

  it('allows the image origins custom pages may use (PAGE_IMAGE_ORIGINS), and no others', () => {
    const csp = contentSecurityPolicy(
      loadConfig({ ...base, PAGE_IMAGE_ORIGINS: 'https://cdn.example.com/ ' }),
    );
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
  });

  it('allows the public base for images and the store for uploads (S3_PUBLIC_URL, endpoint)', () => {
    const csp = contentSecurityPolicy(
      loadConfig({
        ...base,
        ...s3,
        S3_ENDPOINT: 'https://minio.internal.example:9000',
        S3_PUBLIC_URL: 'https://cdn.example.com/media',
      }),
    );
    expect(csp.imgSrc).toEqual(
      expect.arrayContaining(['https://cdn.example.com', 'https://minio.internal.example:9000']),
    );
    expect(csp.connectSrc).toContain('https://minio.internal.example:9000');
  });

  it('allows the bucket origin on AWS S3 (no endpoint, no public URL)', () => {
    const csp = contentSecurityPolicy(loadConfig({ ...base, ...s3, S3_REGION: 'eu-west-1' }));
    expect(csp.imgSrc).toContain('https://media.s3.eu-west-1.amazonaws.com');
    expect(csp.connectSrc).toContain('https://media.s3.eu-west-1.amazonaws.com');
  });
});
