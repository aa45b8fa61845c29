import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync } from 'node:fs';
import { SESSION_COOKIE_NAME } from '../sessions/session-options';
import type { ShellHtmlService } from './shell-html.service';

/** Files whose names carry a content hash never change: cache them for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|avif|gif|svg|ico)$/i;

function setCacheHeaders(res: Response, filePath: string) {
  if (HASHED.test(filePath)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // index.html, remoteEntry.js, mf-manifest.json: always revalidate so new deploys show at once.
    res.setHeader('Cache-Control', 'no-cache');
  }
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=`);

/** Paths the server answers itself: the API, files, the remote, and the crawlers' documents. */
const NOT_CLIENT_ROUTE =
  /^\/(api|uploads|remotes)(\/|$)|^\/(sitemap\.xml|sitemaps\/[^/]+|robots\.txt|jobs\/feed\.xml)$/;
const API_ROUTE = /^\/api(\/|$)/;

const SOURCE_MAP = /\.map$/i;

/**
 * The built files of a frontend; API calls skip the file-system lookup altogether. Source maps
 * (they show the original source) answer 404 unless `sourceMaps` is on.
 */
export function staticFiles(dir: string, sourceMaps = false): RequestHandler {
  if (!existsSync(dir)) return (_req, _res, next) => next();
  const serve = express.static(dir, {
    index: false,
    setHeaders: setCacheHeaders,
    fallthrough: true,
  });
  return (req, res, next) => {
    if (API_ROUTE.test(req.path)) return next();
    if (!sourceMaps && SOURCE_MAP.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    serve(req, res, next);
  };
}

/**
 * SPA fallback: any other GET returns the shell, whose router shows the page or its 404 screen.
 * Unknown /api paths are left to Nest (JSON 404).
 */
export function spaFallback(shellHtml: ShellHtmlService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_CLIENT_ROUTE.test(req.path)) {
      return next();
    }
    shellHtml
      .render(req.path, { signedOut: !SESSION_COOKIE.test(req.headers.cookie ?? '') })
      .then((page) => {
        res.setHeader('Cache-Control', 'no-cache');
        if (page === null) {
          res
            .status(503)
            .type('text/plain')
            .send('The web app has not been built yet: run `npm run build` (npm start does it).');
          return;
        }
        res.status(page.status).type('html').send(page.html);
      })
      .catch(next);
  };
}
