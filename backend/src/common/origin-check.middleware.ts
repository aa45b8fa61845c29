import { ForbiddenException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests sent by a page of another origin (CSRF defence on top of
 * SameSite=Lax): the Origin, or without it the Referer, must be the request's own host, PUBLIC_URL
 * or one of ALLOWED_ORIGINS. Requests with neither header (curl, server-to-server) pass.
 */
export function originCheck(publicUrl: string, allowedOrigins: string[]): RequestHandler {
  const trusted = new Set([originOf(publicUrl), ...allowedOrigins.map(originOf)].filter(Boolean));
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const header = req.get('origin') ?? req.get('referer');
    if (!header) return next();
    const origin = header === 'null' ? 'null' : originOf(header);
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    if (origin && (origin === own || trusted.has(origin))) return next();
    next(new ForbiddenException('Cross-origin request refused'));
  };
}
