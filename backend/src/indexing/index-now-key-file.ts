import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/app-config';

/** What an IndexNow key file's path looks like (no page of the web app has one). */
const KEY_FILE = /^\/[A-Za-z0-9-]{8,128}\.txt$/;

/**
 * Serves the IndexNow key file at the site's root (`/{key}.txt`, the key as plain text): search
 * engines read it to check that the notices come from the site. Any other such path, and every
 * one while IndexNow is off, is a plain 404.
 */
export function indexNowKeyFile(config: AppConfig): RequestHandler {
  const key = config.indexing.indexNow?.key;
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !KEY_FILE.test(req.path)) {
      next();
      return;
    }
    if (key && req.path === `/${key}.txt`) {
      res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(key);
      return;
    }
    res.status(404).type('text/plain').send('Not found');
  };
}
