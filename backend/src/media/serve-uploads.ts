import express, { Router, Response } from 'express';
import { mkdirSync } from 'node:fs';

/**
 * Local uploads at `/uploads/`: server-named files whose bytes were checked at upload. They never
 * change (new upload, new name), so they are cached for a year; `nosniff` and a sandboxing CSP make
 * sure a browser treats them as the image type their extension names, nothing else.
 */
export function serveUploads(dir: string): Router {
  mkdirSync(dir, { recursive: true });
  const router = Router();
  router.use(
    express.static(dir, {
      index: false,
      dotfiles: 'ignore',
      redirect: false,
      setHeaders: (res: Response) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // Anything else under /uploads (a deleted or never-stored file, another method): a JSON 404.
  router.use((_req, res) => {
    res.status(404).json({ statusCode: 404, message: 'No such file', error: 'Not Found' });
  });
  return router;
}
