import { ArgumentsHost, BadRequestException, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter } from './all-exceptions.filter';

function run(exception: unknown, routeHeaders: Record<string, string> = {}) {
  const res = {
    statusCode: 0,
    body: undefined as unknown,
    headers: { ...routeHeaders } as Record<string, string>,
    headersSent: false,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
    setHeader(k: string, v: string) {
      this.headers[k] = v;
    },
    getHeader(k: string) {
      return this.headers[k];
    },
    type(value: string) {
      this.headers['Content-Type'] = value;
      return this;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({ id: 'req-1' }) }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return res;
}

describe('AllExceptionsFilter', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  it('answers JSON, not cached, even on a route that declared an image type and long caching', () => {
    const res = run(new BadRequestException('initials must be 1 to 4 letters or digits'), {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['Content-Type']).toBe('application/json');
    expect(res.headers['Cache-Control']).toBe('no-store');
  });

  it('keeps Nest error bodies for HTTP exceptions', () => {
    const res = run(new BadRequestException(['email must be an email']));
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: ['email must be an email'],
      error: 'Bad Request',
    });
  });

  it('answers 500 with no stack, message or internals', () => {
    const err = new Error('secret connection string mysql://root:pw@db');
    const res = run(err);
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/stack|mysql|secret|at /);
  });

  it('maps unique violations to 409', () => {
    const err = new QueryFailedError(
      'INSERT',
      [],
      Object.assign(new Error('dup'), { code: 'ER_DUP_ENTRY' }),
    );
    expect(run(err).statusCode).toBe(409);
  });

  it('maps a deadlock or a lock wait timeout to 503 with Retry-After: nothing was saved', () => {
    for (const [code, errno] of [
      ['ER_LOCK_DEADLOCK', 1213],
      ['ER_LOCK_WAIT_TIMEOUT', 1205],
    ] as const) {
      const driverError = Object.assign(new Error('Deadlock found when trying to get lock'), {
        code,
        errno,
        sqlState: '40001',
      });
      const res = run(new QueryFailedError('UPDATE jobs SET isActive = ?', [1], driverError));
      expect(res.statusCode).toBe(503);
      expect(res.headers['Retry-After']).toBe('5');
      expect((res.body as { message: string }).message).toMatch(/nothing was saved/);
    }
  });

  it('maps an unreachable dependency to 503 with Retry-After', () => {
    const res = run(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(res.statusCode).toBe(503);
    expect(res.headers['Retry-After']).toBe('5');
  });
});
