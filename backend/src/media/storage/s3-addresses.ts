import type { S3Config } from '../../config/app-config';

/** Where stored objects are read from: S3_PUBLIC_URL, or the bucket's own address. */
export function s3PublicBaseUrl(s3: S3Config): string {
  if (s3.publicUrl) return s3.publicUrl;
  if (s3.endpoint) return `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}`;
  return s3.forcePathStyle
    ? `https://s3.${s3.region}.amazonaws.com/${s3.bucket}`
    : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

/** Where browsers PUT presigned uploads (the store itself, which may differ from a CDN). */
export function s3UploadBaseUrl(s3: S3Config): string {
  if (s3.presignEndpoint) return s3.presignEndpoint;
  if (s3.endpoint) return s3.endpoint.replace(/\/$/, '');
  return s3.forcePathStyle
    ? `https://s3.${s3.region}.amazonaws.com`
    : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}
