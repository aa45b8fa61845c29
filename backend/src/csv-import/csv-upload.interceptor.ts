import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { unlink } from 'node:fs/promises';
import { finalize, Observable } from 'rxjs';
import { CSV_UPLOAD_DIR } from '../startup/temp-files-sweep';

export const CSV_FIELD = 'csvFile';
export const MAX_CSV_BYTES = 50 * 1024 * 1024;

const MISSING_FILE = `Choose a CSV file: send it as multipart/form-data in the field "${CSV_FIELD}".`;

function uploadError(err: unknown): HttpException {
  if (err instanceof MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeException(
          'The CSV file is larger than the 50 MB limit; nothing was imported. Split it into smaller files.',
        );
      case 'LIMIT_UNEXPECTED_FILE':
        return new BadRequestException(
          `Unexpected file field "${err.field ?? ''}": send one file in the field "${CSV_FIELD}".`,
        );
      default:
        return new BadRequestException(`The upload could not be read: ${err.message}.`);
    }
  }
  if (err instanceof HttpException) return err;
  return new BadRequestException(
    `The upload could not be read (${err instanceof Error ? err.message : String(err)}).`,
  );
}

/**
 * Receives the `csvFile` field of a multipart upload onto disk (streamed: the file is never held
 * in memory), enforces the 50 MB limit (413) and removes the temporary file after the handler
 * (what a crash leaves there is swept at the next start).
 */
@Injectable()
export class CsvUploadInterceptor implements NestInterceptor {
  private readonly receive = multer({
    storage: multer.diskStorage({ destination: CSV_UPLOAD_DIR }),
    limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10, parts: 20 },
  }).single(CSV_FIELD);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    await new Promise<void>((resolve, reject) =>
      this.receive(req, res, (err: unknown) => (err ? reject(uploadError(err)) : resolve())),
    );
    const path = req.file?.path;
    if (!path) throw new BadRequestException(MISSING_FILE);
    if (req.file!.size === 0) {
      await unlink(path).catch(() => undefined);
      throw new BadRequestException('The CSV file is empty; nothing was imported.');
    }
    return next.handle().pipe(finalize(() => void unlink(path).catch(() => undefined)));
  }
}
