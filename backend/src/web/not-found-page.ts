import escapeHtml from 'escape-html';
import { NotFoundException } from '@nestjs/common';
import type { DecoratedHtml, Decorator } from './shell-html.service';

/**
 * The shell's paths (its router in frontend-shell/src/app/router.tsx); any other path shows the
 * not-found screen. A trailing slash is allowed, as the router allows it.
 */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/auth\/?$/,
  /^\/jobs\/?$/,
  /^\/jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/[^/]+)?\/?$/i,
  /^\/admin(\/.*)?$/,
  /^\/page\/[^/]+\/?$/,
  /^\/teams\/[^/]+\/?$/,
  /^\/(forgot-password|reset-password|verify-email|unsubscribe)\/?$/,
  /^\/account\/(email|alerts)\/?$/,
  /^\/alerts\/stop\/?$/,
  /^\/saved-jobs\/?$/,
];

export function isClientRoute(path: string): boolean {
  return CLIENT_ROUTES.some((route) => route.test(path));
}

/**
 * The shell's HTML for a page the server knows does not exist: status 404 (no soft 404 for
 * crawlers) and a `noindex` robots tag; the shell still renders and shows its not-found screen.
 */
export function notFoundPage(html: string, siteName: string): DecoratedHtml {
  return {
    status: 404,
    html: html
      .replace(
        /<title>[\s\S]*?<\/title>/i,
        () => `<title>Page Not Found - ${escapeHtml(siteName)}</title>`,
      )
      .replace(/<meta\s+name="?description"?[^>]*>/gi, '')
      .replace('</head>', '<meta name="robots" content="noindex" data-seo="name:robots"></head>'),
  };
}

/**
 * A decorator for the pages at `{prefix}/{key}` (`/teams/{slug}`): `find` throws
 * NotFoundException when nothing has the key, and the page then answers 404 with `noindex`.
 */
export function notFoundWhenMissing(
  prefix: string,
  find: (key: string) => Promise<unknown>,
  siteName: string,
): Decorator {
  const page = new RegExp(`^${prefix}/([^/]+)/?$`);
  return async (html, path) => {
    const match = page.exec(path);
    if (!match) return html;
    try {
      await find(decodeURIComponent(match[1]));
      return html;
    } catch (err) {
      if (!(err instanceof NotFoundException) && !(err instanceof URIError)) throw err;
      return notFoundPage(html, siteName);
    }
  };
}
