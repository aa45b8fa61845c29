import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { SESSION_COOKIE_NAME } from '../sessions/session-options';
import type { ShellHtmlService } from './shell-html.service';

/** Files whose names carry a content hash never change: cache them for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|avif|gif|svg|ico)$/i;

function setCacheHeaders(res: Response, filePath: string) {
  if (HASHED.test(filePath.replace(PRECOMPRESSED_SUFFIX, ''))) {
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
 * The copies the build compressed once, at its best settings, beside each large script
 * (`main.js.br`, `main.js.gz`; tools/precompress-plugin.cjs), best first. Compressing on each
 * request (the `compression` middleware) stays for every other answer.
 */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
/** Files the build may compress: a plain path (no `..`) with one of these extensions. */
const COMPRESSIBLE = /^(\/[\w-][\w.-]*)+\.(js|css|svg|json)$/;

/** The content codings an Accept-Encoding header accepts (a `q=0` refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Points a request for a script at its precompressed copy when the browser accepts that coding
 * and the build wrote one: the answer keeps the script's type, says its coding, and varies by
 * Accept-Encoding.
 */
function usePrecompressed(dir: string): (req: Request, res: Response) => void {
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return;
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const copies = PRECOMPRESSED.filter(({ suffix }) => existsSync(join(dir, req.path + suffix)));
    if (copies.length === 0) return;
    res.vary('Accept-Encoding');
    const copy = copies.find(({ encoding }) => accepted.has(encoding));
    if (!copy) return;
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', copy.encoding);
    req.url = req.path + copy.suffix + req.url.slice(req.path.length);
  };
}

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
  const precompressed = usePrecompressed(dir);
  return (req, res, next) => {
    if (API_ROUTE.test(req.path)) return next();
    if (!sourceMaps && SOURCE_MAP.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    precompressed(req, res);
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
