import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SESSION_COOKIE_NAME } from '../sessions/session-options';
import type { SessionUser } from './session-user';

/** Starts and ends signed-in sessions (id regenerated at sign-in, destroyed at sign-out). */
@Injectable()
export class SessionCookie {
  async start(req: Request, user: SessionUser): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      req.logIn(user, (err) => (err ? reject(err) : resolve())),
    );
    req.session.issuedAt = Date.now();
  }

  async end(req: Request, res: Response): Promise<void> {
    if (req.session) {
      await new Promise<void>((resolve, reject) =>
        req.session.destroy((err) => (err ? reject(err) : resolve())),
      );
    }
    res.clearCookie(SESSION_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax' });
  }
}
