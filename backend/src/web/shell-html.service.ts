import { Inject, Injectable } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CarouselImageDto } from '../carousel/dto/carousel-image.dto';
import type { SiteContentDto } from '../content/dto/site-content.dto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { HomeSeo } from '../seo/home-seo';
import { isClientRoute, notFoundPage } from './not-found-page';

/** What the shell reads at run time from `<script id="app-config" type="application/json">`. */
export interface ShellRuntimeConfig {
  siteName: string;
  publicUrl: string;
  adminRemoteUrl: string;
  /**
   * The home page's SEO texts (the shell sets the same tags when it navigates to /), added by
   * the SEO module.
   */
  seo?: HomeSeo;
  /**
   * True when the request carried no session cookie: the visitor is certainly signed out, so the
   * shell need not ask `GET /api/user` (a round trip, and a 401 in the browser console).
   */
  signedOut?: boolean;
  /**
   * The home page's active carousel images in display order (only in the HTML of `/`): the first
   * render shows the first image without waiting for `GET /api/carousel-images`.
   */
  carousel?: CarouselImageDto[];
  /**
   * The home page's stored texts (only in the HTML of `/`), null when none are stored: the home
   * page renders them without asking `GET /api/admin/content/homepage` (whose 404 for a site
   * without texts would be an error in the browser console).
   */
  homeContent?: SiteContentDto | null;
}

export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';
/** The shell's mount point, as written by the template or by the HTML minifier. */
const EMPTY_ROOT = /<div id="?root"?>\s*<\/div>/;

/** A decorator's answer: the rewritten HTML, or the HTML with the status it must be sent with. */
export type DecoratedHtml = string | { html: string; status: number };
export type Decorator = (html: string, path: string) => Promise<DecoratedHtml> | DecoratedHtml;

/**
 * What a feature adds to the page of a path: run-time config entries, tags for `<head>`, and
 * markup painted inside `#root` until the shell's first render replaces it.
 */
export interface PageExtras {
  config?: Partial<ShellRuntimeConfig>;
  head?: string;
  root?: string;
}
type Extender = (path: string) => Promise<PageExtras | null> | PageExtras | null;

/** The page for a client route and its status (404 when a decorator knows the page is missing). */
export interface RenderedPage {
  html: string;
  status: number;
}

/**
 * Serves the shell's index.html with the run-time configuration (and, through `decorate`, the
 * tags crawlers read without JavaScript) written in.
 */
@Injectable()
export class ShellHtmlService {
  private template?: Promise<string | null>;
  private readonly decorators: Decorator[] = [];
  private readonly extenders: Extender[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // A path the shell has no page for is a 404, not a soft 404 (the SEO module adds the home
    // page's and job pages' head tags).
    this.decorate((html, path) =>
      isClientRoute(path) ? html : notFoundPage(html, config.siteName),
    );
  }

  runtimeConfig(): ShellRuntimeConfig {
    return {
      siteName: this.config.siteName,
      publicUrl: this.config.publicUrl,
      adminRemoteUrl: this.config.adminRemoteUrl,
    };
  }

  /**
   * Lets a feature (SEO tags, job pages) rewrite the HTML for the paths it knows, and answer a
   * status other than 200 (an unknown job's page is a 404 for crawlers, the shell still renders).
   */
  decorate(fn: Decorator): void {
    this.decorators.push(fn);
  }

  /**
   * Lets a feature hand the shell data it would otherwise fetch after starting (the home
   * carousel), with the `<head>` tags that go with it (the preload of the first image).
   */
  extend(fn: Extender): void {
    this.extenders.push(fn);
  }

  /** The HTML for a client route, or null when the shell has not been built. */
  async render(path: string, { signedOut = false } = {}): Promise<RenderedPage | null> {
    const template = await this.loadTemplate();
    if (template === null) return null;
    const config: ShellRuntimeConfig = {
      ...this.runtimeConfig(),
      ...(signedOut ? { signedOut } : {}),
    };
    let head = '';
    let root = '';
    for (const extend of this.extenders) {
      const extras = await extend(path);
      Object.assign(config, extras?.config);
      head += extras?.head ?? '';
      root += extras?.root ?? '';
    }
    const json = JSON.stringify(config).replace(/</g, '\\u003c');
    const tag = `${head}<script id="app-config" type="application/json">${json}</script>`;
    // The placeholder may have been stripped by the HTML minifier: then write it before </head>.
    let html = template.includes(APP_CONFIG_PLACEHOLDER)
      ? template.replace(APP_CONFIG_PLACEHOLDER, tag)
      : template.replace('</head>', `${tag}</head>`);
    if (root) html = html.replace(EMPTY_ROOT, (div) => div.replace('</div>', `${root}</div>`));
    let status = 200;
    for (const decorate of this.decorators) {
      const result = await decorate(html, path);
      if (typeof result === 'string') html = result;
      else ({ html, status } = result);
    }
    return { html, status };
  }

  private loadTemplate(): Promise<string | null> {
    this.template ??= readFile(join(this.config.shellDistDir, 'index.html'), 'utf8').catch(
      () => null,
    );
    return this.template;
  }
}
