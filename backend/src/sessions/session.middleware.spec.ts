import type { Request, Response } from 'express';
import { MemoryStore } from 'express-session';
import { absoluteLifetime, throttleTouch, TOUCH_INTERVAL_MS } from './session.middleware';
import { SESSION_ABSOLUTE_MS } from './session-options';

function requestWithSession(issuedAt?: number) {
  // Like express-session: the store drops the old session and the request gets an empty one.
  const regenerate = jest.fn((cb: (err?: unknown) => void) => {
    req.session = { regenerate } as unknown as Request['session'];
    cb();
  });
  const req = { session: { issuedAt, regenerate } } as unknown as Request;
  return { req, regenerate };
}

describe('absoluteLifetime', () => {
  const now = 1_800_000_000_000;
  const middleware = absoluteLifetime(() => now);

  it('keeps a session signed in less than 30 days ago', () => {
    const { req, regenerate } = requestWithSession(now - SESSION_ABSOLUTE_MS + 60_000);
    const next = jest.fn();
    middleware(req, {} as Response, next);
    expect(regenerate).not.toHaveBeenCalled();
    expect(req.session).toBeDefined();
    expect(next).toHaveBeenCalledWith();
  });

  it('ends a session signed in more than 30 days ago, however active', () => {
    const { req, regenerate } = requestWithSession(now - SESSION_ABSOLUTE_MS - 1);
    const next = jest.fn();
    middleware(req, {} as Response, next);
    expect(regenerate).toHaveBeenCalled();
    expect(req.session.issuedAt).toBeUndefined();
    expect(next).toHaveBeenCalledWith();
  });

  it('leaves anonymous sessions alone', () => {
    const { req, regenerate } = requestWithSession(undefined);
    const next = jest.fn();
    middleware(req, {} as Response, next);
    expect(regenerate).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledWith();
  });
});

describe('throttleTouch', () => {
  it('pushes back a session expiry at most once per interval, per session', () => {
    let now = 1_800_000_000_000;
    const store = new MemoryStore();
    const touch = jest.fn((_sid: string, _sess: unknown, cb?: () => void) => cb?.());
    store.touch = touch;
    throttleTouch(store, () => now);
    const done = jest.fn();
    const sess = {} as Parameters<NonNullable<MemoryStore['touch']>>[1];

    store.touch!('a', sess, done);
    store.touch!('a', sess, done);
    store.touch!('b', sess, done);
    now += TOUCH_INTERVAL_MS;
    store.touch!('a', sess, done);

    expect(touch.mock.calls.map(([sid]) => sid)).toEqual(['a', 'b', 'a']);
    expect(done).toHaveBeenCalledTimes(4);
  });
});
