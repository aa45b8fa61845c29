import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { chooseFile } from '../../test/files';
import { renderInAdmin } from '../../test/render';
import { CsvUploadTab } from './CsvUploadTab';

const csv = () => new File(['team_name,position_title\n'], 'jobs.csv', { type: 'text/csv' });

/**
 * A stand-in for XMLHttpRequest (the upload's transport): records what is sent and lets the
 * test report bytes sent and answer when it chooses.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.last = null;
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

const sentXhr = async () => {
  for (let i = 0; i < 200 && !FakeXhr.last; i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  }
  if (!FakeXhr.last) throw new Error('nothing was uploaded');
  return FakeXhr.last;
};

const REPORT = {
  message: 'Imported 2 jobs, updated 1, skipped 1',
  inserted: 2,
  updated: 1,
  skipped: 1,
  errors: [{ line: 4, message: 'apply_url must be an http(s) URL' }],
};

it('names the expected columns and keeps Upload CSV disabled until a file is chosen', () => {
  fakeApi({});
  renderInAdmin(<CsvUploadTab />);
  for (const column of ['team_name', 'position_title', 'location', 'apply_url', 'date_posted']) {
    expect(screen.getByText(column)).toBeInTheDocument();
  }
  expect(screen.getByLabelText('CSV file')).toHaveAttribute('accept', '.csv,text/csv');
  expect(screen.getByText('Upload CSV').closest('button')).toBeDisabled();
  chooseFile(screen.getByLabelText('CSV file'), csv());
  expect(screen.getByText('Upload CSV').closest('button')).toBeEnabled();
});

it('shows the bytes sent, then the rows the server processed, then the import report', async () => {
  const progress = { rowsProcessed: 0, bytesProcessed: 0, totalBytes: 4_000_000 };
  const user = userEvent.setup();
  // The progress is polled at /api/admin/upload-csv/progress/{the id the tab chose}.
  const polled: string[] = [];
  const realFetch = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const id = url.pathname.replace('/api/admin/upload-csv/progress/', '');
    polled.push(id);
    return new Response(
      JSON.stringify({ importId: id, state: 'importing', message: null, ...progress }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }) as typeof fetch;

  const { invalidate } = renderInAdmin(<CsvUploadTab />);
  chooseFile(screen.getByLabelText('CSV file'), csv());
  await user.click(screen.getByText('Upload CSV'));
  const xhr = await sentXhr();
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toMatch(/^\/api\/admin\/upload-csv\?importId=[0-9a-f-]{36}$/);
  expect((xhr.body!.get('csvFile') as File).name).toBe('jobs.csv');

  act(() => xhr.progress(1_048_576, 4_194_304));
  const upload = screen.getByRole('progressbar', { name: 'Upload progress' });
  expect(upload).toHaveAttribute('aria-valuenow', '25');
  expect(screen.getByText('Uploading: 1.0 MB of 4.0 MB')).toBeInTheDocument();

  Object.assign(progress, { rowsProcessed: 30_000, bytesProcessed: 2_000_000 });
  act(() => xhr.progress(4_194_304, 4_194_304));
  expect(await screen.findByText('Importing: 30,000 rows processed')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  expect(xhr.url).toBe(`/api/admin/upload-csv?importId=${polled[0]}`);

  act(() => xhr.answer(200, JSON.stringify(REPORT)));
  expect(await screen.findByText('CSV Upload Successful')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText('Import Report')).toBeInTheDocument();
  expect(screen.getByLabelText('Inserted')).toHaveTextContent('Inserted2');
  expect(screen.getByLabelText('Updated')).toHaveTextContent('Updated1');
  expect(screen.getByLabelText('Skipped')).toHaveTextContent('Skipped1');
  expect(screen.getByText('Line 4: apply_url must be an http(s) URL')).toBeInTheDocument();
  expect(invalidate).toHaveBeenCalledWith(['Jobs', 'FeaturedJobs', 'Stats', 'Teams']);
  expect(screen.getByText('Upload CSV').closest('button')).toBeDisabled();
  global.fetch = realFetch;
});

it('shows Upload Failed with the server message', async () => {
  fakeApi({});
  const user = userEvent.setup();
  renderInAdmin(<CsvUploadTab />);
  chooseFile(screen.getByLabelText('CSV file'), csv());
  await user.click(screen.getByText('Upload CSV'));
  const xhr = await sentXhr();
  act(() => xhr.answer(400, 'Missing required columns: apply_url'));
  expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  expect(screen.getByText('400: Missing required columns: apply_url')).toBeInTheDocument();
});
