import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomPageSummaryDto } from '../../api/generated';
import { fakeApi } from '../../test/fake-api';
import { renderInAdmin } from '../../test/render';
import { PageCustomizationTab } from './PageCustomizationTab';
import { STANDARD_PAGES } from './standard-pages';

const page = (
  slug: string,
  title: string,
  extra: Partial<CustomPageSummaryDto> = {},
): CustomPageSummaryDto => ({
  id: `id-${slug}`,
  slug,
  title,
  isActive: true,
  footerSection: 'company',
  footerOrder: '1',
  ...extra,
});

const PAGES = [
  page('resume-tips', 'Resume Tips', { footerSection: 'job-seekers', footerOrder: '1' }),
  page('about-us', 'About Us', { footerOrder: '1' }),
  page('contact', 'Contact', { footerOrder: '2', isActive: false }),
  page('legacy', 'Legacy Page', { footerSection: null }),
];

function fakePages(pages = PAGES) {
  return fakeApi({
    'GET /api/custom-pages': { json: pages },
    'GET /api/custom-pages/contact': {
      json: {
        ...PAGES[2],
        content: '<p>Call us</p>',
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
      },
    },
    'POST /api/admin/custom-pages': (call) => ({
      status: 201,
      json: { id: 'new', ...(call.body as object) },
    }),
    'PUT /api/admin/custom-pages/id-contact': (call) => ({
      json: { ...PAGES[2], ...(call.body as object) },
    }),
    'DELETE /api/admin/custom-pages/id-about-us': { status: 204 },
  });
}

const column = (label: string) => within(screen.getByLabelText(`${label} pages`));

it('lists pages in three footer columns with Inactive badges, and the others apart', async () => {
  fakePages();
  renderInAdmin(<PageCustomizationTab />);
  expect(await screen.findByText('Footer Link Sections')).toBeInTheDocument();
  await screen.findByText('Resume Tips');
  expect(column('Job Seekers').getByText('Resume Tips')).toBeInTheDocument();
  expect(column('Company').getByText('About Us')).toBeInTheDocument();
  const contact = screen.getByTestId('page-contact');
  expect(within(contact).getByText('Inactive')).toBeInTheDocument();
  expect(
    within(screen.getByTestId('page-about-us')).queryByText('Inactive'),
  ).not.toBeInTheDocument();
  expect(screen.getByLabelText('Preview Contact')).toHaveAttribute('href', '/page/contact');
  expect(screen.getByLabelText('Preview Contact')).toHaveAttribute('target', '_blank');
  expect(screen.getByText('Legacy Page')).toBeInTheDocument();
});

it('shows dashed suggestion tiles only for standard pages that do not exist', async () => {
  fakePages();
  renderInAdmin(<PageCustomizationTab />);
  await screen.findByText('Resume Tips');
  const tiles = screen.getAllByTestId('suggestion-tile').map((t) => t.textContent ?? '');
  const titles = STANDARD_PAGES.map((s) => s.title).filter((t) =>
    tiles.some((x) => x.startsWith(t)),
  );
  expect(titles).toEqual([
    'Browse Jobs',
    'Career Resources',
    'Interview Prep',
    'Post Jobs',
    'Recruiting Solutions',
    'Pricing',
    'Success Stories',
    'Privacy Policy',
    'Terms of Service',
  ]);
  // Browse Jobs is the built-in /jobs link, not a page to create.
  expect(screen.queryByRole('button', { name: /^Browse Jobs/ })).not.toBeInTheDocument();
  expect(column('Job Seekers').getByText('Browse Jobs').closest('a')).toHaveAttribute(
    'href',
    '/jobs',
  );
});

it('creates a standard page from its template with one click, at the end of its column', async () => {
  const api = fakePages();
  const user = userEvent.setup();
  const { invalidate } = renderInAdmin(<PageCustomizationTab />);
  await user.click(
    await screen.findByRole('button', { name: /^Privacy Policy.*click to create$/ }),
  );
  expect(await screen.findByText('Page Created')).toBeInTheDocument();
  const body = api.callsTo('POST /api/admin/custom-pages')[0].body as Record<string, unknown>;
  expect(body).toMatchObject({
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    footerSection: 'company',
    footerOrder: '3',
    isActive: true,
  });
  expect(body.content).toContain('<h2>Privacy Policy</h2>');
  expect(invalidate).toHaveBeenCalledWith(['Pages']);
});

it('generates the slug from the title while it is not edited by hand, and keeps it editable', async () => {
  const api = fakePages([]);
  const user = userEvent.setup();
  renderInAdmin(<PageCustomizationTab />);
  await user.click(await screen.findByText('Create Page'));
  const title = await screen.findByLabelText('Page Title');
  const slug = screen.getByLabelText('URL Slug');
  fireEvent.change(title, { target: { value: 'Draft & Combine 2026!' } });
  expect(slug).toHaveValue('draft-combine-2026');
  expect(
    screen.getByText('Page will be accessible at /page/draft-combine-2026'),
  ).toBeInTheDocument();

  fireEvent.change(slug, { target: { value: 'combine' } });
  fireEvent.change(title, { target: { value: 'Scouting Combine' } });
  expect(slug).toHaveValue('combine');

  fireEvent.change(slug, { target: { value: 'Bad Slug' } });
  expect(
    screen.getByText('Use lowercase letters, digits and single hyphens (e.g. about-us)'),
  ).toBeInTheDocument();
  fireEvent.change(slug, { target: { value: 'combine' } });

  expect(screen.getByLabelText('Display Order')).toHaveValue('1');
  const create = screen.getAllByText('Create Page').at(-1)!.closest('button')!;
  await user.click(create);
  expect(await screen.findByText('Missing Information')).toBeInTheDocument();
  expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
  expect(api.callsTo('POST /api/admin/custom-pages')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Page Content'), {
    target: { value: 'Line one\nLine two' },
  });
  await user.click(create);
  await waitFor(() => expect(api.callsTo('POST /api/admin/custom-pages')).toHaveLength(1));
  expect(api.callsTo('POST /api/admin/custom-pages')[0].body).toEqual({
    title: 'Scouting Combine',
    slug: 'combine',
    content: 'Line one\nLine two',
    footerSection: 'job-seekers',
    footerOrder: '1',
    isActive: true,
  });
});

it('edits a page with its content loaded, and can deactivate it', async () => {
  const api = fakePages();
  const user = userEvent.setup();
  renderInAdmin(<PageCustomizationTab />);
  await user.click(await screen.findByLabelText('Edit Contact'));
  expect(await screen.findByLabelText('Page Content')).toHaveValue('<p>Call us</p>');
  const active = screen.getByLabelText('Active');
  expect(active).toHaveAttribute('aria-checked', 'false');
  await user.click(active);
  await user.click(screen.getByText('Save Page').closest('button')!);
  expect(await screen.findByText('Page Updated')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/admin/custom-pages/id-contact')[0].body).toMatchObject({
    slug: 'contact',
    isActive: true,
    footerOrder: '2',
  });
});

it('deletes a page after confirmation', async () => {
  const api = fakePages();
  const user = userEvent.setup();
  renderInAdmin(<PageCustomizationTab />);
  await user.click(await screen.findByLabelText('Delete About Us'));
  await user.click((await screen.findByText('Delete')).closest('button')!);
  expect(await screen.findByText('Page Deleted')).toBeInTheDocument();
  expect(api.callsTo('DELETE /api/admin/custom-pages/id-about-us')).toHaveLength(1);
});
