import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { PassportStatic } from 'passport';
import { validateDto } from '../common/validate-dto';
import { INVALID_CREDENTIALS } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { PASSPORT } from './passport.provider';
import { SessionCookie } from './session-cookie';
import type { SessionUser } from './session-user';

/**
 * Sign-in: validates the body first (guards run before pipes, and passport must never see an
 * array or object as an email), checks the credentials with passport-local, then starts a new
 * session (the id is regenerated, so a planted pre-login cookie is dead).
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  constructor(
    @Inject(PASSPORT) private readonly passport: PassportStatic,
    private readonly sessionCookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    req.body = await validateDto(LoginDto, req.body);
    const user = await new Promise<SessionUser | false>((resolve, reject) => {
      this.passport.authenticate(
        'local',
        { session: false },
        (err: unknown, found: SessionUser | false) => (err ? reject(err) : resolve(found)),
      )(req, http.getResponse<Response>(), reject);
    });
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    await this.sessionCookie.start(req, user);
    return true;
  }
}
