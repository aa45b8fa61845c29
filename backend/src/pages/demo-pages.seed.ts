import type { EntityManager } from 'typeorm';
import { CustomPage } from './custom-page.entity';
import { DEMO_PAGES } from './demo-pages';
import { sanitizePageHtml } from './page-html';

/** Seed step: the standard footer pages, stored exactly as the CMS would store them. */
export async function seedDemoPages(manager: EntityManager): Promise<void> {
  await manager.insert(
    CustomPage,
    DEMO_PAGES.map((page) =>
      manager.create(CustomPage, {
        ...page,
        // The shell renders line breaks as <br>: the source's formatting newlines would add gaps.
        content: sanitizePageHtml(page.content.replace(/>\s*\n\s*</g, '><')),
        isActive: true,
      }),
    ),
  );
}
