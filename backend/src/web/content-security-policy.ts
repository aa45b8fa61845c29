import type { AppConfig } from '../config/app-config';
import { s3PublicBaseUrl, s3UploadBaseUrl } from '../media/storage/s3-addresses';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a same-origin path such as /remotes/admin/mf-manifest.json
  }
}

/**
 * CSP allowing exactly the shell (self), the admin remote's origin, the upload origin and the
 * image origins custom pages may use (PAGE_IMAGE_ORIGINS).
 * Styles allow inline because styled-components and Ant Design inject <style> at run time.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const remote = originOf(config.adminRemoteUrl);
  // STORAGE=s3: images are read from the public base (a CDN or the bucket), uploads go to the store.
  const [images, uploads] =
    config.storage.driver === 's3'
      ? [originOf(s3PublicBaseUrl(config.storage.s3)), originOf(s3UploadBaseUrl(config.storage.s3))]
      : [null, null];
  const extra = (...origins: Array<string | null>) => [
    ...new Set(origins.filter((o): o is string => !!o)),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra(remote)],
    styleSrc: ["'self'", "'unsafe-inline'", ...extra(remote)],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      ...extra(images, uploads, remote, ...config.pageImageOrigins),
    ],
    fontSrc: ["'self'", 'data:', ...extra(remote)],
    connectSrc: ["'self'", ...extra(remote, uploads)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}
