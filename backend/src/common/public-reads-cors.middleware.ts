import cors from 'cors';
import type { RequestHandler } from 'express';

/** Response headers that pages of other origins may read (paging total, request id). */
const EXPOSED_HEADERS = ['X-Total-Count', 'X-Request-Id'];

/**
 * CORS for integrators on other origins (decision 0150): the origins in CORS_ORIGINS (or `*`
 * for any) may read the API with `GET`/`HEAD` and no credentials, so what they see is what an
 * anonymous visitor sees; the session cookie never crosses origins. Every preflight (`OPTIONS`)
 * answers 204: with the allow headers for a listed origin, without them otherwise, which the
 * browser reads as "not allowed".
 */
export function publicReadsCors(origins: string[]): RequestHandler {
  const anyOrigin = origins.includes('*');
  const listed = new Set(origins);
  const corsHeaders = cors({
    origin: (origin, callback) => callback(null, anyOrigin ? '*' : !!origin && listed.has(origin)),
    methods: ['GET', 'HEAD'],
    credentials: false,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    preflightContinue: true,
  });
  return (req, res, next) => {
    corsHeaders(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (req.method !== 'OPTIONS') return next();
      res.setHeader('Content-Length', '0');
      res.status(204).end();
    });
  };
}
