import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { isUniqueViolation, isWriteConflict } from '../database/query-errors';
import { isDependencyUnavailable } from './dependency-errors';

/**
 * The one place errors become HTTP answers: Nest's `{statusCode, message, error}` body, the
 * request id in `X-Request-Id` (set by the logger middleware), no internals in 5xx bodies, and a
 * closed connection after a 413.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const { status, body } = this.toAnswer(exception, req);
    if (res.headersSent) {
      res.end();
      return;
    }
    if (status === HttpStatus.SERVICE_UNAVAILABLE) res.setHeader('Retry-After', '5');
    // A route's own @Header values (an image type, a year of caching) describe its success.
    if (res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
    // The rest of a too-large body may still be on its way: answer, then close the connection
    // rather than keep it alive (a client that sends everything before reading would hang).
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) res.setHeader('Connection', 'close');
    res.status(status).type('application/json').json(body);
  }

  private toAnswer(exception: unknown, req: Request) {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const body =
        typeof response === 'string'
          ? { statusCode: status, message: response, error: errorName(status) }
          : { statusCode: status, error: errorName(status), ...response };
      if (status >= 500) this.logger.error({ err: exception, reqId: req.id }, 'HTTP 5xx');
      return { status, body };
    }
    const clientError = asClientHttpError(exception);
    if (clientError) {
      return {
        status: clientError.status,
        body: {
          statusCode: clientError.status,
          message: clientError.message,
          error: errorName(clientError.status),
        },
      };
    }
    if (isUniqueViolation(exception)) {
      const status = HttpStatus.CONFLICT;
      return {
        status,
        body: { statusCode: status, message: 'That record already exists', error: 'Conflict' },
      };
    }
    if (isWriteConflict(exception)) {
      this.logger.warn({ err: exception, reqId: req.id }, 'Write conflict');
      return unavailable(
        'Another change to the same records was under way; nothing was saved, please try again',
      );
    }
    if (isDependencyUnavailable(exception)) {
      this.logger.warn({ err: exception, reqId: req.id }, 'Dependency unavailable');
      return unavailable('The service is temporarily unavailable; please try again shortly');
    }
    this.logger.error({ err: exception, reqId: req.id }, 'Unhandled error');
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    return {
      status,
      body: {
        statusCode: status,
        message: 'Internal server error',
        error: 'Internal Server Error',
      },
    };
  }
}

/** A 503 answer (the filter adds Retry-After): the request may be sent again as it was. */
function unavailable(message: string) {
  const status = HttpStatus.SERVICE_UNAVAILABLE;
  return { status, body: { statusCode: status, message, error: errorName(status) } };
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Request body is too large',
  'entity.parse.failed': 'Request body is not valid JSON',
  'encoding.unsupported': 'Unsupported request body encoding',
  'charset.unsupported': 'Unsupported request body charset',
};

/** 4xx errors raised by express middleware (body-parser, raw-body: the `http-errors` shape). */
function asClientHttpError(err: unknown): { status: number; message: string } | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as {
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
    type?: unknown;
    message?: unknown;
  };
  const status = typeof e.status === 'number' ? e.status : e.statusCode;
  if (typeof status !== 'number' || status < 400 || status > 499 || e.expose !== true) return null;
  const message =
    (typeof e.type === 'string' && CLIENT_ERROR_MESSAGES[e.type]) ||
    (typeof e.message === 'string' ? e.message : errorName(status));
  return { status, message };
}

function errorName(status: number): string {
  const key = HttpStatus[status] as string | undefined;
  if (!key) return 'Error';
  return key
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}
