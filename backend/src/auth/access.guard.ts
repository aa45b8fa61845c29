import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Access, ACCESS_KEY } from './access.decorators';
import './session-user';

/** Global guard: every route needs a signed-in user unless marked @Public(). */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const access =
      this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? 'user';
    if (access === 'public') return true;
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new UnauthorizedException('Sign in to continue');
    if (access === 'admin' && !user.isAdmin) {
      throw new ForbiddenException('You need admin privileges to do this');
    }
    return true;
  }
}
