import { HttpStatus, Logger, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { isDependencyUnavailable } from './dependency-errors';

const logger = new Logger('CsvDownload');

/**
 * A CSV stream as an attachment. When the source fails before the first byte, the answer is the
 * usual JSON error (503 when the database is unreachable, else 500) instead of a file; after it,
 * the connection is cut so a truncated file never looks complete.
 */
export function csvDownload(stream: Readable, fileName: string): StreamableFile {
  return new StreamableFile(stream, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename=${fileName}`,
  }).setErrorHandler((err: Error, response) => {
    const res = response as unknown as Response;
    logger.error(err);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const unavailable = isDependencyUnavailable(err);
    const status = unavailable ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.INTERNAL_SERVER_ERROR;
    res.removeHeader('Content-Disposition');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (unavailable) res.setHeader('Retry-After', '5');
    res.status(status).json({
      statusCode: status,
      message: unavailable
        ? 'The service is temporarily unavailable; please try again shortly'
        : 'Internal server error',
      error: unavailable ? 'Service Unavailable' : 'Internal Server Error',
    });
  });
}
