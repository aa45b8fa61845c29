// Helpers for the admin CMS browser suites (e2e/admin-*.test.mjs).

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

/** Shows one tab of the CMS. */
export async function openTab(page, name) {
  await page.getByRole('tab', { name }).click();
}

/** Waits for a toast (an Ant Design notification) with this title. */
export function toast(page, title) {
  return page.locator('.ant-notification-notice').getByText(title, { exact: true }).waitFor();
}
