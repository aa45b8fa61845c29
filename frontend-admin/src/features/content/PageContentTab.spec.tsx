import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { renderInAdmin } from '../../test/render';
import { mergeEdits } from './content-paths';
import { PageContentTab } from './PageContentTab';

const HOMEPAGE = {
  hero: { title: 'Saved hero title', subtitle: 'Saved subtitle', extra: 'kept' },
  stats: { title: 'Stats', successfulPlacements: 140 },
  other: { keep: true },
};

function fakeContent(put: 'ok' | 'fail' = 'ok') {
  return fakeApi({
    'GET /api/admin/content/homepage': {
      json: { pageId: 'homepage', content: HOMEPAGE, updatedAt: '2026-11-01T00:00:00Z' },
    },
    'GET /api/admin/content/jobs': { status: 404, text: '{"statusCode":404}' },
    'PUT /api/admin/content/homepage': (call) =>
      put === 'ok'
        ? {
            json: {
              pageId: 'homepage',
              ...(call.body as object),
              updatedAt: '2026-11-02T00:00:00Z',
            },
          }
        : { status: 500, text: 'boom' },
  });
}

it('shows Save Changes only while there are unsaved edits', async () => {
  fakeContent();
  const user = userEvent.setup();
  renderInAdmin(<PageContentTab />);
  const title = await screen.findByDisplayValue('Saved hero title');
  expect(screen.queryByRole('button', { name: /Save Changes/ })).not.toBeInTheDocument();

  await user.type(title, '!');
  expect(screen.getByRole('button', { name: /Save Changes/ })).toBeInTheDocument();
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

  await user.type(title, '{Backspace}');
  expect(screen.queryByRole('button', { name: /Save Changes/ })).not.toBeInTheDocument();
});

it('saves the merge of saved and edited values, toasts and refreshes the shell caches', async () => {
  const api = fakeContent();
  const user = userEvent.setup();
  const { invalidate } = renderInAdmin(<PageContentTab />);
  const title = await screen.findByDisplayValue('Saved hero title');
  await user.clear(title);
  await user.type(title, 'New hero');
  const placements = screen.getByLabelText('Successful Placements');
  await user.clear(placements);
  await user.type(placements, '2500');
  await user.click(screen.getByRole('button', { name: /Save Changes/ }));

  expect(await screen.findByText('Content Saved')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/admin/content/homepage')[0].body).toEqual({
    content: {
      hero: { title: 'New hero', subtitle: 'Saved subtitle', extra: 'kept' },
      stats: { title: 'Stats', successfulPlacements: 2500 },
      other: { keep: true },
    },
  });
  expect(invalidate).toHaveBeenCalledWith(['Content', 'Stats']);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /Save Changes/ })).not.toBeInTheDocument(),
  );
});

it('reports a failed save and keeps the edits', async () => {
  fakeContent('fail');
  const user = userEvent.setup();
  renderInAdmin(<PageContentTab />);
  await user.type(await screen.findByDisplayValue('Saved hero title'), '!');
  await user.click(screen.getByRole('button', { name: /Save Changes/ }));
  expect(await screen.findByText('Save Failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to save content: 500: boom')).toBeInTheDocument();
  expect(screen.getByDisplayValue('Saved hero title!')).toBeInTheDocument();
});

it('drops unsaved edits when the page changes, and edits a page with no saved content', async () => {
  fakeContent();
  const user = userEvent.setup();
  renderInAdmin(<PageContentTab />);
  await user.type(await screen.findByDisplayValue('Saved hero title'), ' edited');
  await user.click(screen.getByText('Jobs Page'));
  expect(await screen.findByLabelText('Search Placeholder')).toHaveValue('');
  expect(screen.getByLabelText('Location')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Save Changes/ })).not.toBeInTheDocument();

  await user.click(screen.getByText('Homepage'));
  expect(await screen.findByDisplayValue('Saved hero title')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Save Changes/ })).not.toBeInTheDocument();
});

it('says other page keys have no editor yet', () => {
  fakeContent();
  renderInAdmin(<PageContentTab initialPageKey="about" />);
  expect(
    screen.getByText('Content editor for this page is not yet implemented.'),
  ).toBeInTheDocument();
});

describe('mergeEdits', () => {
  it('sets nested paths, creates missing objects and removes cleared numbers', () => {
    expect(
      mergeEdits({ a: { b: 1, c: 2 }, d: 'x' }, { 'a.b': 5, 'e.f': 'new', 'a.c': null }),
    ).toEqual({ a: { b: 5 }, d: 'x', e: { f: 'new' } });
  });
});

it('reloads the saved content with Refresh', async () => {
  const api = fakeContent();
  const user = userEvent.setup();
  renderInAdmin(<PageContentTab />);
  await screen.findByDisplayValue('Saved hero title');
  await user.click(screen.getByText('Refresh'));
  await waitFor(() => expect(api.callsTo('GET /api/admin/content/homepage')).toHaveLength(2));
});
