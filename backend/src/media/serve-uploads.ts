import express, { RequestHandler, Response } from 'express';
import { mkdirSync } from 'node:fs';

/**
 * Local uploads at `/uploads/`: server-named files whose bytes were checked at upload. They never
 * change (new upload, new name), so they are cached for a year; `nosniff` and a sandboxing CSP make
 * sure a browser treats them as the image type their extension names, nothing else.
 */
export function serveUploads(dir: string): RequestHandler {
  mkdirSync(dir, { recursive: true });
  return express.static(dir, {
    index: false,
    dotfiles: 'ignore',
    fallthrough: false,
    redirect: false,
    setHeaders: (res: Response) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
