// Helpers for the admin CMS browser suites (e2e/admin-*.test.mjs).
import { lastApiCalls } from './helpers.mjs';

/** Client-side navigation in the shell's router (no reload: the tab keeps its caches). */
export async function clientNavigate(page, path) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Opens /admin (loading the remote) and waits for the CMS header. */
export async function openAdmin(page, baseUrl) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByText('Content Management System').first().waitFor({ timeout: 30_000 });
}

/**
 * The CMS tabs: label, screenshot name, and a selector that is visible once the tab shows its data
 * (in the table of a wide screen and in the cards of a phone alike).
 */
export const ADMIN_TABS = [
  ['Page Content', 'content', '[id="content-hero.title"]'],
  ['Carousel Images', 'carousel', 'text=Current Carousel Images'],
  ['Jobs', 'jobs', '[aria-label^="Featured: "]'],
  ['Team Logos', 'team-logos', '[aria-label^="Edit "]'],
  ['User Management', 'users', '[aria-label^="Change password of "]'],
  ['Page Customization', 'pages', 'text=Footer Link Sections'],
  ['CSV Upload', 'csv', '#csv-file'],
  ['Sources', 'sources', 'text=Add a source'],
];

/**
 * Shows one tab of the CMS: a click on its tab, or on a phone (where the sections are picked
 * from a list instead of a tab bar) a choice in the "Section" picker.
 */
export async function openTab(page, name) {
  // The phone layout's native picker, not a dialog's field of the same name.
  const picker = page.locator('select').and(page.getByRole('combobox', { name: 'Section' }));
  if (await picker.isVisible()) {
    await picker.selectOption({ label: name });
  } else {
    await page.getByRole('tab', { name }).click();
  }
}

/**
 * Waits for a toast (an Ant Design notification) with this title: up to 30 s, as a toast follows
 * a write that two browser suites at once on two cores can slow. When none comes, the error names
 * the toasts shown instead and the page's last API answers.
 */
export async function toast(page, title) {
  const notices = page.locator('.ant-notification-notice');
  try {
    await notices.getByText(title, { exact: true }).waitFor({ timeout: 30_000 });
  } catch (error) {
    const shown = await notices.allInnerTexts().catch(() => []);
    error.message +=
      `\nToasts shown: ${JSON.stringify(shown)}` +
      `\nLast API answers: ${lastApiCalls(page).join(', ') || 'none'}`;
    throw error;
  }
}
