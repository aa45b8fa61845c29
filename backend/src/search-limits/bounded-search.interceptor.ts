import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { lastValueFrom, Observable } from 'rxjs';
import type { SessionUser } from '../auth/session-user';
import {
  BUSY_CLIENT_RETRY_SECONDS,
  SearchGate,
  TooManySearchesException,
} from './search-gate.service';

/** Runs a route's handler as one bounded search (see SearchGate), keyed by member or address. */
@Injectable()
export class BoundedSearchInterceptor implements NestInterceptor {
  constructor(private readonly gate: SearchGate) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const user = req.user as SessionUser | undefined;
    const client = user ? `member:${user.id}` : `address:${req.ip}`;
    const gone = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) gone.abort();
    };
    res.once('close', onClose);
    return new Observable((subscriber) => {
      this.gate
        .run(client, () => lastValueFrom(next.handle(), { defaultValue: undefined }), gone.signal)
        .then(
          (value) => {
            subscriber.next(value);
            subscriber.complete();
          },
          (err: unknown) => {
            if (err instanceof TooManySearchesException) {
              res.setHeader('Retry-After', String(BUSY_CLIENT_RETRY_SECONDS));
            }
            subscriber.error(err);
          },
        )
        .finally(() => res.off('close', onClose));
    });
  }
}
